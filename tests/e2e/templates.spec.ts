import { expect, test, type Page } from "../support/visitor";
import { formatLabels } from "../../components/templates/groups";
import { templates } from "../../content/templates";
import { parseCsv } from "../../lib/templates/csv";
import { downloadFiles } from "../../data/templates";
import { useTheme } from "../support/axe";
import { expectShown, headingsAt, LINKS, named, nameOf, serverDocument, textOf, theOne } from "../support/server-html";

/**
 * The templates library (docs/product.md, Templates): the index lists every template, each
 * page teaches and shows the template, every download is a real file with
 * the right headers, the sheets' CSVs start with their documented columns,
 * Copy copies (axe on every template route, both themes, is in routes.spec.ts).
 */

/**
 * The column names a template card's sheet miniature shows, and whether each is cut: a name is the column's own
 * text node (its example values follow in <small>s, cut at the cell's edge by design).
 */
function miniatureColumns(page: Page, slug: string) {
  return page.locator(`a[href="/templates/${slug}"] .tp i`).evaluateAll((cells) =>
    cells
      .filter((cell) => cell.getBoundingClientRect().width > 0)
      .map((cell) => {
        const name = cell.firstChild!;
        const range = document.createRange();
        range.selectNodeContents(name);
        const padding = parseFloat(getComputedStyle(cell).paddingLeft) + parseFloat(getComputedStyle(cell).paddingRight);
        return { name: name.textContent, cut: range.getBoundingClientRect().width > cell.clientWidth - padding + 0.5 };
      }),
  );
}

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

test("/templates lists every template with a link to its page (server HTML)", async ({ request }) => {
  const doc = await serverDocument(request, "/templates");
  expectShown(theOne(doc, headingsAt(1), "Product management templates"), "the h1");
  expect(templates.length).toBeGreaterThanOrEqual(12);
  for (const template of templates) {
    const links = doc.querySelectorAll(`main a[href="/templates/${template.slug}"]`);
    expect(links, template.slug).toHaveLength(1);
    expect(textOf(links[0])).toContain(template.name);
    // The formats are part of the card's name for screen readers, as a phrase: a label on a plain span would be ignored.
    const formats = template.formats.map((format) => formatLabels[format]).join(", ");
    expect(nameOf(links[0]!)).toMatch(new RegExp(`Formats: ${formats}\\.`));
  }
  expect(doc.querySelectorAll("main span[aria-label]")).toHaveLength(0);
  for (const group of ["Discover", "Decide", "Define", "Deliver", "Measure"]) {
    expectShown(theOne(doc, headingsAt(2), group), `the ${group} heading`);
  }
});

test("/templates: each card opens with a miniature of its own first page, filled in with its own example, hidden from screen readers (server HTML)", async ({ request }) => {
  const doc = await serverDocument(request, "/templates");
  for (const template of templates) {
    const link = doc.querySelector(`main a[href="/templates/${template.slug}"]`)!;
    const preview = link.querySelector(".tp");
    expect(preview, template.slug).not.toBeNull();
    expect(preview!.getAttribute("aria-hidden"), template.slug).toBe("true");
    // A heading or column name is the element's own text; the example's words under it are its <small>s.
    const lines = [...preview!.querySelectorAll("b, i")].map((element) => element.firstChild?.textContent?.trim());
    const examples = [...preview!.querySelectorAll("small")].map(textOf);
    expect(examples.length, template.slug).toBeGreaterThan(0);
    if (template.kind === "document") {
      expect(lines, template.slug).toEqual([template.name, ...template.sections.slice(0, 3).map((section) => section.heading)]);
      // Real words from the filled-in example (the start of its first paragraph, bullet, item or row), not grey bars.
      const example = JSON.stringify(template.sections.map((section) => section.example));
      for (const text of examples) expect(example, template.slug).toContain(text.replace(/…$/, "").split(" · ")[0]!.slice(0, 20));
    } else {
      expect(lines.length, template.slug).toBeGreaterThanOrEqual(2);
      for (const line of lines) expect(template.sheet.columns.map((column) => column.name), template.slug).toContain(line);
      const cells = template.sheet.exampleRows.flat().map(String);
      for (const text of examples) expect(cells.some((cell) => cell.startsWith(text.replace(/…$/, ""))), `${template.slug}: ${text}`).toBe(true);
    }
    // The card is still named once by the template: the miniature's copy of the title is not read out.
    expect(nameOf(link).split(template.name), template.slug).toHaveLength(2);
  }
});

