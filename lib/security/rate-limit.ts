import "server-only";
import { createAnonClient } from "@/lib/supabase/server";
import { newsletterSecret } from "./newsletter-secret";
import { clientKey, rateLimitSignature, type ClientKind } from "./signing";

/**
 * The limits the site keeps in Postgres (private.rate_limits), so they hold
 * across every serverless instance and restart. Their sizes live in the
 * database (private.rate_limit_rule); the newsletter's is checked inside the
 * signup function itself.
 */
export type RateLimitAction = "newsletter" | "sign-in-ip" | "sign-in-user" | "sign-in-user-ip";

/** The keyed name a client goes by in the table (never its address or username). */
export function rateLimitKey(kind: ClientKind, value: string): string {
  return clientKey(newsletterSecret(), kind, value);
}

async function call(fn: "take_rate_limit" | "release_rate_limit", action: RateLimitAction, key: string): Promise<boolean> {
  const { data, error } = await createAnonClient().rpc(fn, {
    action_name: action,
    client_key: key,
    signature: rateLimitSignature(newsletterSecret(), action, key),
  });
  if (error) throw new Error(`Rate limit ${fn} failed: ${error.code ?? ""} ${error.message}`);
  return data === true;
}

/** Counts one attempt; false when the client is past its limit (nothing more is counted then). */
export function takeRateLimit(action: RateLimitAction, key: string): Promise<boolean> {
  return call("take_rate_limit", action, key);
}

/** Gives the newest attempt back (a sign-in that succeeded should not count towards a lockout). */
export function releaseRateLimit(action: RateLimitAction, key: string): Promise<boolean> {
  return call("release_rate_limit", action, key);
}
