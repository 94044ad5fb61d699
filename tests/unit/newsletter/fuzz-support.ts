import fc from "fast-check";
import type { InsertResult } from "@/lib/newsletter/subscribe";

/**
 * An in-memory stand-in for public.email_signups with the migration's
 * constraints: 5..254 characters (code points), the spec regex with
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

const pool = ["pm@company.com", "Ana.Lopez+news@sub.example.org", "x@y.zz"];
const randomCase = (s: string, flips: boolean[]) =>
  [...s].map((c, i) => (flips[i % Math.max(flips.length, 1)] ? c.toUpperCase() : c.toLowerCase())).join("");
const whitespace = fc.constantFrom(" ", "\t", "\n", "\r\n", "\u00a0", "\u2028", "\u3000", "\ufeff", "\u200b", "");
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
);