test("/templates: every word a miniature sets fits its line, on a phone and in a three-card row (cut at a word with an ellipsis, never by an edge)", async ({ page }) => {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/templates");
    const cut = await page.locator(".tp small").evaluateAll((lines) =>
      lines.filter((line) => line.getBoundingClientRect().width > 0 && line.scrollWidth > line.clientWidth + 1).map((line) => line.textContent),
    );
    expect(cut, `${width} px`).toEqual([]);
  }
});

test("/templates: on a phone a sheet's miniature keeps its first and computed columns, their names whole", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/templates");
  const shown = await miniatureColumns(page, "rice-scoring-sheet");
  expect(shown).toEqual([
    { name: "Idea", cut: false },
    { name: "RICE score", cut: false },
  ]);
});

for (const template of templates) {
  test(`template page: ${template.name} has every section and its downloads (server HTML)`, async ({ request }) => {
    const doc = await serverDocument(request, `/templates/${template.slug}`);
    expectShown(theOne(doc, headingsAt(1), template.name), "the h1");
    const breadcrumb = theOne(doc, "nav", "Breadcrumb");
    expect(theOne(breadcrumb, LINKS, /Templates/i).getAttribute("href")).toBe("/templates");
    for (const heading of sectionHeadings) {
      expect(named(doc, headingsAt(), heading), heading).toHaveLength(1);
    }
    const files = downloadFiles().filter((file) => file.slug === template.slug);
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      expect(doc.querySelectorAll(`a[href="${file.path}"][download="${file.filename}"]`), file.path).toHaveLength(1);
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

// The templates made for the analytics, positioning and pricing guides: both downloads of each, with the documented columns and every example row.
for (const slug of ["tracking-plan", "positioning-canvas", "pricing-research-plan"] as const) {
  test(`${slug}: the page loads and its Markdown and CSV downloads hold the documented columns and every example row`, async ({ page, request }) => {
    const template = templates.find((t) => t.slug === slug);
    if (template?.kind !== "sheet") throw new Error(`${slug} is a sheet`);
    const response = await page.goto(`/templates/${slug}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: template.name })).toBeVisible();
    const names = template.sheet.columns.map((column) => column.name);

    const blank = await request.get(`/templates/${slug}/${slug}.csv`);
    expect(blank.headers()["content-type"]).toBe("text/csv; charset=utf-8");
    const blankRows = parseCsv(await blank.text());
    expect(blankRows[0]).toEqual(names);
    expect(blankRows.length).toBe(1 + (template.sheet.starterRows?.length ?? 0));

    const example = await request.get(`/templates/${slug}/${slug}-example.csv`);
    const exampleRows = parseCsv(await example.text());
    expect(exampleRows[0]).toEqual(names);
    expect(exampleRows.slice(1).map((row) => row[0])).toEqual(template.sheet.exampleRows.map((row) => String(row[0])));

    const markdown = await request.get(`/templates/${slug}/${slug}.md`);
    expect(markdown.headers()["content-type"]).toBe("text/markdown; charset=utf-8");
    const blankMarkdown = await markdown.text();
    expect(blankMarkdown).toMatch(new RegExp(`^# ${template.name.replace(/[()]/g, "\\$&")}`));
    expect(blankMarkdown).toContain(`| ${names.join(" | ")} |`);
    const exampleMarkdown = await (await request.get(`/templates/${slug}/${slug}-example.md`)).text();
    for (const row of template.sheet.exampleRows) expect(exampleMarkdown).toContain(`| ${String(row[0])} |`);
  });
}

test("pricing research plan: the Van Westendorp questions download as their own CSV, in order and word for word", async ({ request }) => {
  const response = await request.get("/templates/pricing-research-plan/pricing-research-plan-van-westendorp-questions.csv");
  expect(response.status()).toBe(200);
  const rows = parseCsv(await response.text());
  expect(rows[0]).toEqual(["Order", "Price point", "Question (ask it exactly like this)", "Curve it feeds"]);
  expect(rows.slice(1).map((row) => row[1])).toEqual(["Too cheap", "Bargain", "Getting expensive", "Too expensive"]);
  expect(rows[4]?.[2]).toBe("At what price would you consider the product to be so expensive that you would not consider buying it?");
});

test("the new templates lead their Related links with the guides and explainers they serve (server HTML)", async ({ request }) => {
  for (const [slug, hrefs] of [
    ["tracking-plan", ["/guides/product-analytics", "/frameworks/aarrr-pirate-metrics", "/frameworks/heart-framework"]],
    ["positioning-canvas", ["/guides/positioning-and-go-to-market"]],
    ["pricing-research-plan", ["/guides/pricing-and-packaging", "/frameworks/van-westendorp"]],
    ["experiment-plan", ["/guides/ab-testing"]],
  ] as const) {
    const doc = await serverDocument(request, `/templates/${slug}`);
    const related = doc.querySelector("section#related");
    expect(related, slug).not.toBeNull();
    const links = [...related!.querySelectorAll("a[href]")].map((link) => link.getAttribute("href"));
    expect(links.slice(0, hrefs.length), slug).toEqual([...hrefs]);
  }
});

test("/templates: on a phone and in a row of three cards every sheet's miniature shows its column names whole", async ({ page }) => {
  const sheets = templates.filter((template) => template.kind === "sheet").map((template) => template.slug);
  expect(sheets.length).toBeGreaterThanOrEqual(6);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto("/templates");
    for (const slug of sheets) {
      const shown = await miniatureColumns(page, slug);
      expect(shown.length, `${slug} at ${width} px`).toBeGreaterThanOrEqual(2);
      for (const cell of shown) expect(cell.cut, `${slug} at ${width} px: ${cell.name}`).toBe(false);
    }
  }
});

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
  test(`/frameworks/${framework} links to its template, and the template links back (server HTML)`, async ({ request }) => {
    const explainer = await serverDocument(request, `/frameworks/${framework}`);
    const section = explainer.querySelector("section#templates");
    expectShown(theOne(section!, headingsAt(), "Templates to put it to work"), "the templates heading");
    expect(section!.querySelectorAll(`a[href="/templates/${template}"]`).length).toBeGreaterThan(0);
    const page = await serverDocument(request, `/templates/${template}`);
    expectShown(page.querySelector(`main a[href="/frameworks/${framework}"]`), `the link back to /frameworks/${framework}`);
  });
}

test("a download's size stays on one line on a phone (it once broke as '2.2 K' and 'B')", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/templates/customer-interview-guide");
  const sizes = page.locator(".template-downloads li span.whitespace-nowrap");
  expect(await sizes.count()).toBeGreaterThan(0);
  for (const size of await sizes.all()) {
    await expect(size).toHaveText(/^· \d+(\.\d)?\u00a0(KB|bytes)$/);
    // One box per text run; runs on one line share a top.
    const lines = await size.evaluate((el) => new Set([...el.getClientRects()].map((r) => Math.round(r.top))).size);
    expect(lines, (await size.textContent()) ?? "").toBe(1);
  }
});

test("the RICE sheet's eight-column example is a table across the page's full width at 1,280 px, every column in view, and cards on a phone", async ({ page }) => {
  const rice = templates.find((template) => template.slug === "rice-scoring-sheet")!;
  if (rice.kind !== "sheet") throw new Error("a sheet");
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/templates/rice-scoring-sheet");
  const table = page.getByRole("table", { name: /the example rows/ });
  const read = () =>
    table.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const scroller = element.closest(".data-table")!.querySelector("[tabindex], .overflow-x-auto") as HTMLElement | null;
      const heads = [...element.querySelectorAll("th")];
      return {
        width: box.width,
        stacked: getComputedStyle(element).display !== "table",
        scrolls: scroller ? scroller.scrollWidth > scroller.clientWidth + 1 : false,
        headsInView: heads.every((th) => th.getBoundingClientRect().right <= box.right + 1 && th.getBoundingClientRect().width > 0),
        heads: heads.map((th) => th.textContent?.trim()),
      };
    });
  const wide = await read();
  expect(wide.stacked).toBe(false);
  expect(wide.scrolls).toBe(false);
  expect(wide.heads).toEqual(rice.sheet.columns.map((column) => column.name));
  expect(wide.headsInView).toBe(true);
  // Wider than the reading column (48 rem) it would otherwise sit in.
  expect(wide.width).toBeGreaterThan(48 * 16);
  await page.setViewportSize({ width: 390, height: 844 });
  expect((await read()).stacked).toBe(true);
  // In a phone's card a short field sits on one line beside its name ("Impact  1"); a long one keeps the card's width under it.
  const card = table.locator("tr").nth(1);
  const field = (name: string) =>
    card.locator("td").filter({ has: page.locator(".stack-label", { hasText: new RegExp(`^${name}$`) }) }).evaluate((td) => {
      const label = td.querySelector(".stack-label")!.getBoundingClientRect();
      const rest = [...td.childNodes].filter((node) => node !== td.querySelector(".stack-label"));
      const range = document.createRange();
      range.setStartBefore(rest[0]!);
      range.setEndAfter(rest[rest.length - 1]!);
      const value = range.getBoundingClientRect();
      return { sameLine: Math.abs(value.top - label.top) < label.height, valueLeft: value.left, labelLeft: label.left };
    });
  const impact = await field("Impact");
  expect(impact.sameLine).toBe(true);
  expect(impact.valueLeft).toBeGreaterThan(impact.labelLeft + 60);
  const notes = await field("Notes");
  expect(notes.sameLine).toBe(false);
  expect(notes.valueLeft).toBeCloseTo(notes.labelLeft, 0);
});

