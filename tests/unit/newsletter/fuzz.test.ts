import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import { subscribeEmail, type InsertResult } from "@/lib/newsletter/subscribe";
import { isValidEmail, newsletterMessages } from "@/lib/newsletter/validation";
import { expectedTrim, expectedValid, FakeSignupTable, hostileEmail } from "./fuzz-support";

/**
 * Property-based checks of the newsletter path with hostile input: whatever a
 * visitor (or a bot) types, no exception escapes, no invalid row is stored
 * and the answer is always one of the five newsletter messages. 10,000+ runs.
 */
const knownMessages = new Set<string>(Object.values(newsletterMessages));

/**
 * Known answers, written by hand: they pin the rule for isValidEmail and
 * check the hand-written oracle (expectedValid) that judges generated input.
 */
const local248 = "a".repeat(248);
const examples: [name: string, input: unknown, valid: boolean][] = [
  ["accepts a plain address", "pm@company.com", true],
  ["accepts one character in each part", "a@b.c", true],
  ["accepts dots and plus before the at sign", "Ana.Lopez+news@sub.example.org", true],
  ["accepts spaces around the address (trimmed first)", "  pm@company.com  ", true],
  ["accepts tabs and line breaks around it (trimmed)", "\tpm@company.com\r\n", true],
  ["accepts Unicode spaces around it (trimmed too)", "\u00a0\ufeffpm@company.com\u3000\u2028", true],
  ["accepts a second at sign (a non-space character)", "a@b@c.d", true],
  ["accepts a dot right after the at sign when a later dot qualifies", "a@.b.c", true],
  ["accepts any non-space characters", "ü@ñ.日本", true],
  ["rejects a zero-width space (invisible, so it can disguise an address)", "a@b.c\u200b", false],
  ["rejects a right-to-left override (it reverses how the address reads)", "\u202emoc.elpmaxe@nimda", false],
  ["rejects a control character inside", "pm\u0007@company.com", false],
  ["rejects a soft hyphen", "p\u00adm@company.com", false],
  ["rejects a zero-width joiner", "pm@com\u200dpany.com", false],
  ["rejects a tag character (outside the BMP)", "pm@company.com\u{e0041}", false],
  ["rejects a C1 control (NEL is not whitespace in JavaScript)", "pm@company.com\u0085", false],
  ["rejects a combining grapheme joiner (default-ignorable, not a format character)", "look\u034falike@probe.test", false],
  ["rejects a Hangul filler", "pm\u3164@company.com", false],
  ["rejects a variation selector", "pm@company.com\ufe0f", false],
  ["rejects braille blank", "pm@compa\u2800ny.com", false],
  ["rejects a private-use character", "pm\ue000@company.com", false],
  ["rejects an unassigned code point", "pm@company.c\u0378om", false],
  ["rejects the replacement character (invalid UTF-8)", "pm\ufffd@company.com", false],
  ["accepts 254 characters", `${local248}@b.com`, true],
  ["accepts 254 characters after trimming", `   ${local248}@b.com   `, true],
  ["accepts 254 UTF-16 code units", `${"😀".repeat(124)}@b.com`, true],
  ["rejects 255 characters", `a${local248}@b.com`, false],
  ["rejects 256 UTF-16 code units (the cap is String#length)", `${"😀".repeat(125)}@b.com`, false],
  ["rejects an empty string", "", false],
  ["rejects only whitespace", "   \t ", false],
  ["rejects an address without an at sign", "pm", false],
  ["rejects dots without an at sign", "pm.company.com", false],
  ["rejects nothing before the at sign", "@company.com", false],
  ["rejects no dot after the at sign", "pm@company", false],
  ["rejects a dot only before the at sign", "pm.x@company", false],
  ["rejects nothing between the at sign and the dot", "pm@.com", false],
  ["rejects nothing after the dot", "pm@company.", false],
  ["rejects nothing around the dot", "pm@.", false],
  ["rejects an inner space", "pm @company.com", false],
  ["rejects an inner space before the dot", "pm@company .com", false],
  ["rejects an inner tab", "pm@comp\tany.com", false],
  ["rejects an inner no-break space", "pm@company.c\u00a0om", false],
  ["rejects an inner line separator", "pm\u2028@company.com", false],
  ["rejects null", null, false],
  ["rejects a number", 42, false],
  ["rejects an array holding an address", ["pm@company.com"], false],
];

describe("newsletter under generated input", () => {
  it.each(examples)("%s", (_name, input, valid) => {
    expect(expectedValid(input)).toBe(valid);
    expect(isValidEmail(input)).toBe(valid);
  });

  it("isValidEmail never throws and agrees with the hand-written rule (10,000 inputs)", () => {
    fc.assert(
      fc.property(fc.oneof(hostileEmail, fc.anything()), (input) => {
        expect(isValidEmail(input)).toBe(expectedValid(input));
      }),
      { numRuns: 10_000 },
    );
  });

  it("subscribeEmail answers with a newsletter message and stores only valid, unique rows (10,000 inputs)", async () => {
    const table = new FakeSignupTable();
    const quiet = vi.spyOn(console, "error").mockImplementation(() => undefined);
    await fc.assert(
      fc.asyncProperty(hostileEmail, fc.option(fc.string({ maxLength: 5 }), { nil: null }), async (email, honeypot) => {
        const before = table.size;
        const outcome = await subscribeEmail(email, honeypot, (address) => table.insert(address));
        expect(knownMessages.has(outcome.message)).toBe(true);
        // The honeypot is tripped when filled in or left out of the post altogether (null here).
        const bot = honeypot === null || honeypot.trim() !== "";
        if (!expectedValid(email) && !bot) {
          expect(outcome).toEqual({ ok: false, message: newsletterMessages.invalid });
          expect(table.size).toBe(before);
        }
        if (expectedValid(email)) expect(outcome.message).not.toBe(newsletterMessages.invalid);
        if (bot) {
          expect(outcome).toEqual({ ok: true, message: newsletterMessages.success });
          expect(table.size).toBe(before);
        }
      }),
      { numRuns: 10_000 },
    );
    quiet.mockRestore();
    expect(table.violations).toEqual([]);
    expect(table.size).toBeGreaterThan(100);
    for (const row of table.rows()) {
      expect(FakeSignupTable.violation(row)).toBeNull();
      expect(expectedValid(row) && row === expectedTrim(row)).toBe(true);
    }
  });

  it("maps an inserter that throws or fails to the failure messages", async () => {
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
