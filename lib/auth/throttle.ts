import "server-only";
import { rateLimitSubject } from "@/lib/security/client-ip";
import { rateLimitKey, releaseRateLimit, takeRateLimit } from "@/lib/security/rate-limit";
import { usernameToEmail } from "./admin";

/**
 * Sign-in throttling, in Postgres like the newsletter's limit: per IP address
 * (5 a minute) and per username (10 per 15 minutes, so guessing one account's
 * password from many addresses is slow too). A username is counted as the
 * email it signs in with, so "admin" and "admin@example.com" share a counter.
 */
export type SignInGate = { allowed: boolean; forgive: () => Promise<void> };

export async function gateSignIn(ip: string, username: string): Promise<SignInGate> {
  const userKey = rateLimitKey("username", usernameToEmail(username));
  const allowed = (await takeRateLimit("sign-in-ip", rateLimitKey("ip", rateLimitSubject(ip)))) && (await takeRateLimit("sign-in-user", userKey));
  return {
    allowed,
    // A successful sign-in gives its username's attempt back: only failures build up to a lockout.
    forgive: async () => {
      await releaseRateLimit("sign-in-user", userKey).catch((error: unknown) => console.error("Releasing a sign-in attempt failed:", error));
    },
  };
}

/** Sign-up shares the per-address counter: it is one more way to try passwords and create accounts. */
export async function gateSignUp(ip: string): Promise<boolean> {
  return takeRateLimit("sign-in-ip", rateLimitKey("ip", rateLimitSubject(ip)));
}