test("the RICE sheet's column list names each column by letter, gives a formula only where a column is computed, and is read beside the contents rail", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/templates/rice-scoring-sheet");
  const columns = page.getByRole("list", { name: /the columns, in spreadsheet order/ });
  const items = columns.getByRole("listitem");
  await expect(items).toHaveCount(8);
  await expect(items.first()).toContainText("Column A: Idea");
  // One formula, on the computed column; no row says "Formula: –" for a value you type in.
  await expect(columns.getByText("Spreadsheet formula:")).toHaveCount(1);
  await expect(items.filter({ hasText: "Spreadsheet formula:" })).toContainText("RICE score");
  await expect(columns).not.toContainText("–");
  // In the reading column, the contents rail following beside it (the list had run full width with an empty rail area around it).
  await columns.scrollIntoViewIfNeeded();
  await page.evaluate(() => scrollBy(0, 200));
  const [list, rail] = await Promise.all([columns.boundingBox(), page.getByRole("navigation", { name: "On this page" }).boundingBox()]);
  expect(rail!.x).toBeGreaterThanOrEqual(list!.x + list!.width);
  expect(rail!.y).toBeGreaterThanOrEqual(0);
  expect(rail!.y).toBeLessThan(900);
  // Each column's description keeps to a few lines beside its name.
  const descriptionLines = await items.evaluateAll((rows) =>
    rows.map((row) => {
      const text = row.querySelector(":scope > div:last-child > p")!;
      return Math.round(text.getBoundingClientRect().height / parseFloat(getComputedStyle(text).lineHeight));
    }),
  );
  for (const lines of descriptionLines) expect(lines).toBeLessThanOrEqual(3);
});

