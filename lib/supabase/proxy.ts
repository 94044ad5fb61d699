import { createServerClient } from "@supabase/ssr";
import { NextResponse, type NextRequest } from "next/server";
import { isAdminClaims } from "@/lib/auth/admin";
import { FLASH_COOKIE, flashCookieOptions } from "@/lib/auth/flash";
import { DEFAULT_AFTER_SIGN_IN } from "@/lib/auth/safe-redirect";
import { supabaseEnv } from "@/lib/env";
import { isHttpsRequest, sessionCookieOptions } from "./cookies";
import { realtimeOptions } from "./options";

const LOGIN_PATH = "/admin/login";

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
  const { data } = await supabase.auth.getClaims();
  const isAdmin = isAdminClaims(data?.claims);
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

  if (pathname.startsWith("/admin")) {
    if (pathname === LOGIN_PATH) {
      if (isAdmin) {
        const target = redirectTo(DEFAULT_AFTER_SIGN_IN);
        target.cookies.set(FLASH_COOKIE, "already-signed-in", flashCookieOptions);
        return target;
      }
    } else if (!isAdmin) {
      return redirectTo(LOGIN_PATH);
    }
  }
  return response;
}
