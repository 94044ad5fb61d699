/**
 * The Supabase session cookie, hardened. @supabase/ssr defaults to a cookie
 * scripts can read, without Secure, for 400 days (and forces that Max-Age
 * whatever cookieOptions say). Nothing in the browser needs the session here
 * (every Supabase call runs on the server), so it is HttpOnly; it is Secure
 * whenever the request came over https; and it lives 8 hours, renewed each
 * time proxy.ts refreshes the session, so an admin who walks away is signed
 * out by the end of the working day.
 */
export const SESSION_MAX_AGE_SECONDS = 8 * 60 * 60;

type CookieOptions = { maxAge?: number; [option: string]: unknown };

export function sessionCookieOptions<T extends CookieOptions>(options: T | undefined, https: boolean) {
  return {
    ...options,
    path: "/",
    sameSite: "lax" as const,
    httpOnly: true,
    secure: https,
    // Max-Age 0 is how @supabase/ssr deletes a cookie: keep it.
    maxAge: options?.maxAge === 0 ? 0 : SESSION_MAX_AGE_SECONDS,
  };
}

/**
 * Whether the visitor reached the site over https: the proxy's
 * X-Forwarded-Proto when there is one (Vercel and most hosts terminate TLS
 * before the app), else the request URL's scheme.
 */
export function isHttpsRequest(headers: Pick<Headers, "get">, url?: string): boolean {
  const forwarded = headers.get("x-forwarded-proto")?.split(",")[0]?.trim().toLowerCase();
  if (forwarded) return forwarded === "https";
  return url?.startsWith("https:") ?? false;
}
