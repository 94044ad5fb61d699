import { describe, expect, it } from "vitest";
import { csvCell, signupsCsv } from "@/lib/admin/csv";
import { likePattern } from "@/lib/admin/signups";
import { isAdminClaims, usernameToEmail } from "@/lib/auth/admin";
import { flashMessage } from "@/lib/auth/flash";
import { safeRedirectPath } from "@/lib/auth/safe-redirect";

describe("safeRedirectPath", () => {
  it.each(["/admin/email-signups", "/admin/email-signups?q=x", "/glossary#mvp"])("keeps same-site path %s", (path) => {
    expect(safeRedirectPath(path)).toBe(path);
  });
  it.each([
    "//evil.example", "https://evil.example/", "/\\evil.example", "\\\\evil.example", "javascript:alert(1)", "/\tevil", "", null, "admin",
    // Paths that only become protocol-relative once dot segments are resolved.
    "/..//evil.example", "/.//evil.example", "/%2e%2e//evil.example", "/%2E//evil.example", "/a/..//evil.example", "/./\\evil.example",
  ])(
    "rejects %j",
    (path) => {
      expect(safeRedirectPath(path)).toBe("/admin/email-signups");
    },
  );
});

describe("admin identity", () => {
  it("derives the email from the username", () => {
    expect(usernameToEmail("Admin")).toBe("admin@example.com");
    expect(usernameToEmail("boss@company.io")).toBe("boss@company.io");
  });
  it("needs the admin email and the app_metadata marker", () => {
    expect(isAdminClaims({ email: "admin@example.com", app_metadata: { is_admin: true } }, "admin@example.com")).toBe(true);
    expect(isAdminClaims({ email: "ADMIN@example.com", app_metadata: { is_admin: true } }, "admin@example.com")).toBe(true);
    expect(isAdminClaims({ email: "admin@example.com", app_metadata: {} }, "admin@example.com")).toBe(false);
    expect(isAdminClaims({ email: "admin@example.com", app_metadata: { is_admin: "true" } }, "admin@example.com")).toBe(false);
    expect(isAdminClaims({ email: "other@example.com", app_metadata: { is_admin: true } }, "admin@example.com")).toBe(false);
    expect(isAdminClaims(null)).toBe(false);
  });
});

describe("flash messages", () => {
  it("only knows fixed keys", () => {
    expect(flashMessage("signed-in")).toBe("Successfully signed in");
    expect(flashMessage("already-signed-in")).toBe("You are already signed in");
    expect(flashMessage("<script>")).toBeUndefined();
    expect(flashMessage(undefined)).toBeUndefined();
  });
});

describe("CSV export", () => {
  it("quotes cells and defuses spreadsheet formulas", () => {
    expect(csvCell("plain@x.io")).toBe('"plain@x.io"');
    expect(csvCell('a"b@x.io')).toBe('"a""b@x.io"');
    for (const risky of ["=cmd()@x.io", "+1@x.io", "-2@x.io", "@sum@x.io"]) {
      expect(csvCell(risky)).toBe(`"'${risky}"`);
    }
  });
  it("has a header row and CRLF lines, with each signup's unsubscribe link", () => {
    const url = "https://pm.example.com/newsletter/unsubscribe?email=a%40b.co&token=abc";
    expect(signupsCsv([{ email: "a@b.co", created_at: "2025-04-13T10:00:00Z", unsubscribe_url: url }])).toBe(
      `"email","subscribed_at","unsubscribe_url"\r\n"a@b.co","2025-04-13T10:00:00Z","${url}"\r\n`,
    );
  });
  it("escapes LIKE wildcards in searches", () => {
    expect(likePattern("a_b%")).toBe("*a\\_b\\%*");
  });
});
