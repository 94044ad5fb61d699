import { afterEach, describe, expect, it, vi } from "vitest";
import { checkNewsletterSecretAtStart, missingNewsletterSecret, newsletterSecret, parseNewsletterSecret } from "@/lib/security/newsletter-secret";

afterEach(() => vi.unstubAllEnvs());

describe("NEWSLETTER_SECRET", () => {
  it("is read when the server needs it, trimmed", () => {
    vi.stubEnv("NEWSLETTER_SECRET", `  ${"s".repeat(40)}\n`);
    expect(newsletterSecret()).toBe("s".repeat(40));
  });

  it("must be at least 32 characters, and the error names the variable", () => {
    expect(() => parseNewsletterSecret("short")).toThrow(/^Invalid environment variable NEWSLETTER_SECRET: it has 5 characters, at least 32 are needed/);
    expect(parseNewsletterSecret("   ")).toBeUndefined();
  });

  it("stops a production start with a message that says what to set", () => {
    vi.stubEnv("NEWSLETTER_SECRET", "");
    expect(() => checkNewsletterSecretAtStart("production")).toThrow(missingNewsletterSecret);
    expect(missingNewsletterSecret).toMatch(/NEWSLETTER_SECRET is not set/);
    expect(missingNewsletterSecret).toMatch(/openssl rand -base64 32/);
    expect(() => newsletterSecret()).toThrow(missingNewsletterSecret);
  });

  it("only warns outside production (the embedded backend hands one to npm run dev)", () => {
    vi.stubEnv("NEWSLETTER_SECRET", "");
    const warn = vi.fn();
    expect(() => checkNewsletterSecretAtStart("development", warn)).not.toThrow();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("NEWSLETTER_SECRET is not set"));
    vi.stubEnv("NEWSLETTER_SECRET", "x".repeat(32));
    expect(() => checkNewsletterSecretAtStart("production")).not.toThrow();
  });

  it("refuses a short secret even outside production", () => {
    vi.stubEnv("NEWSLETTER_SECRET", "too-short");
    expect(() => checkNewsletterSecretAtStart("development", () => {})).toThrow(/at least 32/);
  });
});
