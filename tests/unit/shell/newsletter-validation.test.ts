import { describe, expect, it } from "vitest";
import { EMAIL_MAX_LENGTH, isValidEmail, normalizeEmail } from "@/lib/newsletter/validation";

describe("newsletter email validation", () => {
  it.each(["pm@company.com", "  pm@company.com  ", "first.last+news@sub.domain.io", "a@b.c"])("accepts %j", (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each(["", "   ", "pm", "pm@company", "@company.com", "pm@.", "pm @company.com", "pm@company .com", "pm@company.", null, 42])(
    "rejects %j",
    (email) => {
      expect(isValidEmail(email)).toBe(false);
    },
  );

  it("caps the length at 254 characters after trimming", () => {
    const local = "a".repeat(EMAIL_MAX_LENGTH - "@b.co".length);
    expect(isValidEmail(`${local}@b.co`)).toBe(true);
    expect(isValidEmail(`a${local}@b.co`)).toBe(false);
    expect(isValidEmail(`  ${local}@b.co  `)).toBe(true);
  });

  it("trims and ignores non-strings", () => {
    expect(normalizeEmail("  x@y.z ")).toBe("x@y.z");
    expect(normalizeEmail(undefined)).toBe("");
  });
});
