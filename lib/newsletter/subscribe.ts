import { isValidEmail, newsletterMessages, normalizeEmail } from "./validation";

export type InsertResult = { error: { code?: string; message: string } | null };
export type SubscribeOutcome = { ok: boolean; message: string };

/** The code an inserter answers with when the client is past its signup limit (nothing was stored). */
export const RATE_LIMITED = "rate_limited";

/**
 * True when the honeypot says "bot": people never see the field, so it comes
 * back empty; a bot fills it in, and a hand-made POST may leave it out
 * altogether (which must not be a way around it).
 */
export function honeypotTripped(honeypot: unknown): boolean {
  return typeof honeypot !== "string" || honeypot.trim() !== "";
}

/**
 * The newsletter rules, independent of Next and Supabase so they can be
 * tested with any inserter: honeypot, validation, then one insert whose
 * outcome maps to exactly one newsletter message. `onBot` is told about a
 * tripped honeypot (the site counts those against the client's limit).
 */
export async function subscribeEmail(
  rawEmail: unknown,
  honeypot: unknown,
  insert: (email: string) => PromiseLike<InsertResult>,
  onBot?: () => PromiseLike<unknown>,
): Promise<SubscribeOutcome> {
  try {
    // Answered like a success, so a bot learns nothing; nothing is stored.
    if (honeypotTripped(honeypot)) {
      await Promise.resolve(onBot?.()).catch((error: unknown) => console.error("Counting a honeypot hit failed:", error));
      return { ok: true, message: newsletterMessages.success };
    }
    if (!isValidEmail(rawEmail)) return { ok: false, message: newsletterMessages.invalid };
    const { error } = await insert(normalizeEmail(rawEmail));
    if (!error) return { ok: true, message: newsletterMessages.success };
    if (error.code === "23505") return { ok: false, message: newsletterMessages.duplicate };
    if (error.code === RATE_LIMITED) return { ok: false, message: newsletterMessages.tooManyAttempts };
    console.error("Newsletter signup failed:", error.code ?? "", error.message);
    return { ok: false, message: newsletterMessages.failed };
  } catch (error) {
    console.error("Newsletter signup threw:", error);
    return { ok: false, message: newsletterMessages.exception };
  }
}
