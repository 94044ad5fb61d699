"use server";

import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { z } from "zod";
import { createAnonClient, createSessionClient } from "@/lib/supabase/server";
import { buildEnv, supabaseEnv } from "@/lib/env";
import { clientIp } from "@/lib/security/client-ip";
import { adminUsername } from "./admin";
import { readCredentials, signInWithCredentials, signUpAdminWithCredentials } from "./credentials";
import { FLASH_COOKIE, flashCookieOptions } from "./flash";
import { authMessages, type AuthFormState } from "./messages";
import { DEFAULT_AFTER_SIGN_IN } from "./safe-redirect";
import { gateSignIn, gateSignUp } from "./throttle";

function answer(ok: boolean, message: string, form: FormData): AuthFormState {
  const username = form.get("username");
  return { status: ok ? "success" : "error", message, username: typeof username === "string" ? username : "", submission: Date.now() };
}

/**
 * Anyone can call a server action with any arguments: anything but the
 * form's FormData is read as an empty form (and so "Please enter both
 * username and password"), never a crash.
 */
function formFrom(value: unknown): FormData {
  const parsed = z.instanceof(FormData).safeParse(value);
  return parsed.success ? parsed.data : new FormData();
}

export async function signInAction(_previous: AuthFormState, formData: FormData): Promise<AuthFormState> {
  const form = formFrom(formData);
  const { username, password } = readCredentials(form);
  if (!username || !password) return answer(false, authMessages.missingCredentials, form);
  const ip = clientIp(await headers());
  let gate: Awaited<ReturnType<typeof gateSignIn>>;
  try {
    gate = await gateSignIn(ip, username);
  } catch (error) {
    // Fail closed: without the counter, nobody may try passwords.
    console.error("Sign-in throttle failed:", error);
    return answer(false, authMessages.signInException, form);
  }
  if (!gate.allowed) return answer(false, authMessages.tooManyAttempts, form);
  const supabase = await createSessionClient({ forwardedFor: ip }).catch(() => null);
  const outcome = supabase
    ? await signInWithCredentials(form, (email, password) => supabase.auth.signInWithPassword({ email, password }))
    : { ok: false, message: authMessages.signInException };
  if (!outcome.ok) return answer(false, outcome.message, form);
  await gate.forgive();
  (await cookies()).set(FLASH_COOKIE, "signed-in", flashCookieOptions);
  // Outside any try/catch: redirect() works by throwing.
  redirect(DEFAULT_AFTER_SIGN_IN);
}

export async function signUpAction(_previous: AuthFormState, formData: FormData): Promise<AuthFormState> {
  const form = formFrom(formData);
  const ip = clientIp(await headers());
  // A cookie-less client: sign-up must not leave a session behind ("You can now sign in").
  const outcome = await signUpAdminWithCredentials(form, adminUsername(), async (email, password) => {
    if (!(await gateSignUp(ip))) return { error: { message: authMessages.tooManyAttempts } };
    return createAnonClient().auth.signUp({ email, password });
  });
  return answer(outcome.ok, outcome.message, form);
}

/**
 * Where OAuth should come back to: the site's own origin. The build-time site
 * URL when one was set (the origin the prerendered pages link to), else the
 * host this request came to.
 */
async function origin(): Promise<string> {
  if (!buildEnv.usesDefault.siteUrl) return buildEnv.siteUrl;
  const h = await headers();
  return `${h.get("x-forwarded-proto") ?? "http"}://${h.get("x-forwarded-host") ?? h.get("host") ?? "localhost:3000"}`;
}

export async function signInWithGithubAction(_previous: AuthFormState, formData: FormData): Promise<AuthFormState> {
  const form = formFrom(formData);
  let target: string;
  try {
    // Ask Auth first, so a disabled provider gets a message that says how to enable it instead of an error page.
    const { url, anonKey } = supabaseEnv();
    const settings = await fetch(`${url}/auth/v1/settings`, { headers: { apikey: anonKey }, cache: "no-store" });
    const body = (await settings.json()) as { external?: { github?: boolean } };
    if (!body.external?.github) return answer(false, authMessages.githubDisabled, form);
    const supabase = await createSessionClient();
    const { data, error } = await supabase.auth.signInWithOAuth({
      provider: "github",
      options: { redirectTo: `${await origin()}/auth/callback?next=${encodeURIComponent(DEFAULT_AFTER_SIGN_IN)}` },
    });
    if (error || !data.url) return answer(false, error?.message ?? authMessages.githubException, form);
    target = data.url;
  } catch (error) {
    console.error("GitHub sign-in threw:", error);
    return answer(false, authMessages.githubException, form);
  }
  redirect(target);
}

export async function signOutAction(): Promise<void> {
  const supabase = await createSessionClient();
  await supabase.auth.signOut();
  (await cookies()).set(FLASH_COOKIE, "signed-out", flashCookieOptions);
  redirect("/admin/login");
}
