import "server-only";
import { createAnonClient } from "@/lib/supabase/server";
import { newsletterSecret } from "@/lib/security/newsletter-secret";
import { subscribeSignature } from "@/lib/security/signing";
import { RATE_LIMITED, type InsertResult } from "./subscribe";

/**
 * Stores one address through public.subscribe_newsletter, the only way in:
 * the site signs the address and the client's key, and the database checks
 * the signature and the client's limit in the same transaction as the insert.
 * Its answer is mapped onto the codes subscribeEmail understands.
 */
export async function storeSignup(email: string, clientKey: string): Promise<InsertResult> {
  const { data, error } = await createAnonClient().rpc("subscribe_newsletter", {
    email_address: email,
    client_key: clientKey,
    signature: subscribeSignature(newsletterSecret(), clientKey, email),
  });
  if (error) {
    // 42501 here means the database does not know this NEWSLETTER_SECRET: say where to look.
    const hint = error.code === "42501" ? " (is NEWSLETTER_SECRET also in private.newsletter_keys? See the README's deploy section.)" : "";
    return { error: { code: error.code, message: `${error.message}${hint}` } };
  }
  if (data === "subscribed") return { error: null };
  if (data === "duplicate") return { error: { code: "23505", message: "this address is already subscribed" } };
  if (data === RATE_LIMITED) return { error: { code: RATE_LIMITED, message: "too many signups from this client" } };
  return { error: { code: "unexpected_answer", message: `subscribe_newsletter answered ${JSON.stringify(data)}` } };
}
