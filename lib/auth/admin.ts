import { adminUsername } from "@/lib/env";

/**
 * Who the admin is. The username comes from NEXT_PUBLIC_ADMIN_USERNAME
 * (default "admin", read per request by lib/env.ts) and signs in as an email
 * on the placeholder domain.
 */
export const PLACEHOLDER_EMAIL_DOMAIN = "example.com";

export { adminUsername };

/** "admin" → "admin@example.com"; an address stays as it is. Lowercased, as Auth stores it. */
export function usernameToEmail(username: string): string {
  const name = username.trim().toLowerCase();
  return name.includes("@") ? name : `${name}@${PLACEHOLDER_EMAIL_DOMAIN}`;
}

export function adminEmail(): string {
  return usernameToEmail(adminUsername());
}

type Claims = { email?: unknown; app_metadata?: unknown } | null | undefined;

/**
 * The admin is the admin email AND the server-controlled app_metadata marker
 * (only the service role or SQL can set it), so neither alone is enough.
 */
export function isAdminClaims(claims: Claims, expectedEmail: string = adminEmail()): boolean {
  if (!claims || typeof claims.email !== "string") return false;
  const meta = claims.app_metadata as { is_admin?: unknown } | undefined;
  return claims.email.toLowerCase() === expectedEmail && meta?.is_admin === true;
}