test("the RICE sheet's wide example runs the full width under the contents rail, and the downloads follow the prose after it in a second rail", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/templates/rice-scoring-sheet");
  // The contents rail stops above the full-width band: in the band's middle nothing is drawn over it.
  await page.evaluate(() => {
    const band = document.querySelector("[data-wide-band]")!.getBoundingClientRect();
    scrollTo(0, band.top + scrollY + band.height / 2 - innerHeight / 2);
  });
  const [rail, band] = await Promise.all([page.getByRole("navigation", { name: "On this page" }).boundingBox(), page.locator("[data-wide-band]").boundingBox()]);
  expect(rail!.y + rail!.height).toBeLessThanOrEqual(band!.y + 1);
  expect(band!.width).toBeGreaterThan(60 * 16);
  // Its headers take at most two lines: "Effort (person-months)" had three over a column of small numbers.
  const table = page.getByRole("table", { name: /the example rows/ });
  for (const header of await table.getByRole("columnheader").all()) {
    const lines = await header.evaluate((th) => {
      const range = document.createRange();
      range.selectNodeContents(th);
      return new Set([...range.getClientRects()].map((line) => Math.round(line.top))).size;
    });
    expect(lines, await header.innerText()).toBeLessThanOrEqual(2);
  }
  // After the band, the common mistakes with the downloads beside them, which follow the reader down the related links.
  const mistakes = page.locator("#mistakes");
  const downloads = page.locator("#downloads");
  await mistakes.scrollIntoViewIfNeeded();
  const [text, box] = [(await mistakes.boundingBox())!, (await downloads.boundingBox())!];
  expect(box.x).toBeGreaterThanOrEqual(text.x + text.width);
  expect(Math.abs(box.y - text.y)).toBeLessThanOrEqual(2);
  await page.locator("#related").evaluate((related) => related.scrollIntoView({ block: "end" }));
  const stuck = (await downloads.boundingBox())!;
  expect(stuck.y).toBeGreaterThanOrEqual(0);
  expect(stuck.y + 40).toBeLessThan(900);
  // On a phone, in reading order: the mistakes, the downloads, the related links.
  await page.setViewportSize({ width: 390, height: 844 });
  const [m, d, r] = await Promise.all([mistakes.boundingBox(), downloads.boundingBox(), page.locator("#related").boundingBox()]);
  expect(d!.y).toBeGreaterThan(m!.y + m!.height);
  expect(r!.y).toBeGreaterThan(d!.y + d!.height);
});

