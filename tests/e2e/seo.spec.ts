import { expect, test, type APIRequestContext } from "@playwright/test";
import { templates } from "../../content/templates";
import { publicRoutes } from "../../lib/routes";

/**
 * SEO and sharing on every public route (the list lives in lib/routes):
 * title, description, canonical, OpenGraph/Twitter tags and a share image
 * that really loads; plus sitemap, robots, manifest and JSON-LD.
 */
const siteName = "PM Knowledge Hub";

/** Absolute URLs in the HTML use NEXT_PUBLIC_SITE_URL; fetch them from the server under test instead. */
function localPath(absolute: string): string {
  const url = new URL(absolute);
  return `${url.pathname}${url.search}`;
}

async function expectImage(request: APIRequestContext, absolute: string) {
  const response = await request.get(localPath(absolute));
  expect(response.status(), absolute).toBe(200);
  expect(response.headers()["content-type"], absolute).toMatch(/^image\//);
  expect((await response.body()).length, absolute).toBeGreaterThan(200);
}

for (const route of publicRoutes) {
  test(`seo: ${route.name} (${route.path}) has title, description, canonical and share tags`, async ({ page, request }) => {
    await page.goto(route.path);
    const head = page.locator("head");

    // One document title (inline SVG diagrams have <title> elements of their own).
    await expect(page.locator("head > title")).toHaveCount(1);
    expect(await page.title()).toContain(siteName);

    const description = await head.locator('meta[name="description"]').getAttribute("content");
    expect(description?.length ?? 0).toBeGreaterThanOrEqual(50);

    await expect(head.locator('link[rel="canonical"]')).toHaveCount(1);
    const canonical = (await head.locator('link[rel="canonical"]').getAttribute("href")) ?? "";
    // Absolute, and ending with the route's path (Next drops the root's trailing slash).
    expect(canonical).toMatch(/^https?:\/\/[^/]+(\/|$)/);
    expect(new URL(canonical).pathname).toBe(route.path);
    if (route.path !== "/") expect(canonical.endsWith(route.path)).toBe(true);

    const og = async (property: string) => head.locator(`meta[property="${property}"]`).first().getAttribute("content");
    expect(await og("og:title")).toContain(siteName);
    expect(await og("og:description")).toBe(description);
    expect(await og("og:url")).toBe(canonical);
    expect(await og("og:site_name")).toBe(siteName);
    expect(await head.locator('meta[name="twitter:card"]').getAttribute("content")).toBe("summary_large_image");
    expect(await head.locator('meta[name="twitter:title"]').getAttribute("content")).toContain(siteName);

    const ogImage = (await og("og:image")) ?? "";
    expect(ogImage).toMatch(/^https?:\/\//);
    await expectImage(request, ogImage);
    // Book reviews, mastery areas, glossary terms and templates have their own card, rendered at build time from their folder.
    if (/^\/(books|product-mastery|glossary|templates)\/[^/]+$/.test(route.path)) {
      expect(new URL(ogImage).pathname.startsWith(`${route.path}/opengraph-image`)).toBe(true);
    }
    const twitterImage = (await head.locator('meta[name="twitter:image"]').first().getAttribute("content")) ?? "";
    expect(twitterImage).toMatch(/^https?:\/\//);
  });
}

test("seo: every public route has its own title", async ({ request }) => {
  const titles = new Map<string, string>();
  for (const route of publicRoutes) {
    const html = await (await request.get(route.path)).text();
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
    expect(title, route.path).not.toBe("");
    const clash = titles.get(title);
    expect(clash, `${route.path} repeats the title of ${clash}: "${title}"`).toBeUndefined();
    titles.set(title, route.path);
  }
});

test("seo: sitemap.xml lists every public route and nothing private", async ({ request }) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("xml");
  const xml = await response.text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? "");
  for (const loc of locs) expect(loc).toMatch(/^https?:\/\//);
  const paths = locs.map((loc) => new URL(loc).pathname);
  expect(paths.sort()).toEqual(publicRoutes.map((r) => r.path).sort());
  expect(paths.some((p) => p.startsWith("/admin") || p.startsWith("/auth"))).toBe(false);
});

test("seo: robots.txt keeps crawlers out of /admin and names the sitemap", async ({ request }) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  const text = await response.text();
  expect(text).toMatch(/^User-Agent: \*$/im);
  expect(text).toMatch(/^Disallow: \/admin$/m);
  expect(text).toMatch(/^Disallow: \/auth$/m);
  expect(text).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
});

test("seo: the web manifest is valid JSON and its icons load", async ({ page, request }) => {
  await page.goto("/");
  const href = await page.locator('head link[rel="manifest"]').getAttribute("href");
  expect(href).toBe("/manifest.webmanifest");
  const response = await request.get("/manifest.webmanifest");
  expect(response.status()).toBe(200);
  const manifest = JSON.parse(await response.text()) as { name: string; start_url: string; display: string; icons: { src: string; sizes: string }[] };
  expect(manifest).toMatchObject({ name: siteName, start_url: "/", display: "standalone" });
  expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(["192x192", "512x512"]));
  for (const icon of manifest.icons) await expectImage(request, new URL(icon.src, "http://site.invalid").toString());
  await expectImage(request, "http://site.invalid/apple-icon.png");
});

