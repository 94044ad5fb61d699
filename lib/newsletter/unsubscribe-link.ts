import { z } from "zod";
import { unsubscribeToken } from "@/lib/security/signing";
import { UNSUBSCRIBE_PATH } from "./unsubscribe-path";

export { UNSUBSCRIBE_PATH };

/** The link an email carries (also its List-Unsubscribe header): the address and its token. */
export function unsubscribeUrl(siteUrl: string, secret: string, email: string): string {
  const query = new URLSearchParams({ email, token: unsubscribeToken(secret, email) });
  return `${siteUrl}${UNSUBSCRIBE_PATH}?${query}`;
}

/**
 * The link's two parameters, before anything asks the database. The address
 * is taken as stored (an older row may not pass today's signup rules, and it
 * must still be able to leave); the token is 32 bytes of unpadded base64url.
 */
export const unsubscribeLink = z.object({
  email: z.string().min(3).max(254).refine((email) => !email.includes("\u0000")),
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
});

export type UnsubscribeLink = z.infer<typeof unsubscribeLink>;

/** The link's parameters, or null when either is missing or malformed (the first of a repeated one counts). */
export function parseUnsubscribeLink(params: URLSearchParams): UnsubscribeLink | null {
  const parsed = unsubscribeLink.safeParse({ email: params.get("email") ?? undefined, token: params.get("token") ?? undefined });
  return parsed.success ? parsed.data : null;
}
