import fc from "fast-check";
import type { InsertResult } from "@/lib/newsletter/subscribe";
import { invisibleProbe, isInDatabaseSet } from "./invisible-support";

/**
 * An in-memory stand-in for public.email_signups with the migration's
 * constraints: 5..254 characters (code points), the address pattern with
 * Postgres' ASCII \s, no NUL bytes, one row per lower(email). It answers
 * like PostgREST (error codes) and counts constraint violations, so a test
 * can prove the app never relies on the database to reject bad input.
 */
export class FakeSignupTable {
  private readonly byLower = new Map<string, string>();
  /** Inserts the database refused with a check-constraint error (the app should have caught them). */
  violations: string[] = [];

  static violation(email: string): string | null {
    if (email.includes("\u0000")) return "22P05";
    const length = [...email].length;
    if (length < 5 || length > 254) return "23514";
    if (!/^[^ \t\n\r\f\v]+@[^ \t\n\r\f\v]+\.[^ \t\n\r\f\v]+$/.test(email)) return "23514";
    if ([...email].some((c) => isInvisibleCodePoint(c.codePointAt(0) ?? 0))) return "23514";
    return null;
  }

  get size(): number {
    return this.byLower.size;
  }

  rows(): string[] {
    return [...this.byLower.values()];
  }

  async insert(email: string): Promise<InsertResult> {
    const code = FakeSignupTable.violation(email);
    if (code) {
      // A NUL byte is an encoding error in Postgres text, not a rule the app promises to check.
      if (code === "23514") this.violations.push(email);
      return { error: { code, message: "violates check constraint" } };
    }
    const key = email.toLowerCase();
    if (this.byLower.has(key)) return { error: { code: "23505", message: "duplicate key value" } };
    this.byLower.set(key, email);
    return { error: null };
  }
}

/**
 * The code points an address may not hold, read from the database's own check
 * (the ranges the migration spells out, generated from Unicode data), rather
 * than asked of the regular expression under test.
 */
export function isInvisibleCodePoint(code: number): boolean {
  // NUL and lone surrogates too: Postgres text cannot hold them at all, so its check leaves them out.
  return code === 0 || isInDatabaseSet(code) || (code >= 0xd800 && code <= 0xdfff);
}

/**
 * The address rule, written again by hand so the fuzz tests do not check the
 * production regex against itself: after trimming, 1..254 characters
 * (UTF-16 code units, like String#length), no whitespace and no control or
 * format character anywhere, and an at sign with something before it, then a
 * dot with something between it and the at sign and something after it. A
 * second at sign is allowed, as in the rule ("non-space characters" include @).
 */
export function expectedValid(input: unknown): boolean {
  if (typeof input !== "string") return false;
  const email = expectedTrim(input);
  if (email.length === 0 || email.length > 254) return false;
  for (const character of email) if (isInvisibleCodePoint(character.codePointAt(0) ?? 0)) return false;
  let at = -1;
  let dotAfterAt = false;
  for (let i = 0; i < email.length; i++) {
    const code = email.charCodeAt(i);
    if (isJsWhitespace(code)) return false;
    // The first at sign that has something before it leaves the most room for the dot.
    if (code === 0x40 && at === -1 && i >= 1) at = i;
    else if (code === 0x2e && at !== -1 && i >= at + 2 && i <= email.length - 2) dotAfterAt = true;
  }
  return dotAfterAt;
}

/** String#trim by hand: drops leading and trailing JavaScript whitespace. */
export function expectedTrim(input: string): string {
  let start = 0;
  let end = input.length;
  while (start < end && isJsWhitespace(input.charCodeAt(start))) start++;
  while (end > start && isJsWhitespace(input.charCodeAt(end - 1))) end--;
  return input.slice(start, end);
}

/**
 * ECMAScript WhiteSpace and LineTerminator (what trim removes and \s means):
 * tab, LF, VT, FF, CR, space, NBSP, U+1680, U+2000..U+200A, LS, PS, U+202F,
 * U+205F, U+3000 and the BOM. Zero-width space (U+200B) is not whitespace.
 */
function isJsWhitespace(code: number): boolean {
  if (code >= 0x09 && code <= 0x0d) return true;
  if (code >= 0x2000 && code <= 0x200a) return true;
  return [0x20, 0xa0, 0x1680, 0x2028, 0x2029, 0x202f, 0x205f, 0x3000, 0xfeff].includes(code);
}

const pool = ["pm@company.com", "Ana.Lopez+news@sub.example.org", "x@y.zz"];
const randomCase = (s: string, flips: boolean[]) =>
  [...s].map((c, i) => (flips[i % Math.max(flips.length, 1)] ? c.toUpperCase() : c.toLowerCase())).join("");
const whitespace = fc.constantFrom(" ", "\t", "\n", "\r\n", "\u00a0", "\u2028", "\u3000", "\ufeff", "\u200b", "");
/** Invisible or reordering characters a spoofer would hide in an address. */
const invisible = fc.constantFrom(
  "\u200b", "\u200d", "\u202e", "\u2066", "\u00ad", "\u0007", "\u001b", "\u0085", "\ufeff", "\u{e0041}", "\u061c", "\ufffd",
  ...invisibleProbe.map((cp) => String.fromCodePoint(cp)),
);
const formula = fc.constantFrom("=", "+", "-", "@", "=HYPERLINK(", "=cmd|' /C calc'!A0", "\t=1+1");
const sqlish = fc.constantFrom(
  "'; drop table email_signups; --",
  "a@b.c' or '1'='1",
  "x@y.z\"); delete from email_signups; --",
  "admin@example.com'--",
  "%' union select * from auth.users --",
  "\\x00@b.c",
  "a\u0000@b.c",
);

/** Strings a hostile or careless visitor might submit, biased towards near-valid addresses. */
export const hostileEmail: fc.Arbitrary<string> = fc.oneof(
  fc.string(),
  fc.string({ unit: "binary", maxLength: 80 }),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.emailAddress(),
  fc.tuple(fc.constantFrom(...pool), fc.array(fc.boolean(), { minLength: 1, maxLength: 8 })).map(([e, f]) => randomCase(e, f)),
  fc.tuple(whitespace, fc.emailAddress(), whitespace).map(([a, e, b]) => `${a}${e}${b}`),
  fc.tuple(fc.string({ minLength: 1, maxLength: 300 }), fc.string({ minLength: 1 }), fc.string({ minLength: 1 })).map(
    ([a, b, c]) => `${a}@${b}.${c}`,
  ),
  fc.integer({ min: 240, max: 270 }).map((n) => `${"a".repeat(Math.max(n - 6, 1))}@b.com`),
  fc.string({ minLength: 250, maxLength: 2_000 }),
  fc.tuple(formula, fc.emailAddress()).map(([f, e]) => `${f}${e}`),
  sqlish,
  fc.tuple(fc.emailAddress(), whitespace, fc.emailAddress()).map(([a, w, b]) => `${a}${w}${b}`),
  fc.tuple(fc.emailAddress(), invisible, fc.nat()).map(([e, c, n]) => {
    const at = n % (e.length + 1);
    return `${e.slice(0, at)}${c}${e.slice(at)}`;
  }),
);
