import { expect, test } from "@playwright/test";
import { templates } from "../../content/templates";
import { getGlossaryEntry, glossaryEntries } from "../../lib/glossary/entries";
import { templatesForGlossaryTerm } from "../../lib/templates/for-glossary";

/**
 * A page per glossary term (/glossary/{slug}): reached from the glossary
 * list, with its sections, breadcrumb, related terms and a teaching link that
 * lands on the topic that teaches the term. The smoke, SEO and axe checks of
 * all 24 pages come from the route registry (a11y.spec.ts, seo.spec.ts).
 */
const churn = getGlossaryEntry("churn-rate")!;

test.describe("glossary term pages", () => {
  test("opens a term page from the glossary, with all its sections and a teaching link that lands on its topic", async ({ page }) => {
    await page.goto("/glossary");
    await page.locator("#churn-rate").getByRole("link", { name: "Churn Rate", exact: true }).click();
    await expect(page).toHaveURL(/\/glossary\/churn-rate$/);

    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Churn Rate");
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    // The page's own sections (the footer's column headings are h2s too).
    const sections = page.getByRole("main").getByRole("heading", { level: 2 });
    await expect(sections).toHaveText([
      "Definition",
      "Why it matters",
      "How it works",
      `Example: ${churn.page.example.title}`,
      "Common pitfalls",
      "Related terms",
      "Learn it on this site",
    ]);
    // The same definition the glossary list shows.
    await expect(page.locator("#definition")).toContainText(churn.definition);

    const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(breadcrumb.getByRole("listitem")).toHaveText(["Home›", "Glossary›", "Churn Rate"]);
    await expect(breadcrumb.getByRole("link", { name: "Glossary" })).toHaveAttribute("href", "/glossary");

    // The list's "learn more" target comes first, and it teaches the term.
    const teaching = page.getByRole("region", { name: "Learn it on this site" }).getByRole("link");
    await expect(teaching.first()).toHaveAttribute("href", churn.learnMore!.href);
    await teaching.first().click();
    await expect(page).toHaveURL(/\/product-mastery\/growth-and-experiments#activation-and-retention$/);
    const topic = page.locator("#activation-and-retention");
    await expect(topic.getByRole("heading", { level: 2 })).toHaveText("Activation and Retention");
    await expect(topic).toBeInViewport();
    await expect(topic).toContainText("Churn rate is the mirror image of retention");
  });

  test("related terms link to their own pages", async ({ page }) => {
    await page.goto("/glossary/churn-rate");
    const related = page.getByRole("region", { name: "Related terms" });
    await expect(related.getByRole("link")).toHaveCount(churn.page.relatedTerms.length);
    await related.getByRole("link", { name: /^Retention/ }).click();
    await expect(page).toHaveURL(/\/glossary\/retention$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Retention");
  });

  test("describes the term as a DefinedTerm in the glossary's set, with a breadcrumb list", async ({ page }) => {
    await page.goto("/glossary/churn-rate");
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
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
    test(`${slug}: the term page links to every template that names it, and each template links back`, async ({ page, request }) => {
      const entry = getGlossaryEntry(slug)!;
      const expected = templatesForGlossaryTerm(slug);
      expect(expected.length).toBeGreaterThan(0);
      await page.goto(entry.path);
      const section = page.getByRole("region", { name: "Templates that use this term" });
      await expect(section.getByRole("link")).toHaveCount(expected.length);
      for (const [i, template] of expected.entries()) {
        await expect(section.getByRole("link").nth(i)).toHaveAttribute("href", `/templates/${template.slug}`);
        await expect(section.getByRole("link").nth(i)).toContainText(template.name);
      }
      await expect(page.getByRole("navigation", { name: "On this page" }).getByRole("link", { name: "Templates that use this term" })).toHaveCount(1);

      // Each template page links back to the term in its related links (read from the prerendered HTML: no page load per template).
      for (const template of expected) {
        const html = await (await request.get(`/templates/${template.slug}`)).text();
        const related = html.slice(html.indexOf('id="related"'));
        expect(related, template.slug).toContain(`href="${entry.path}"`);
      }
      // Followed both ways in the browser: to the first template, and back to the term.
      await section.getByRole("link").first().click();
      await expect(page).toHaveURL(new RegExp(`/templates/${expected[0]!.slug}$`));
      await page.getByRole("region", { name: "Related on this site" }).locator(`a[href="${entry.path}"]`).click();
      await expect(page).toHaveURL(new RegExp(`${entry.path}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(entry.term);
    });
  }

  test("a term that no template names has no templates section", async ({ page }) => {
    const unused = glossaryEntries.find((entry) => !templates.some((template) => template.relatedGlossaryTerms.includes(entry.slug)))!;
    await page.goto(unused.path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(unused.term);
    await expect(page.getByRole("region", { name: "Templates that use this term" })).toHaveCount(0);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("the term page is complete", async ({ page }) => {
      await page.goto("/glossary/velocity");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Velocity");
      await expect(page.getByRole("region", { name: "Learn it on this site" }).getByRole("link")).toHaveCount(1);
    });
  });
});