const structuredData: { path: string; types: string[] }[] = [
  { path: "/", types: ["WebSite", "Organization"] },
  { path: "/books/product-leadership", types: ["Review", "BreadcrumbList"] },
  { path: "/books/continuous-discovery-habits", types: ["Review", "BreadcrumbList"] },
  { path: "/glossary", types: ["DefinedTermSet"] },
  { path: "/quiz-explanations", types: ["FAQPage"] },
  { path: "/product-mastery", types: ["BreadcrumbList"] },
  { path: "/product-mastery/tech-fluency", types: ["BreadcrumbList"] },
];

for (const { path, types } of structuredData) {
  test(`seo: JSON-LD on ${path} parses and has ${types.join(", ")}`, async ({ page }) => {
    await page.goto(path);
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(blocks.length).toBeGreaterThan(0);
    const items = blocks.flatMap((text) => {
      const data = JSON.parse(text) as Record<string, unknown> | Record<string, unknown>[];
      return Array.isArray(data) ? data : [data];
    });
    expect(items.map((item) => item["@type"])).toEqual(expect.arrayContaining(types));
    for (const item of items) expect(item["@context"]).toBe("https://schema.org");

    if (path.startsWith("/books/")) {
      const review = items.find((item) => item["@type"] === "Review") as { itemReviewed: { "@type": string; name: string; author: unknown[] } };
      expect(review.itemReviewed["@type"]).toBe("Book");
      expect(review.itemReviewed.author.length).toBeGreaterThan(0);
      await expect(page.getByRole("heading", { level: 1 })).toContainText(review.itemReviewed.name);
    }
    if (path === "/glossary") {
      const set = items[0] as { hasDefinedTerm: { name: string; url: string }[] };
      expect(set.hasDefinedTerm).toHaveLength(24);
      // Every term's URL anchor is an element on the page.
      for (const term of set.hasDefinedTerm) await expect(page.locator(`[id="${new URL(term.url).hash.slice(1)}"]`)).toHaveCount(1);
    }
    if (path === "/quiz-explanations") {
      const faq = items[0] as { mainEntity: { acceptedAnswer: { text: string } }[] };
      expect(faq.mainEntity).toHaveLength(25);
      for (const q of faq.mainEntity) expect(q.acceptedAnswer.text).toMatch(/^Correct answer: /);
    }
    if (path === "/product-mastery/tech-fluency") {
      const crumbs = items.find((item) => item["@type"] === "BreadcrumbList") as { itemListElement: { name: string; item: string }[] };
      expect(crumbs.itemListElement.map((c) => new URL(c.item).pathname)).toEqual(["/", "/product-mastery", "/product-mastery/tech-fluency"]);
    }
  });
}

// Every framework explainer carries its breadcrumb trail.
for (const route of publicRoutes.filter((r) => r.path.startsWith("/frameworks/"))) {
  test(`seo: JSON-LD breadcrumb on ${route.path}`, async ({ page }) => {
    await page.goto(route.path);
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const items = blocks.flatMap((text) => [JSON.parse(text)].flat() as { "@type": string; itemListElement?: { item: string }[] }[]);
    const crumbs = items.find((item) => item["@type"] === "BreadcrumbList");
    expect(crumbs?.itemListElement?.map((c) => new URL(c.item).pathname)).toEqual(["/", "/frameworks", route.path]);
  });
}

for (const template of templates) {
  test(`seo: the Article JSON-LD on /templates/${template.slug} parses, with its headline, share card and last change`, async ({ page, request }) => {
    await page.goto(`/templates/${template.slug}`);
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const items = blocks.flatMap((text) => [JSON.parse(text)].flat() as Record<string, unknown>[]);
    const article = items.find((item) => item["@type"] === "Article") as { "@context": string; headline: string; image: string[]; dateModified: string; url: string };
    expect(article["@context"]).toBe("https://schema.org");
    expect(article.headline).toBe(`${template.name} template`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(template.name);
    expect(new URL(article.url).pathname).toBe(`/templates/${template.slug}`);
    expect(article.dateModified).toBe(template.updated);
    expect(Number.isNaN(Date.parse(article.dateModified))).toBe(false);
    // The same card as og:image (which adds a content hash as its query to bust caches), and it loads.
    expect(article.image).toHaveLength(1);
    const ogImage = (await page.locator('head meta[property="og:image"]').first().getAttribute("content")) ?? "";
    expect(new URL(article.image[0]!).pathname).toBe(new URL(ogImage).pathname);
    await expectImage(request, article.image[0]!);
  });
}
