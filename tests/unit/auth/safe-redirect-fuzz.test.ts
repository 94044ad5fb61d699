import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DEFAULT_AFTER_SIGN_IN, safeRedirectPath } from "@/lib/auth/safe-redirect";

/**
 * The auth callback sends safeRedirectPath's result as a relative Location.
 * The oracle below knows nothing of how the function works: it asks how a
 * browser (the WHATWG URL parser) resolves the result from pages on two
 * different sites. Whatever the input, the result must stay on the site it is
 * resolved from, from both, or be the fallback.
 */
const bases = ["https://pm.example.com/admin/login?next=x#top", "http://127.0.0.1:3100/auth/callback/deep/path"];

function staysOnSite(location: string): boolean {
  return bases.every((base) => {
    try {
      return new URL(location, base).origin === new URL(base).origin;
    } catch {
      return false;
    }
  });
}

const pieces = [
  "/", "//", "\\", ".", "..", "./", "../", "%2e", "%2E", "%2e%2e", "%2f", "%2F", "%5c", "%5C", "%252e", "evil.example", "admin",
  "email-signups", "@", ":", "?", "#", "%09", "\t", "\n", "\r", " ", "%00", "%20", "http:", "https:", "javascript:", "\u3002", "\uff0e",
  "\uff0f", "\u2215", ";", "&", "=", "~", "%",
];
const pathish = fc.array(fc.constantFrom(...pieces), { maxLength: 12 }).map((parts) => parts.join(""));
const leadingSlash = pathish.map((path) => `/${path}`);

describe("safeRedirectPath against an independent oracle", () => {
  it("returns a path that stays on the site from any page, or the fallback (20,000 inputs)", () => {
    fc.assert(
      fc.property(fc.oneof(pathish, leadingSlash, fc.string(), fc.webUrl(), fc.webPath()), (input) => {
        const result = safeRedirectPath(input);
        expect(result === DEFAULT_AFTER_SIGN_IN || staysOnSite(result)).toBe(true);
        expect(result.startsWith("/")).toBe(true);
        // A second pass changes nothing: the output is already what the function accepts.
        expect(safeRedirectPath(result)).toBe(result);
      }),
      { numRuns: 20_000 },
    );
  });

  it("keeps ordinary same-site paths as they are", () => {
    const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 5 }), fc.option(segment, { nil: undefined }), (segments, query) => {
        const path = `/${segments.join("/")}${query ? `?q=${query}` : ""}`;
        expect(safeRedirectPath(path)).toBe(path);
      }),
      { numRuns: 2_000 },
    );
  });

  it.each(["/..//evil.example", "/.//evil.example", "/%2e%2e//evil.example", "/x/%2E%2E//evil.example/path"])(
    "does not turn %s into a protocol-relative URL",
    (input) => {
      expect(staysOnSite(`//${"evil.example"}`)).toBe(false);
      expect(safeRedirectPath(input)).toBe(DEFAULT_AFTER_SIGN_IN);
    },
  );
});
