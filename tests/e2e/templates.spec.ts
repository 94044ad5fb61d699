import { expect, test } from "@playwright/test";
import { formatLabels } from "../../components/templates/groups";
import { templates } from "../../content/templates";
import { parseCsv } from "../../lib/templates/csv";
import { downloadFiles } from "../../lib/templates/downloads";
import { useTheme } from "../support/axe";

/**
 * The templates library (issue 19): the index lists every template, each
 * page teaches and shows the template, every download is a real file with
 * the right headers, the sheets' CSVs start with their documented columns,
 * Copy copies (axe on every template route, both themes, is in a11y.spec.ts).
 */

const sectionHeadings = [
  "What it is for",
  "When to use it",
  "When not to use it",
  "How to fill it in",
  "The template",
  "Filled-in example",
  "Common mistakes",
  "Downloads",
  "Related on this site",
];

test("/templates lists every template with a link to its page", async ({ page }) => {
  await page.goto("/templates");
  await expect(page.getByRole("heading", { level: 1, name: "Product management templates" })).toBeVisible();
  expect(templates.length).toBeGreaterThanOrEqual(12);
  for (const template of templates) {
    const link = page.locator(`main a[href="/templates/${template.slug}"]`);
    await expect(link).toHaveCount(1);
    await expect(link).toContainText(template.name);
    // The formats are part of the card's name for screen readers, as a phrase: a label on a plain span would be ignored.
    const formats = template.formats.map((format) => formatLabels[format]).join(", ");
    await expect(link).toHaveAccessibleName(new RegExp(`Formats: ${formats}\\.`));
  }
  await expect(page.locator("main span[aria-label]")).toHaveCount(0);
  for (const group of ["Discover", "Decide", "Define", "Deliver", "Measure"]) {
    await expect(page.getByRole("heading", { level: 2, name: group, exact: true })).toBeVisible();
  }
});

