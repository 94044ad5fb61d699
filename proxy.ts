import { NextResponse, type NextRequest } from "next/server";
import { refreshSessionAndGateAdmin } from "@/lib/supabase/proxy";
import { buildEnv, supabaseEnv } from "@/lib/env";
import { adminSecurityPolicy, createNonce } from "@/lib/security/csp";
import {
  isActionPost,
  isAdminPath,
  isAuthPath,
  refuseBody,
  refuseCrossSite,
  refuseMethod,
  refusePath,
  type Refusal,
} from "@/lib/security/request-guard";

/**
 * Next 16's middleware (formerly middleware.ts). It runs on the admin area,
 * the auth callback and /search (all rendered per request), and elsewhere
 * only for requests a content page never gets: form posts and server-action
 * calls, and paths with percent-escapes (see `config`). Static pages stay
 * static: a plain GET of one never runs it.
 */
export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const admin = isAdminPath(pathname);
  // Admin responses, refusals included, carry the per-request policy (next.config.ts leaves /admin to this file).
  const policy = admin ? adminPolicy() : undefined;

  const refusal = await refuse(request);
  if (refusal) {
    const response = new NextResponse(`${refusal.message}\n`, {
      status: refusal.status,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", ...refusal.headers },
    });
    if (policy) response.headers.set("Content-Security-Policy", policy.value);
    return response;
  }
  if (!admin && !isAuthPath(pathname)) return NextResponse.next();
  if (!policy) return refreshSessionAndGateAdmin(request);

  // Admin pages render per request, so they get a nonce-based CSP (Next's
  // documented pattern): the policy goes on the request, where Next reads the
  // nonce for its own scripts, and on the response, where the browser applies it.
  // refreshSessionAndGateAdmin forwards request.headers (it passes the request to NextResponse.next).
  request.headers.set("x-nonce", policy.nonce);
  request.headers.set("content-security-policy", policy.value);
  const response = await refreshSessionAndGateAdmin(request);
  response.headers.set("Content-Security-Policy", policy.value);
  return response;
}

/** The first reason to refuse the request with a 4xx, before Next would answer it with a 500. */
async function refuse(request: NextRequest): Promise<Refusal | null> {
  const { pathname } = request.nextUrl;
  const method = request.method;
  const early = refusePath(pathname) ?? refuseMethod(pathname, method);
  if (early || !isActionPost(pathname, method, request.headers)) return early;
  return refuseCrossSite(request.headers) ?? (await refuseBody(request));
}

function adminPolicy() {
  const nonce = createNonce();
  const value = adminSecurityPolicy({
    nonce,
    dev: buildEnv.nodeEnv === "development",
    // The build-time site URL, as in next.config.ts: the static pages' policy and this one agree.
    https: buildEnv.nodeEnv === "production" && buildEnv.siteUrl.startsWith("https://"),
    // Read per request (one build, any backend).
    supabaseUrl: configuredSupabaseUrl(),
  });
  return { nonce, value };
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
  matcher: [
    "/admin/:path*",
    "/auth/:path*",
    // Rendered per request (never a static page): only GET and HEAD.
    "/search",
    // Server-action calls and form posts on any page (a GET of a page carries neither header).
    { source: "/:path*", has: [{ type: "header", key: "next-action" }] },
    { source: "/:path*", has: [{ type: "header", key: "content-type" }] },
    // Paths with a percent-escape, which may be malformed.
    "/:path(.*%.*)",
  ],
};