test("a template's page opens with its first page beside the title, at its right, as its card shows it, on wide screens only (decorative)", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/templates/customer-interview-guide");
  const preview = page.locator("main header .tp");
  await expect(preview).toBeVisible();
  await expect(preview).toHaveAttribute("aria-hidden", "true");
  await expect(preview).toContainText("Customer interview guide");
  const title = (await page.locator("main h1").boundingBox())!;
  const picture = (await preview.boundingBox())!;
  expect(picture.x, "beside the title, to its right").toBeGreaterThanOrEqual(title.x + title.width);
  // The title keeps the page's left edge, the one the breadcrumb and the body share.
  const crumb = (await page.getByRole("navigation", { name: "Breadcrumb" }).boundingBox())!;
  expect(Math.abs(title.x - crumb.x)).toBeLessThanOrEqual(1);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(preview).toBeHidden();
});

test("a blank column to fill in (the interview guide's Notes) takes most of its table's width", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/templates/customer-interview-guide");
  const table = page.getByRole("table", { name: "Notes sheet: table to fill" });
  const [field, notes] = await Promise.all([table.getByRole("columnheader", { name: "Field" }).boundingBox(), table.getByRole("columnheader", { name: "Notes" }).boundingBox()]);
  expect(notes!.width).toBeGreaterThan(field!.width);
});

test("a document's template and its filled-in example sit side by side on a wide screen, each section's two cards level at top and bottom; on a phone each blank card is followed by its filled-in twin", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/templates/customer-interview-guide");
  const blank = page.locator("[data-blank-section]");
  const filled = page.locator("[data-filled-section]");
  const count = await blank.count();
  expect(count).toBeGreaterThan(3);
  await expect(filled).toHaveCount(count);
  for (let index = 0; index < count; index++) {
    const [left, right] = [(await blank.nth(index).boundingBox())!, (await filled.nth(index).boundingBox())!];
    expect(right.x, `section ${index + 1}: beside`).toBeGreaterThan(left.x + left.width);
    expect(Math.abs(right.y - left.y), `section ${index + 1}: level`).toBeLessThanOrEqual(1);
    // One row a pair: no staggered gaps between the pairs.
    expect(Math.abs(right.height - left.height), `section ${index + 1}: same height`).toBeLessThanOrEqual(1);
  }
  // The two columns' headings start level too, each over its own column.
  const [templateHeading, exampleHeading] = [(await page.locator("#template-heading").boundingBox())!, (await page.locator("#example-heading").boundingBox())!];
  expect(Math.abs(templateHeading.y - exampleHeading.y)).toBeLessThanOrEqual(1);
  // The column's heading says it; the card's own label is for screen readers only here.
  expect((await filled.first().getByText("Filled in").boundingBox())!.width).toBeLessThanOrEqual(1);
  await page.setViewportSize({ width: 390, height: 844 });
  for (let index = 0; index < count; index++) {
    const [top, under] = [(await blank.nth(index).boundingBox())!, (await filled.nth(index).boundingBox())!];
    expect(under.y, `section ${index + 1}: the example under its blank card`).toBeGreaterThan(top.y + top.height);
    expect(under.y - (top.y + top.height), `section ${index + 1}: directly under`).toBeLessThan(24);
  }
  expect((await filled.first().getByText("Filled in").boundingBox())!.width).toBeGreaterThan(20);
});

test("/templates opens with a jump to each group, with its count (server HTML)", async ({ request }) => {
  const doc = await serverDocument(request, "/templates");
  const nav = doc.querySelector('nav[aria-label="Template groups"]')!;
  const links = [...nav.querySelectorAll("a")];
  expect(links.length).toBeGreaterThanOrEqual(4);
  let total = 0;
  for (const link of links) {
    const target = doc.getElementById(link.getAttribute("href")!.slice(1));
    expect(target, link.getAttribute("href")!).not.toBeNull();
    const count = Number(textOf(link).match(/(\d+)$/)?.[1]);
    expect(target!.querySelectorAll("ul > li").length, textOf(link)).toBe(count);
    total += count;
  }
  expect(total).toBe(templates.length);
});
