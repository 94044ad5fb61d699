import { createServerClient } from "@supabase/ssr";
import { NextResponse, type NextRequest } from "next/server";
import { isAdminClaims } from "@/lib/auth/admin";
import { FLASH_COOKIE, flashCookieOptions } from "@/lib/auth/flash";
import { DEFAULT_AFTER_SIGN_IN } from "@/lib/auth/safe-redirect";
import { supabaseEnv } from "@/lib/env";
import { isHttpsRequest, sessionCookieOptions } from "./cookies";
import { realtimeOptions } from "./options";

const LOGIN_PATH = "/admin/login";

/** The Auth server still knows the session and its user is the admin (getUser, not just a signed token). */
async function sessionIsLive(supabase: ReturnType<typeof createServerClient>) {
  const { data, error } = await supabase.auth.getUser();
  return !error && data.user !== null && isAdminClaims({ email: data.user.email, app_metadata: data.user.app_metadata });
}

/**
 * The session token's verified claims, or null: a cookie that cannot be
 * verified is no session. getClaims answers most bad tokens with an error,
 * but throws on some a visitor can craft (a header naming the published key
 * with another algorithm: "Invalid alg claim", or a key the algorithm cannot
 * import), which would end every admin page in a 500.
 */
async function readClaims(supabase: ReturnType<typeof createServerClient>) {
  try {
    const { data } = await supabase.auth.getClaims();
    return data?.claims ?? null;
  } catch {
    return null;
  }
}

/**
 * Refreshes the Supabase session cookie and gates the admin area: visitors
 * without an admin session go to the login page; a signed-in admin on the
 * login page goes to the signups list with 'You are already signed in'.
 */
export async function refreshSessionAndGateAdmin(request: NextRequest) {
  let response = NextResponse.next({ request });
  let env: ReturnType<typeof supabaseEnv>;
  try {
    env = supabaseEnv();
  } catch (error) {
    // Misconfigured deployment: never a 500; nobody is signed in, so only the login page (which explains errors) is reachable.
    console.error(error instanceof Error ? error.message : error);
    const { pathname } = request.nextUrl;
    return pathname.startsWith("/admin") && pathname !== LOGIN_PATH
      ? NextResponse.redirect(new URL(LOGIN_PATH, request.url))
      : response;
  }
  const { url, anonKey } = env;
  const https = isHttpsRequest(request.headers, request.url);
  const supabase = createServerClient(url, anonKey, {
    realtime: realtimeOptions,
    cookies: {
      getAll() {
        return request.cookies.getAll();
      },
      setAll(cookiesToSet, headers) {
        cookiesToSet.forEach(({ name, value }) => request.cookies.set(name, value));
        response = NextResponse.next({ request });
        cookiesToSet.forEach(({ name, value, options }) => response.cookies.set(name, value, sessionCookieOptions(options, https)));
        // no-store headers: a CDN must never serve one visitor's refreshed session to another.
        Object.entries(headers ?? {}).forEach(([key, value]) => response.headers.set(key, value));
      },
    },
  });

  // Nothing may run between creating the client and getClaims() (Supabase's guidance).
  const claims = await readClaims(supabase);
  const isAdmin = isAdminClaims(claims);
  const { pathname } = request.nextUrl;

  const redirectTo = (path: string) => {
    const target = NextResponse.redirect(new URL(path, request.url));
    response.cookies.getAll().forEach((cookie) => target.cookies.set(cookie));
    response.headers.forEach((value, key) => {
      if (key.toLowerCase() === "cache-control" || key.toLowerCase() === "expires" || key.toLowerCase() === "pragma") {
        target.headers.set(key, value);
      }
    });
    return target;
  };

  // A server-action call is not redirected: a browser's fetch would follow the
  // redirect with the action still attached and end on an error screen. Every
  // admin action checks the user with the Auth server itself and answers
  // "Your session has ended" instead.
  const isActionCall = request.method === "POST" && request.headers.has("next-action");
  if (pathname.startsWith("/admin")) {
    if (pathname === LOGIN_PATH) {
      // A token can be well signed and still belong to a session that was signed
      // out or revoked: ask the Auth server before sending the visitor away from
      // the sign-in page, or the list (which asks it too) would send them back, in
      // a loop. A dead session's cookies are cleared on the way (setAll above).
      if (isAdmin && !isActionCall && (await sessionIsLive(supabase))) {
        const target = redirectTo(DEFAULT_AFTER_SIGN_IN);
        target.cookies.set(FLASH_COOKIE, "already-signed-in", flashCookieOptions);
        return target;
      }
    } else if (!isAdmin && !isActionCall) {
      return redirectTo(LOGIN_PATH);
    }
  }
  return response;
}
