import { expect, test } from "../support/visitor";
import { templates } from "../../content/templates";
import { getGlossaryEntry, glossaryEntries } from "../../data/glossary";
import { templatesForGlossaryTerm } from "../../data/templates";
import { expectShown, headingsAt, hiddenByMarkup, LINKS, named, REGIONS, serverDocument, textOf, theOne } from "../support/server-html";

/**
 * A page per glossary term (/glossary/{slug}): reached from the glossary
 * list, with its sections, breadcrumb, related terms and a teaching link that
 * lands on the topic that teaches the term. The smoke, SEO and axe checks of
 * all 24 pages come from the route registry (routes.spec.ts, seo.spec.ts).
 */
const churn = getGlossaryEntry("churn-rate")!;

/** The named section (a region) of a term page. */
const region = (doc: Document, name: string) => theOne(doc, REGIONS, name);

test.describe("glossary term pages", () => {
  test("the glossary links each term to its page, which has all its sections, its breadcrumb and a teaching link first (server HTML)", async ({ request }) => {
    const glossary = await serverDocument(request, "/glossary");
    expect(theOne(glossary.querySelector("#churn-rate")!, LINKS, "Churn Rate").getAttribute("href")).toBe("/glossary/churn-rate");

    const doc = await serverDocument(request, "/glossary/churn-rate");
    expect([...doc.querySelectorAll(headingsAt(1))].map(textOf)).toEqual(["Churn Rate"]);
    // The page's own sections (the footer's column headings are h2s too).
    expect([...doc.querySelector("main")!.querySelectorAll(headingsAt(2))].filter((h2) => !hiddenByMarkup(h2)).map(textOf)).toEqual([
      "Definition",
      "Why it matters",
      "How it works",
      `Example: ${churn.page.exampleTitle}`,
      "Common pitfalls",
      "Related terms",
      "Learn it on this site",
    ]);
    // The same definition the glossary list shows.
    expect(textOf(doc.querySelector("#definition"))).toContain(churn.definition);

    const breadcrumb = theOne(doc, "nav", "Breadcrumb");
    expect([...breadcrumb.querySelectorAll("li")].map(textOf)).toEqual(["Home›", "Glossary›", "Churn Rate"]);
    expect(theOne(breadcrumb, LINKS, "Glossary").getAttribute("href")).toBe("/glossary");

    // The list's "learn more" target comes first, and it teaches the term (followed in the browser below).
    expect(region(doc, "Learn it on this site").querySelector(LINKS)?.getAttribute("href")).toBe(churn.learnMore!.href);
  });

  test("a teaching link lands on the topic that teaches the term, in view", async ({ page }) => {
    await page.goto("/glossary/churn-rate");
    const teaching = page.getByRole("region", { name: "Learn it on this site" }).getByRole("link");
    await teaching.first().click();
    await expect(page).toHaveURL(/\/product-mastery\/growth-and-experiments#activation-and-retention$/);
    const topic = page.locator("#activation-and-retention");
    await expect(topic.getByRole("heading", { level: 2 })).toHaveText("Activation and Retention");
    await expect(topic).toBeInViewport();
    await expect(topic).toContainText("Churn rate is the mirror image of retention");
  });

  test("a term's page leads on to the terms before and after it from A to Z, and back to the glossary (server HTML)", async ({ request }) => {
    const index = glossaryEntries.findIndex((entry) => entry.slug === "churn-rate");
    const doc = await serverDocument(request, "/glossary/churn-rate");
    const pager = doc.querySelector('main nav[aria-label="Previous and next in Glossary"]');
    expectShown(pager, "the pager");
    expect(pager!.querySelector('a[rel="prev"]')?.getAttribute("href")).toBe(glossaryEntries[index - 1]!.path);
    expect(pager!.querySelector('a[rel="next"]')?.getAttribute("href")).toBe(glossaryEntries[index + 1]!.path);
    expect(theOne(doc, LINKS, "Back to the glossary").getAttribute("href")).toBe("/glossary");
  });

  test("related terms link to their own pages (server HTML)", async ({ request }) => {
    const doc = await serverDocument(request, "/glossary/churn-rate");
    const related = region(doc, "Related terms");
    expect(related.querySelectorAll(LINKS)).toHaveLength(churn.page.relatedTerms.length);
    expect(theOne(related, LINKS, /^Retention/).getAttribute("href")).toBe("/glossary/retention");
    expect([...(await serverDocument(request, "/glossary/retention")).querySelectorAll(headingsAt(1))].map(textOf)).toEqual(["Retention"]);
  });

  test("describes the term as a DefinedTerm in the glossary's set, with a breadcrumb list (server HTML)", async ({ request }) => {
    const doc = await serverDocument(request, "/glossary/churn-rate");
    const blocks = [...doc.querySelectorAll('script[type="application/ld+json"]')].map((script) => script.textContent ?? "");
    const items = blocks.flatMap((text) => [JSON.parse(text)].flat() as Record<string, unknown>[]);
    const term = items.find((item) => item["@type"] === "DefinedTerm") as { name: string; url: string; inDefinedTermSet: { "@id": string } };
    expect(term.name).toBe("Churn Rate");
    expect(new URL(term.url).pathname).toBe("/glossary/churn-rate");
    expect(new URL(term.inDefinedTermSet["@id"]).pathname).toBe("/glossary");
    const crumbs = items.find((item) => item["@type"] === "BreadcrumbList") as { itemListElement: { item: string }[] };
    expect(crumbs.itemListElement.map((c) => new URL(c.item).pathname)).toEqual(["/", "/glossary", "/glossary/churn-rate"]);
  });

  test("every term page answers 200 and an unknown term is a 404", async ({ request }) => {
    for (const entry of glossaryEntries) {
      const response = await request.get(entry.path);
      expect(response.status(), entry.path).toBe(200);
      expect(await response.text(), entry.path).toMatch(new RegExp(`<h1[^>]*>${entry.term.replace(/[/]/g, "\\/")}</h1>`));
    }
    expect((await request.get("/glossary/not-a-term")).status()).toBe(404);
  });

  // Both ways from one list: a template names its terms; the term page lists the templates that name it.
  for (const slug of ["rice-scoring", "stakeholder"]) {
    test(`${slug}: the term page links to every template that names it, and each template links back (server HTML)`, async ({ request }) => {
      const entry = getGlossaryEntry(slug)!;
      const expected = templatesForGlossaryTerm(slug);
      expect(expected.length).toBeGreaterThan(0);
      const doc = await serverDocument(request, entry.path);
      const links = [...region(doc, "Templates that use this term").querySelectorAll(LINKS)];
      expect(links).toHaveLength(expected.length);
      for (const [i, template] of expected.entries()) {
        expect(links[i]!.getAttribute("href")).toBe(`/templates/${template.slug}`);
        expect(textOf(links[i])).toContain(template.name);
      }
      expect(named(theOne(doc, "nav", "On this page"), LINKS, "Templates that use this term")).toHaveLength(1);

      // Each template page links back to the term in its related links.
      for (const template of expected) {
        const page = await serverDocument(request, `/templates/${template.slug}`);
        const back = region(page, "Related on this site").querySelector(`a[href="${entry.path}"]`);
        expectShown(back, `${template.slug}: the link back to ${entry.path}`);
      }
    });
  }

  test("a term that no template names has no templates section (server HTML)", async ({ request }) => {
    const unused = glossaryEntries.find((entry) => !templates.some((template) => template.relatedGlossaryTerms.includes(entry.slug)))!;
    const doc = await serverDocument(request, unused.path);
    expect([...doc.querySelectorAll(headingsAt(1))].map(textOf)).toEqual([unused.term]);
    expect(named(doc, REGIONS, "Templates that use this term")).toHaveLength(0);
  });

  // What a reader without JavaScript gets is the server's HTML.
  test("without JavaScript the term page is complete (server HTML)", async ({ request }) => {
    const doc = await serverDocument(request, "/glossary/velocity");
    expect([...doc.querySelectorAll(headingsAt(1))].map(textOf)).toEqual(["Velocity"]);
    expect(region(doc, "Learn it on this site").querySelectorAll(LINKS)).toHaveLength(1);
  });
});

test("a chart drawn for a phone is shown a quarter larger on a wide screen, its labels over 16 px, and fits a 390 px phone", async ({ page }) => {
  const chart = page.locator('svg[aria-labelledby="diagram-churn-compounding-title"]');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/glossary/churn-rate");
  const wide = (await chart.boundingBox())!;
  expect(wide.width).toBeCloseTo(448, 0);
  // Its labels are 14 units: rendered at the drawing's scale.
  const scale = await chart.evaluate((svg) => svg.getBoundingClientRect().width / (svg as SVGSVGElement).viewBox.baseVal.width);
  expect(14 * scale, "a 14-unit label, in px").toBeGreaterThan(16);
  await page.setViewportSize({ width: 390, height: 844 });
  expect((await chart.boundingBox())!.width).toBeLessThanOrEqual(390 - 32);
});

test("/glossary on a wide screen reads straight down from A to Z: every term's name starts at one left edge, each below the one before", async ({ page }) => {
  // Two newspaper columns put A beside O; a dictionary's rows keep the order a reader scans in.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/glossary");
  const boxes = await page.locator("[data-glossary-term] dt").evaluateAll((names) => names.map((name) => name.getBoundingClientRect()).map(({ left, top }) => ({ left: Math.round(left), top: Math.round(top) })));
  expect(boxes.length).toBeGreaterThan(20);
  expect(new Set(boxes.map((box) => box.left)).size, "one left edge").toBe(1);
  for (let i = 1; i < boxes.length; i++) expect(boxes[i]!.top, `term ${i + 1} is below term ${i}`).toBeGreaterThan(boxes[i - 1]!.top);
});

test("/glossary on a wide screen keeps its A to Z bar under the header while the list scrolls, and a letter's first term lands below it", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/glossary");
  const bar = page.getByRole("navigation", { name: "Glossary A to Z" });
  const letters = bar.locator("a[data-letter]");
  const last = letters.last();
  const target = (await last.getAttribute("href"))!;
  await last.click();
  await expect(page).toHaveURL(new RegExp(`${target}$`));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  const barBox = (await bar.boundingBox())!;
  // Still in the window, just under the 64 px header.
  expect(barBox.y).toBeGreaterThanOrEqual(60);
  expect(barBox.y).toBeLessThan(80);
  const termTop = await page.locator(target).evaluate((el) => el.getBoundingClientRect().top);
  expect(termTop).toBeGreaterThanOrEqual(barBox.y + barBox.height - 1);
});
