import "server-only";
import { rateLimitSubject } from "@/lib/security/client-ip";
import { rateLimitKey, releaseRateLimit, takeRateLimit, type RateLimitAction } from "@/lib/security/rate-limit";
import { usernameToEmail } from "./admin";

/**
 * Sign-in throttling, in Postgres like the newsletter's limit, built so that
 * nobody can lock another person out:
 * - per address: 5 attempts a minute, whatever the usernames (refused past it);
 * - per username: 10 attempts per 15 minutes from any mix of addresses. Past
 *   that the account is under attack, and the attempt is not refused: it must
 *   also fit within 3 tries per 15 minutes for that username from that
 *   address. A guesser with many addresses is slowed to 3 tries per address
 *   per quarter hour; the owner, from any address a stranger has not used up,
 *   still signs in.
 * A username is counted as the email it signs in with, so "admin", " ADMIN"
 * and "admin@example.com" share a counter; an IPv6 address counts by its /64.
 */
export type SignInGate = { allowed: boolean; forgive: () => Promise<void> };

const refused: SignInGate = { allowed: false, forgive: async () => undefined };

/** A gate that gives its attempt back after a successful sign-in: only failures build up. */
function gate(action: RateLimitAction, key: string): SignInGate {
  return {
    allowed: true,
    forgive: async () => {
      await releaseRateLimit(action, key).catch((error: unknown) => console.error("Releasing a sign-in attempt failed:", error));
    },
  };
}

export async function gateSignIn(ip: string, username: string): Promise<SignInGate> {
  const subject = rateLimitSubject(ip);
  const email = usernameToEmail(username);
  if (!(await takeRateLimit("sign-in-ip", rateLimitKey("ip", subject)))) return refused;
  const userKey = rateLimitKey("username", email);
  if (await takeRateLimit("sign-in-user", userKey)) return gate("sign-in-user", userKey);
  const pairKey = rateLimitKey("username-ip", `${email}\n${subject}`);
  return (await takeRateLimit("sign-in-user-ip", pairKey)) ? gate("sign-in-user-ip", pairKey) : refused;
}

/** Sign-up shares the per-address counter: it is one more way to try passwords and create accounts. */
export async function gateSignUp(ip: string): Promise<boolean> {
  return takeRateLimit("sign-in-ip", rateLimitKey("ip", rateLimitSubject(ip)));
}
