import { expect, test, type APIRequestContext } from "../support/visitor";
import { templates } from "../../content/templates";
import { publicRoutes } from "../../data/routes";
import { serverDocument } from "../support/server-html";

/**
 * SEO and sharing on every public route (the list lives in data/routes.ts):
 * title, description, canonical, OpenGraph/Twitter tags and a share image
 * that really loads; plus sitemap, robots, manifest and JSON-LD.
 *
 * All of it is read from the HTML the server sends, as a crawler or a link
 * preview reads it (none of them runs the page's scripts), so these tests
 * need no browser: a page load per route made this the third-slowest spec.
 */

const content = (doc: Document, selector: string) => doc.head.querySelector(selector)?.getAttribute("content") ?? null;

/** Every JSON-LD item on the page, arrays flattened. */
function jsonLd(doc: Document): Record<string, unknown>[] {
  const blocks = [...doc.querySelectorAll('script[type="application/ld+json"]')].map((script) => script.textContent ?? "");
  expect(blocks.length).toBeGreaterThan(0);
  return blocks.flatMap((text) => [JSON.parse(text)].flat() as Record<string, unknown>[]);
}
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
  test(`seo: ${route.name} (${route.path}) has title, description, canonical and share tags`, async ({ request }) => {
    const doc = await serverDocument(request, route.path);

    // One h1, the page's title for a screen reader's outline.
    expect(doc.querySelectorAll("h1"), route.path).toHaveLength(1);
    // Structured data that a crawler can read: every JSON-LD block parses.
    for (const script of doc.querySelectorAll('script[type="application/ld+json"]')) expect(() => JSON.parse(script.textContent ?? "")).not.toThrow();

    // One document title (inline SVG diagrams have <title> elements of their own).
    expect(doc.head.querySelectorAll(":scope > title")).toHaveLength(1);
    expect(doc.title).toContain(siteName);

    const description = content(doc, 'meta[name="description"]');
    expect(description?.length ?? 0).toBeGreaterThanOrEqual(50);

    expect(doc.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    const canonical = doc.head.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? "";
    // Absolute, and ending with the route's path (Next drops the root's trailing slash).
    expect(canonical).toMatch(/^https?:\/\/[^/]+(\/|$)/);
    expect(new URL(canonical).pathname).toBe(route.path);
    if (route.path !== "/") expect(canonical.endsWith(route.path)).toBe(true);

    const og = (property: string) => content(doc, `meta[property="${property}"]`);
    expect(og("og:title")).toContain(siteName);
    expect(og("og:description")).toBe(description);
    expect(og("og:url")).toBe(canonical);
    expect(og("og:site_name")).toBe(siteName);
    expect(content(doc, 'meta[name="twitter:card"]')).toBe("summary_large_image");
    expect(content(doc, 'meta[name="twitter:title"]')).toContain(siteName);

    const ogImage = og("og:image") ?? "";
    expect(ogImage).toMatch(/^https?:\/\//);
    await expectImage(request, ogImage);
    // Book reviews, mastery areas, glossary terms and templates have their own card, rendered at build time from their folder.
    if (/^\/(books|product-mastery|glossary|templates)\/[^/]+$/.test(route.path)) {
      expect(new URL(ogImage).pathname.startsWith(`${route.path}/opengraph-image`)).toBe(true);
    }
    const twitterImage = content(doc, 'meta[name="twitter:image"]') ?? "";
    expect(twitterImage).toMatch(/^https?:\/\//);
  });
}

test("every in-site link on every page leads to a page that answers, and to the section it names", async ({ request }) => {
  test.setTimeout(120_000);
  const pages = new Map<string, Document>();
  for (const route of publicRoutes) pages.set(route.path, await serverDocument(request, route.path));
  // Each target path, with the sections (#id) links name in it and a page that links there.
  const targets = new Map<string, { fragments: Set<string>; from: string }>();
  for (const [from, doc] of pages) {
    for (const anchor of doc.querySelectorAll("a[href^='/']:not([href^='//'])")) {
      const url = new URL(anchor.getAttribute("href")!, "http://site.invalid");
      const target = targets.get(url.pathname) ?? { fragments: new Set<string>(), from };
      if (url.hash.length > 1) target.fragments.add(decodeURIComponent(url.hash.slice(1)));
      targets.set(url.pathname, target);
    }
  }
  expect(targets.size).toBeGreaterThan(publicRoutes.length / 2);
  const broken: string[] = [];
  for (const [path, { fragments, from }] of targets) {
    let doc = pages.get(path);
    if (!doc) {
      const response = await request.get(path);
      if (response.status() !== 200) {
        broken.push(`${path} (linked from ${from}) answers ${response.status()}`);
        continue;
      }
      if (!fragments.size) continue;
      doc = new (await import("jsdom")).JSDOM(await response.text()).window.document;
    }
    for (const id of fragments) if (!doc.getElementById(id)) broken.push(`${path}#${id} (linked from ${from}): no element with that id`);
  }
  expect(broken).toEqual([]);
});

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

test("seo: the web manifest is valid JSON and its icons load", async ({ request }) => {
  const doc = await serverDocument(request, "/");
  const href = doc.head.querySelector('link[rel="manifest"]')?.getAttribute("href");
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
  { path: "/books/the-mom-test", types: ["Review", "BreadcrumbList"] },
  { path: "/books/escaping-the-build-trap", types: ["Review", "BreadcrumbList"] },
  { path: "/glossary", types: ["DefinedTermSet", "BreadcrumbList"] },
  { path: "/quiz-explanations", types: ["FAQPage", "BreadcrumbList"] },
  { path: "/pm-quiz", types: ["BreadcrumbList"] },
  { path: "/ship-happens", types: ["BreadcrumbList"] },
  { path: "/product-mastery", types: ["BreadcrumbList"] },
  { path: "/product-mastery/tech-fluency", types: ["BreadcrumbList"] },
];

for (const { path, types } of structuredData) {
  test(`seo: JSON-LD on ${path} parses and has ${types.join(", ")}`, async ({ request }) => {
    const doc = await serverDocument(request, path);
    const items = jsonLd(doc);
    expect(items.map((item) => item["@type"])).toEqual(expect.arrayContaining(types));
    for (const item of items) expect(item["@context"]).toBe("https://schema.org");

    if (path.startsWith("/books/")) {
      const review = items.find((item) => item["@type"] === "Review") as { itemReviewed: { "@type": string; name: string; author: unknown[] } };
      expect(review.itemReviewed["@type"]).toBe("Book");
      expect(review.itemReviewed.author.length).toBeGreaterThan(0);
      expect(doc.querySelector("h1")?.textContent).toContain(review.itemReviewed.name);
    }
    if (path === "/glossary") {
      const set = items.find((item) => item["@type"] === "DefinedTermSet") as { hasDefinedTerm: { "@id": string; name: string; url: string }[] };
      expect(set.hasDefinedTerm).toHaveLength(24);
      // Every term is its own page, which the list links to by name, under the @id that page gives the term.
      for (const term of set.hasDefinedTerm) {
        const path = new URL(term.url).pathname;
        expect(path).toMatch(/^\/glossary\/[a-z0-9-]+$/);
        expect(term["@id"]).toBe(`${term.url}#term`);
        expect(doc.querySelector(`a[href="${path}"]`)?.textContent, term.url).toBe(term.name);
      }
    }
    if (path === "/quiz-explanations") {
      const faq = items.find((item) => item["@type"] === "FAQPage") as { mainEntity: { acceptedAnswer: { text: string } }[] };
      expect(faq.mainEntity).toHaveLength(25);
      for (const q of faq.mainEntity) expect(q.acceptedAnswer.text).toMatch(/^Correct answer: /);
    }
    if (path === "/quiz-explanations") {
      const crumbs = items.find((item) => item["@type"] === "BreadcrumbList") as { itemListElement: { item: string }[] };
      expect(crumbs.itemListElement.map((c) => new URL(c.item).pathname)).toEqual(["/", "/pm-quiz", "/quiz-explanations"]);
    }
    if (path === "/product-mastery/tech-fluency") {
      const crumbs = items.find((item) => item["@type"] === "BreadcrumbList") as { itemListElement: { name: string; item: string }[] };
      expect(crumbs.itemListElement.map((c) => new URL(c.item).pathname)).toEqual(["/", "/product-mastery", "/product-mastery/tech-fluency"]);
    }
  });
}

// Every framework explainer carries its breadcrumb trail.
for (const route of publicRoutes.filter((r) => r.path.startsWith("/frameworks/"))) {
  test(`seo: JSON-LD breadcrumb on ${route.path}`, async ({ request }) => {
    const items = jsonLd(await serverDocument(request, route.path)) as { "@type": string; itemListElement?: { item: string }[] }[];
    const crumbs = items.find((item) => item["@type"] === "BreadcrumbList");
    expect(crumbs?.itemListElement?.map((c) => new URL(c.item).pathname)).toEqual(["/", "/frameworks", route.path]);
  });
}

for (const template of templates) {
  test(`seo: the Article JSON-LD on /templates/${template.slug} parses, with its headline, share card and last change`, async ({ request }) => {
    const doc = await serverDocument(request, `/templates/${template.slug}`);
    const items = jsonLd(doc);
    const article = items.find((item) => item["@type"] === "Article") as { "@context": string; headline: string; image: string[]; dateModified: string; url: string };
    expect(article["@context"]).toBe("https://schema.org");
    expect(article.headline).toBe(`${template.name} template`);
    expect(doc.querySelector("h1")?.textContent?.trim()).toBe(template.name);
    expect(new URL(article.url).pathname).toBe(`/templates/${template.slug}`);
    expect(article.dateModified).toBe(template.updated);
    expect(Number.isNaN(Date.parse(article.dateModified))).toBe(false);
    // The same card as og:image (which adds a content hash as its query to bust caches), and it loads.
    expect(article.image).toHaveLength(1);
    const ogImage = content(doc, 'meta[property="og:image"]') ?? "";
    expect(new URL(article.image[0]!).pathname).toBe(new URL(ogImage).pathname);
    await expectImage(request, article.image[0]!);
  });
}
