"use server";

import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { createAnonClient, createSessionClient } from "@/lib/supabase/server";
import { buildEnv, supabaseEnv } from "@/lib/env";
import { adminUsername } from "./admin";
import { signInWithCredentials, signUpAdminWithCredentials } from "./credentials";
import { FLASH_COOKIE, flashCookieOptions } from "./flash";
import { authMessages, type AuthFormState } from "./messages";
import { DEFAULT_AFTER_SIGN_IN } from "./safe-redirect";

function answer(ok: boolean, message: string, form: FormData): AuthFormState {
  const username = form.get("username");
  return { status: ok ? "success" : "error", message, username: typeof username === "string" ? username : "", submission: Date.now() };
}

export async function signInAction(_previous: AuthFormState, form: FormData): Promise<AuthFormState> {
  const supabase = await createSessionClient().catch(() => null);
  const outcome = supabase
    ? await signInWithCredentials(form, (email, password) => supabase.auth.signInWithPassword({ email, password }))
    : { ok: false, message: authMessages.signInException };
  if (!outcome.ok) return answer(false, outcome.message, form);
  (await cookies()).set(FLASH_COOKIE, "signed-in", flashCookieOptions);
  // Outside any try/catch: redirect() works by throwing.
  redirect(DEFAULT_AFTER_SIGN_IN);
}

export async function signUpAction(_previous: AuthFormState, form: FormData): Promise<AuthFormState> {
  // A cookie-less client: sign-up must not leave a session behind ("You can now sign in").
  const outcome = await signUpAdminWithCredentials(form, adminUsername(), async (email, password) =>
    createAnonClient().auth.signUp({ email, password }),
  );
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

export async function signInWithGithubAction(_previous: AuthFormState, form: FormData): Promise<AuthFormState> {
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
