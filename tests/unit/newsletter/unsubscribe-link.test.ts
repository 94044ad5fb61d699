import { describe, expect, it } from "vitest";
import { parseUnsubscribeLink, unsubscribeUrl } from "@/lib/newsletter/unsubscribe-link";
import { unsubscribeMessages, unsubscribePage } from "@/lib/newsletter/unsubscribe-page";
import { escapeHtml } from "@/lib/text/html";
import { unsubscribeToken } from "@/lib/security/signing";

const SECRET = "s".repeat(40);

describe("unsubscribe links", () => {
  it("carry the address and its token under the site URL, and read back the same", () => {
    const url = new URL(unsubscribeUrl("https://pm.example.com", SECRET, "Ana+news@Example.org"));
    expect(`${url.origin}${url.pathname}`).toBe("https://pm.example.com/newsletter/unsubscribe");
    expect(url.searchParams.get("email")).toBe("Ana+news@Example.org");
    expect(parseUnsubscribeLink(url.searchParams)).toEqual({ email: "Ana+news@Example.org", token: unsubscribeToken(SECRET, "ana+news@example.org") });
  });

  it("refuse a missing, malformed or oversized parameter before asking the database", () => {
    const token = unsubscribeToken(SECRET, "a@b.co");
    for (const query of ["", `email=a@b.co`, `token=${token}`, `email=a@b.co&token=short`, `email=a@b.co&token=${token}!`, `email=${"a".repeat(255)}&token=${token}`, `email=a%00b@c.de&token=${token}`]) {
      expect(parseUnsubscribeLink(new URLSearchParams(query)), query).toBeNull();
    }
  });
});

describe("unsubscribe pages", () => {
  it("show the address and one Unsubscribe button that posts to the same URL", () => {
    const page = unsubscribePage({ kind: "confirm", email: "ana@example.org" });
    expect(page).toContain("<strong class=\"address\">ana@example.org</strong>");
    expect(page.match(/<button/g)).toHaveLength(1);
    expect(page).toContain('<form method="post"><button type="submit">Unsubscribe</button></form>');
    expect(page).not.toMatch(/<script/i);
  });

  it("escape whatever the link carried", () => {
    const page = unsubscribePage({ kind: "confirm", email: `"><script>alert(1)</script>@x.io` });
    expect(page).not.toContain("<script>");
    expect(escapeHtml(`<a href="x">'&`)).toBe("&#60;a href=&#34;x&#34;&#62;&#39;&#38;");
  });

  it("say the promised words for done and invalid (docs/product.md, Unsubscribe)", () => {
    expect(unsubscribePage({ kind: "done" })).toContain(`<h1>${unsubscribeMessages.done}</h1>`);
    expect(unsubscribeMessages.done).toBe("You have been unsubscribed.");
    expect(unsubscribePage({ kind: "invalid", contactEmail: "hello@example.com" })).toContain("<h1>This unsubscribe link is not valid.</h1>");
  });
});
