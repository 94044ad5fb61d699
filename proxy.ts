import type { NextRequest } from "next/server";
import { refreshSessionAndGateAdmin } from "@/lib/supabase/proxy";
import { buildEnv, supabaseEnv } from "@/lib/env";
import { adminSecurityPolicy, createNonce } from "@/lib/security/csp";

/**
 * Next 16's middleware (formerly middleware.ts). It runs only on the admin
 * area and the auth callback, never on content pages, so those stay static.
 */
export async function proxy(request: NextRequest) {
  if (!request.nextUrl.pathname.startsWith("/admin")) return refreshSessionAndGateAdmin(request);

  // Admin pages render per request, so they get a nonce-based CSP (Next's
  // documented pattern): the policy goes on the request, where Next reads the
  // nonce for its own scripts, and on the response, where the browser applies it.
  const nonce = createNonce();
  const policy = adminSecurityPolicy({
    nonce,
    dev: buildEnv.nodeEnv === "development",
    // The build-time site URL, as in next.config.ts: the static pages' policy and this one agree.
    https: buildEnv.nodeEnv === "production" && buildEnv.siteUrl.startsWith("https://"),
    // Read per request (one build, any backend).
    supabaseUrl: configuredSupabaseUrl(),
  });
  // refreshSessionAndGateAdmin forwards request.headers (it passes the request to NextResponse.next).
  request.headers.set("x-nonce", nonce);
  request.headers.set("content-security-policy", policy);
  const response = await refreshSessionAndGateAdmin(request);
  response.headers.set("Content-Security-Policy", policy);
  return response;
}

/** Undefined when Supabase is unset or malformed: refreshSessionAndGateAdmin then logs why and sends the visitor to the login page. */
function configuredSupabaseUrl(): string | undefined {
  try {
    return supabaseEnv().url;
  } catch {
    return undefined;
  }
}

export const config = {
  matcher: ["/admin/:path*", "/auth/:path*"],
};
