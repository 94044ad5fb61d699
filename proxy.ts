import type { NextRequest } from "next/server";
import { refreshSessionAndGateAdmin } from "@/lib/supabase/proxy";
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
  const siteUrl = process.env["NEXT_PUBLIC_SITE_URL"] ?? "";
  const policy = adminSecurityPolicy({
    nonce,
    dev: process.env.NODE_ENV === "development",
    https: process.env.NODE_ENV === "production" && siteUrl.startsWith("https://"),
    // Bracket access: read at request time, not inlined at build time.
    supabaseUrl: process.env["NEXT_PUBLIC_SUPABASE_URL"],
  });
  // refreshSessionAndGateAdmin forwards request.headers (it passes the request to NextResponse.next).
  request.headers.set("x-nonce", nonce);
  request.headers.set("content-security-policy", policy);
  const response = await refreshSessionAndGateAdmin(request);
  response.headers.set("Content-Security-Policy", policy);
  return response;
}

export const config = {
  matcher: ["/admin/:path*", "/auth/:path*"],
};
