import { describe, expect, it } from "vitest";
import manifest from "@/app/manifest";
import robots from "@/app/robots";
import sitemap from "@/app/sitemap";
import { siteName, siteUrl } from "@/config/site";
import { publicRoutes } from "@/data/routes";
import { isIndexablePath } from "@/lib/seo/indexable";

describe("sitemap", () => {
  const entries = sitemap();
  const urls = entries.map((e) => e.url);

  it("lists every public route once, as an absolute URL", () => {
    const expected = publicRoutes.map((r) => (r.path === "/" ? `${siteUrl}/` : `${siteUrl}${r.path}`));
    expect(urls).toEqual(expected);
    expect(new Set(urls).size).toBe(urls.length);
    for (const url of urls) expect(url).toMatch(/^https?:\/\/[^/]+\//);
  });

  it("leaves out the admin area and the auth callback", () => {
    expect(urls.some((u) => /\/(admin|auth)(\/|$)/.test(u))).toBe(false);
    expect(isIndexablePath("/admin")).toBe(false);
    expect(isIndexablePath("/admin/email-signups")).toBe(false);
    expect(isIndexablePath("/auth/callback")).toBe(false);
    expect(isIndexablePath("/administration-tips")).toBe(true);
  });
});

describe("robots", () => {
  it("allows crawling, disallows /admin and /auth and names the sitemap", () => {
    const result = robots();
    expect(result.rules).toEqual([{ userAgent: "*", allow: "/", disallow: ["/admin", "/auth"] }]);
    expect(result.sitemap).toBe(`${siteUrl}/sitemap.xml`);
  });
});

describe("manifest", () => {
  it("describes an installable site with PNG icons at 192 and 512", () => {
    const m = manifest();
    expect(m).toMatchObject({ name: siteName, start_url: "/", display: "standalone" });
    expect(m.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(m.icons?.map((i) => i.sizes)).toEqual(expect.arrayContaining(["192x192", "512x512"]));
  });
});
