import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import { subscribeEmail, type InsertResult } from "@/lib/newsletter/subscribe";
import { EMAIL_MAX_LENGTH, isValidEmail, newsletterMessages } from "@/lib/newsletter/validation";
import { FakeSignupTable, hostileEmail } from "./fuzz-support";

/**
 * Property-based checks of the newsletter path with hostile input: whatever a
 * visitor (or a bot) types, no exception escapes, no invalid row is stored
 * and the answer is always one of the spec's five messages. 10,000+ runs.
 */
const spec = new Set<string>(Object.values(newsletterMessages));

describe("newsletter under generated input", () => {
  it("isValidEmail never throws and agrees with the stored-row rules (10,000 inputs)", () => {
    fc.assert(
      fc.property(fc.oneof(hostileEmail, fc.anything()), (input) => {
        const valid = isValidEmail(input);
        expect(typeof valid).toBe("boolean");
        if (valid) {
          const trimmed = (input as string).trim();
          expect(trimmed.length).toBeLessThanOrEqual(EMAIL_MAX_LENGTH);
          expect(trimmed).toMatch(/^\S+@\S+\.\S+$/);
        }
      }),
      { numRuns: 10_000 },
    );
  });

  it("subscribeEmail answers with a spec message and stores only valid, unique rows (10,000 inputs)", async () => {
    const table = new FakeSignupTable();
    const quiet = vi.spyOn(console, "error").mockImplementation(() => undefined);
    await fc.assert(
      fc.asyncProperty(hostileEmail, fc.option(fc.string({ maxLength: 5 }), { nil: null }), async (email, honeypot) => {
        const before = table.size;
        const outcome = await subscribeEmail(email, honeypot, (address) => table.insert(address));
        expect(spec.has(outcome.message)).toBe(true);
        if (!isValidEmail(email) && !(honeypot && honeypot.trim())) {
          expect(outcome).toEqual({ ok: false, message: newsletterMessages.invalid });
          expect(table.size).toBe(before);
        }
        if (honeypot && honeypot.trim()) expect(table.size).toBe(before);
      }),
      { numRuns: 10_000 },
    );
    quiet.mockRestore();
    expect(table.violations).toEqual([]);
    expect(table.size).toBeGreaterThan(100);
    for (const row of table.rows()) {
      expect(FakeSignupTable.violation(row)).toBeNull();
      expect(isValidEmail(row) && row === row.trim()).toBe(true);
    }
  });

  it("maps an inserter that throws or fails to the spec's failure messages", async () => {
    const quiet = vi.spyOn(console, "error").mockImplementation(() => undefined);
    await fc.assert(
      fc.asyncProperty(fc.emailAddress(), fc.boolean(), fc.string(), async (email, throws, code) => {
        const insert = (): PromiseLike<InsertResult> =>
          throws ? Promise.reject(new Error("network down")) : Promise.resolve({ error: { code, message: "boom" } });
        const outcome = await subscribeEmail(email, "", insert);
        const expected = throws
          ? newsletterMessages.exception
          : code === "23505"
            ? newsletterMessages.duplicate
            : newsletterMessages.failed;
        expect(outcome).toEqual({ ok: false, message: expected });
      }),
      { numRuns: 1_000 },
    );
    quiet.mockRestore();
  });
});