for (const template of templates) {
  test(`template page: ${template.name} has every section and its downloads`, async ({ page }) => {
    await page.goto(`/templates/${template.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: template.name })).toBeVisible();
    const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(breadcrumb.getByRole("link", { name: "Templates" })).toHaveAttribute("href", "/templates");
    for (const heading of sectionHeadings) {
      await expect(page.getByRole("heading", { name: heading, exact: true })).toHaveCount(1);
    }
    const files = downloadFiles().filter((file) => file.slug === template.slug);
    for (const file of files) {
      await expect(page.locator(`a[href="${file.path}"][download="${file.filename}"]`)).toHaveCount(1);
    }
  });
}

test("every download answers 200 with its content type and an attachment filename", async ({ request }) => {
  const files = downloadFiles();
  expect(files.length).toBeGreaterThanOrEqual(templates.length * 2);
  for (const file of files) {
    const response = await request.get(file.path);
    expect(response.status(), file.path).toBe(200);
    expect(response.headers()["content-type"], file.path).toBe(file.contentType);
    expect(response.headers()["content-disposition"], file.path).toBe(`attachment; filename="${file.filename}"`);
    expect(await response.text(), file.path).toBe(file.body);
  }
});

test("an unknown download is a 404", async ({ request }) => {
  expect((await request.get("/templates/rice-scoring-sheet/no-such-file.csv")).status()).toBe(404);
});

const documentedHeaders: Record<string, string[]> = {
  "/templates/rice-scoring-sheet/rice-scoring-sheet.csv": [
    "Idea",
    "Reach per quarter",
    "Reach source",
    "Impact",
    "Confidence %",
    "Effort (person-months)",
    "RICE score",
    "Notes",
  ],
  "/templates/opportunity-scoring-sheet/opportunity-scoring-sheet.csv": [
    "Desired outcome",
    "Segment",
    "Respondents",
    "Importance",
    "Satisfaction",
    "Gap",
    "Opportunity score",
    "Reading",
  ],
  "/templates/kano-survey/kano-survey.csv": [
    "Feature",
    "Functional question",
    "Dysfunctional question",
    "D",
    "P",
    "B",
    "I",
    "R",
    "Q",
    "Respondents",
    "Category",
    "Better",
    "Worse",
  ],
};

for (const [path, headers] of Object.entries(documentedHeaders)) {
  test(`${path} starts with the documented header row`, async ({ request }) => {
    const blank = await request.get(path);
    expect(blank.status()).toBe(200);
    expect(parseCsv(await blank.text())[0]).toEqual(headers);
    const example = await request.get(path.replace(/\.csv$/, "-example.csv"));
    const rows = parseCsv(await example.text());
    expect(rows[0]).toEqual(headers);
    expect(rows.length).toBeGreaterThan(2);
  });
}

test("Copy puts the Markdown template on the clipboard and says so", async ({ page, context, baseURL }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
  await page.goto("/templates/one-page-product-brief");
  await page.getByRole("button", { name: "Copy the Markdown template" }).click();
  await expect(page.locator("[aria-live]").filter({ hasText: /^Copied$/ })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  const expected = downloadFiles().find((file) => file.path === "/templates/one-page-product-brief/one-page-product-brief.md")!;
  expect(copied).toBe(expected.body);
});

test("Print / Save as PDF gives the document alone, in black on white, from the top of the page", async ({ page }) => {
  await useTheme(page, "dark");
  await page.goto("/templates/business-model-canvas");
  await page.emulateMedia({ media: "print" });
  // The site chrome, the contents and the downloads are gone; the template and its example stay.
  await expect(page.locator("header").first()).toBeHidden();
  await expect(page.getByRole("contentinfo")).toBeHidden();
  await expect(page.getByRole("navigation", { name: "On this page" })).toBeHidden();
  // The rail around the contents goes too, so it leaves no gap above the document.
  expect(await page.locator(".article-rail").evaluate((rail) => getComputedStyle(rail).display)).toBe("none");
  await expect(page.getByRole("heading", { level: 2, name: "Downloads" })).toBeHidden();
  await expect(page.getByRole("heading", { level: 2, name: "Related on this site" })).toBeHidden();
  await expect(page.getByRole("heading", { level: 2, name: "The template" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Filled-in example" })).toBeVisible();
  const look = await page.evaluate(() => {
    const h1 = document.querySelector("h1")!;
    return {
      main: getComputedStyle(document.querySelector("main")!).paddingTop,
      body: getComputedStyle(document.body).backgroundColor,
      h1: getComputedStyle(h1).color,
      top: h1.getBoundingClientRect().top,
    };
  });
  expect(look.main).toBe("0px");
  expect(look.body).toBe("rgb(255, 255, 255)");
  expect(look.h1).toBe("rgb(0, 0, 0)");
  expect(look.top).toBeLessThan(120);
  const pdf = await page.pdf({ format: "A4" });
  expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
});

// Linked both ways: the explainer leads to the template built for it, which links back.
for (const [framework, template] of [
  ["rice-scoring", "rice-scoring-sheet"],
  ["opportunity-scoring", "opportunity-scoring-sheet"],
  ["opportunity-solution-tree", "opportunity-solution-tree-worksheet"],
  ["north-star-metric", "north-star-metric-worksheet"],
  ["kano-model", "kano-survey"],
  ["business-model-canvas", "business-model-canvas"],
] as const) {
  test(`/frameworks/${framework} links to its template, and the template links back`, async ({ page }) => {
    await page.goto(`/frameworks/${framework}`);
    const section = page.locator("section#templates");
    await expect(section.getByRole("heading", { name: "Templates to put it to work" })).toBeVisible();
    await section.locator(`a[href="/templates/${template}"]`).click();
    await expect(page).toHaveURL(new RegExp(`/templates/${template}$`));
    await expect(page.locator(`main a[href="/frameworks/${framework}"]`).first()).toBeVisible();
  });
}
