import { isValidEmail, newsletterMessages, normalizeEmail } from "./validation";

export type InsertResult = { error: { code?: string; message: string } | null };
export type SubscribeOutcome = { ok: boolean; message: string };

/**
 * The newsletter rules, independent of Next and Supabase so they can be
 * tested with any inserter: honeypot, validation, then one insert whose
 * outcome maps to exactly one of the five newsletter messages.
 */
export async function subscribeEmail(
  rawEmail: unknown,
  honeypot: unknown,
  insert: (email: string) => PromiseLike<InsertResult>,
): Promise<SubscribeOutcome> {
  try {
    // Bots fill every field; people never see this one. Pretend it worked.
    if (typeof honeypot === "string" && honeypot.trim() !== "") {
      return { ok: true, message: newsletterMessages.success };
    }
    if (!isValidEmail(rawEmail)) return { ok: false, message: newsletterMessages.invalid };
    const { error } = await insert(normalizeEmail(rawEmail));
    if (!error) return { ok: true, message: newsletterMessages.success };
    if (error.code === "23505") return { ok: false, message: newsletterMessages.duplicate };
    console.error("Newsletter signup failed:", error.code ?? "", error.message);
    return { ok: false, message: newsletterMessages.failed };
  } catch (error) {
    console.error("Newsletter signup threw:", error);
    return { ok: false, message: newsletterMessages.exception };
  }
}
