import "server-only";
import { rateLimitSubject } from "@/lib/security/client-ip";
import { rateLimitKey, takeRateLimit } from "@/lib/security/rate-limit";
import { HONEYPOT_FIELD, type SubscribeState } from "./form-state";
import { storeSignup } from "./signup-store";
import { subscribeEmail } from "./subscribe";

/**
 * One newsletter signup from `ip`: the part of the server action that does
 * not depend on Next, so scripts and tests can give every simulated visitor
 * an address of its own. Never exported from a "use server" module: the
 * client's address must come from the request, not from the caller.
 */
export async function subscribeFromForm(form: FormData, ip: string): Promise<SubscribeState> {
  const email = form.get("email");
  // Computed when first needed: a missing NEWSLETTER_SECRET then ends as "An error occurred", not a 500.
  const key = () => rateLimitKey("ip", rateLimitSubject(ip));
  const outcome = await subscribeEmail(
    email,
    form.get(HONEYPOT_FIELD),
    (address) => storeSignup(address, key()),
    () => takeRateLimit("newsletter", key()),
  );
  return {
    status: outcome.ok ? "success" : "error",
    message: outcome.message,
    email: outcome.ok || typeof email !== "string" ? "" : email.slice(0, 320),
    submission: Date.now(),
  };
}
