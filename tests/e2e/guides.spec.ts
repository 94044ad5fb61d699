import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "../support/visitor";
import { guidePages } from "../../content/guides";
import { verdictOf } from "../../lib/calculators/ab-test";
import { planTest, readTest } from "../../lib/stats/ab-test";
import { openHydrated } from "../support/hydration";
import { headingsAt, LINKS, serverDocument, textOf, theOne } from "../support/server-html";

const [first, second] = guidePages;

/** The progress slots swap in after hydration; a click before that lands on the placeholder. */
async function markButton(page: Page) {
  const button = page.getByRole("button", { name: "Mark as read", exact: true });
  await expect(button).toHaveAttribute("data-progress-ready", "true");
  return button;
}

test.describe("/guides", () => {
  test("has its heading, a one-paragraph intro and every guide as a card linking to it (server HTML)", async ({ request }) => {
    const doc = await serverDocument(request, "/guides");
    const main = doc.querySelector("main")!;
    expect(textOf(theOne(main, headingsAt(1), "Product Management Guides"))).toBe("Product Management Guides");
    expect(textOf(main.querySelector("header p:not([class*='uppercase'])")!)).toMatch(/^Long-form guides to the work a product manager does/);
    const cards = [...main.querySelectorAll("ul.grid > li > a[href^='/guides/']")];
    expect(cards.map((card) => card.getAttribute("href"))).toEqual(guidePages.map((page) => `/guides/${page.slug}`));
    for (const [index, card] of cards.entries()) expect(textOf(card)).toContain(guidePages[index]!.title);
    expect(theOne(main, LINKS, "Browse the frameworks").getAttribute("href")).toBe("/frameworks");
  });

  test("a card opens its guide, and the frameworks, the footer and the home page lead to /guides", async ({ page, request }) => {
    await page.goto("/guides");
    await page.getByRole("link", { name: new RegExp(first!.title.replace(/[()]/g, "\\$&")) }).click();
    await expect(page).toHaveURL(`/guides/${first!.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(first!.title);

    const frameworks = await serverDocument(request, "/frameworks");
    expect(theOne(frameworks.querySelector("main")!, LINKS, "guides").getAttribute("href")).toBe("/guides");
    const more = theOne(frameworks.querySelector("footer")!, "nav", "More to explore");
    expect(theOne(more, LINKS, "Guides").getAttribute("href")).toBe("/guides");
    const home = await serverDocument(request, "/");
    const section = home.querySelector("section[aria-labelledby='guides-heading']")!;
    expect(textOf(section.querySelector("h2")!)).toBe("In-depth guides");
    expect(theOne(section, LINKS, `Browse all ${guidePages.length} guides`).getAttribute("href")).toBe("/guides");
  });
});

test.describe("a guide page", () => {
  test("opens with its heading, intro and diagram, then its sections, sources, related links and pager (server HTML)", async ({ request }) => {
    const doc = await serverDocument(request, `/guides/${first!.slug}`);
    const article = doc.querySelector("main article")!;
    expect(doc.querySelectorAll(headingsAt(1))).toHaveLength(1);
    expect(textOf(article.querySelector("h1")!)).toBe(first!.title);
    expect(textOf(article.querySelector("[data-guide-intro]")!)).toContain(first!.introText.slice(0, 80));
    expect(article.querySelector("header ~ div svg[role='img'], svg[role='img']")).not.toBeNull();
    const h2s = [...article.querySelectorAll("h2")].map(textOf);
    expect(h2s.slice(0, first!.sections.length)).toEqual(first!.sections.map((section) => section.title));
    expect(h2s).toContain("Sources and further reading");
    expect(h2s).toContain("Related on this site");
    const pager = theOne(doc.querySelector("main")!, "nav", "Previous and next in Guides");
    expect(pager.querySelector(`a[rel='next']`)?.getAttribute("href")).toBe(`/guides/${second!.slug}`);
    const crumbs = theOne(doc.querySelector("main")!, "nav", "Breadcrumb");
    expect(theOne(crumbs, LINKS, "Guides").getAttribute("href")).toBe("/guides");
  });

  test("Mark as read shows on /progress, on the guide's card and in the counts", async ({ page }) => {
    await page.goto(`/guides/${second!.slug}`);
    const button = await markButton(page);
    await expect(button).toHaveAttribute("aria-pressed", "false");
    await button.click();
    await expect(button).toHaveAttribute("aria-pressed", "true");

    await page.goto("/progress");
    const group = page.getByRole("region", { name: "Guides" });
    await expect(group.getByText(`1 of ${guidePages.length} read`)).toBeVisible();
    const item = group.locator(`[data-progress-item="/guides/${second!.slug}"]`);
    await expect(item).toHaveAttribute("data-read", "true");
    await expect(item.getByRole("link", { name: `${second!.title} (read)` })).toHaveAttribute("href", `/guides/${second!.slug}`);
    await expect(page.locator(`[data-progress-item="/guides/${first!.slug}"]`)).toHaveAttribute("data-read", "false");

    await page.goto("/guides");
    await expect(page.getByText(`1 of ${guidePages.length} read`)).toBeVisible();
    await expect(page.locator(`a[href="/guides/${second!.slug}"] [data-progress-check="read"]`)).toBeVisible();
    await expect(page.locator(`a[href="/guides/${first!.slug}"] [data-progress-check="read"]`)).toHaveCount(0);
  });

  test("the Product Mastery topic a guide names links to it", async ({ request }) => {
    const doc = await serverDocument(request, "/product-mastery/vision-and-leadership");
    const topic = doc.querySelector("section#roadmapping")!;
    const link = topic.querySelector("a[href='/guides/roadmaps']");
    expect(link && textOf(link)).toContain("Roadmaps: formats and how to communicate them");
  });

  test("search finds a guide under its own type filter", async ({ page }) => {
    await page.goto("/search?q=writing+a+prd");
    const filter = page.getByRole("navigation", { name: "Filter results by type" });
    await filter.getByRole("link", { name: /^Guides \d+$/ }).click();
    await expect(page).toHaveURL(/type=guides/);
    const results = page.getByRole("list", { name: "Results for writing a prd" });
    await expect(results.getByRole("link").first()).toHaveAttribute("href", "/guides/writing-a-prd");
    for (const kind of await results.locator("li > p:first-child").allTextContents()) expect(kind).toBe("Guides");
  });
});

test.describe("/guides/ab-testing: the A/B test calculator", () => {
  test("follows the guide across the page's full width, its inputs beside their results, and is linked from the contents", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/guides/ab-testing");
    const tool = page.locator("#try-it");
    const plan = tool.getByRole("region", { name: "Plan a test" });
    await expect(plan).toBeVisible();
    const [toolBox, bodyBox] = [await tool.boundingBox(), await page.locator("main section").first().boundingBox()];
    // Wider than the reading column: across the rail's column too (in the column its results followed the inputs).
    expect(toolBox!.width).toBeGreaterThan(bodyBox!.width + 200);
    // The plan's results stand beside its inputs, not under them.
    const [baseline, users] = [await plan.getByLabel("Baseline conversion (%)").boundingBox(), await plan.getByText("Users per group").boundingBox()];
    expect(users!.x).toBeGreaterThan(baseline!.x + baseline!.width);
    expect(Math.abs(users!.y - baseline!.y)).toBeLessThan(120);
    await expect(page.getByRole("navigation", { name: "On this page" }).getByRole("link", { name: /calculator/i }).first()).toHaveAttribute("href", "#try-it");
  });

  test("on a laptop screen all sixteen contents entries and the next steps under them fit the window, with nothing scrolled inside the rail", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/guides/ab-testing");
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight * 0.35));
    // The first rail's (a second, after the tool, carries the contents on beside the end matter).
    const cards = page.locator("[data-rail-steps]").first().locator("a");
    await expect(cards).toHaveCount(2);
    for (const box of await cards.evaluateAll((links) => links.map((link) => link.getBoundingClientRect().toJSON() as DOMRect))) {
      expect(box.top).toBeGreaterThanOrEqual(64);
      expect(box.bottom).toBeLessThanOrEqual(800);
    }
    // The reviewer found entries 14 to 16 (the calculator among them) hidden behind a scroll inside the rail.
    const nav = page.getByRole("navigation", { name: "On this page" });
    const list = nav.locator("details");
    expect(await list.evaluate((details) => details.scrollHeight <= details.clientHeight + 1)).toBe(true);
    const links = nav.getByRole("link");
    await expect(links).toHaveCount(16);
    for (const box of await links.evaluateAll((all) => all.map((link) => link.getBoundingClientRect().toJSON() as DOMRect))) expect(box.bottom).toBeLessThanOrEqual(800);
    // Still at least 12 px.
    expect(await links.first().evaluate((link) => parseFloat(getComputedStyle(link).fontSize))).toBeGreaterThanOrEqual(12);
  });

  test("on a phone, once reading has begun, a bar under the header names the section being read and leads back to the contents", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/guides/ab-testing");
    const bar = page.locator("[data-section-bar]");
    // At the top of the page the contents are on screen: no bar.
    await expect(bar).toBeHidden();
    await page.locator("#peeking").evaluate((section) => window.scrollTo(0, section.getBoundingClientRect().top + window.scrollY - 100));
    await expect(bar).toBeVisible();
    const shown = bar.locator("[data-bar-section]").filter({ visible: true });
    await expect(shown).toHaveCount(1);
    await expect(shown).toContainText("Why peeking inflates false positives");
    // Under the fixed header, not over it.
    const box = (await bar.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(63);
    expect(box.height).toBeGreaterThanOrEqual(44);
    await expect(bar).toHaveAccessibleName("Contents");
    await bar.click();
    await expect(page.getByRole("navigation", { name: "On this page" })).toBeInViewport();
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(bar).toBeHidden();
  });

  test("plans a test from typed rates, keeps the inputs in the address, and a reload shows the same plan", async ({ page }) => {
    await page.goto("/guides/ab-testing");
    const plan = page.getByRole("region", { name: "Plan a test" });
    // The worked example the guide works out in its text: 30% baseline, +2 points.
    await expect(plan.getByText("8,394", { exact: true })).toBeVisible();
    const baseline = plan.getByLabel("Baseline conversion (%)");
    await baseline.fill("3");
    const effect = plan.getByLabel("Minimum detectable effect");
    await effect.fill("1");
    // 3% to 4%: users per group as lib/stats computes them.
    const users = planTest({ baseline: 0.03, effect: 0.01, mode: "absolute" }).usersPerArm.toLocaleString("en-US");
    const shown = plan.getByText("Users per group").locator("xpath=following-sibling::*[1]");
    await expect(shown).toHaveText(users);
    await expect(page).toHaveURL(/[?&]baseline=3(&|$)/);
    await page.reload();
    await expect(plan.getByLabel("Baseline conversion (%)")).toHaveValue("3");
    await expect(shown).toHaveText(users);
  });

  test("reading a finished test: typed counts give lib/stats' verdict, and the link keeps them", async ({ page }) => {
    await openHydrated(page, "/guides/ab-testing", { selector: "main button" });
    const read = page.getByRole("region", { name: "Read a finished test" });
    await read.getByLabel("Control visitors").fill("10000");
    await read.getByLabel("Control conversions").fill("1000");
    await read.getByLabel("Variant visitors").fill("10000");
    await read.getByLabel("Variant conversions").fill("1100");
    const verdict = verdictOf(readTest({ users: 10_000, conversions: 1_000 }, { users: 10_000, conversions: 1_100 }, 0.05));
    await expect(read.getByText(verdict, { exact: true })).toBeVisible();
    expect(verdict).toContain("statistically significant at the 5% level");
    await expect(page).toHaveURL(/[?&]convB=1100(&|$)/);
    await page.reload();
    await expect(read.getByText(verdict, { exact: true })).toBeVisible();
  });

  test("an exported CSV imports back to the same inputs; a bad line is named and the inputs kept", async ({ page }) => {
    await openHydrated(page, "/guides/ab-testing", { selector: "main button" });
    const tool = page.locator("#try-it");
    const plan = page.getByRole("region", { name: "Plan a test" });
    await plan.getByLabel("Baseline conversion (%)").fill("12");
    const exported = async () => {
      const [download] = await Promise.all([page.waitForEvent("download"), tool.getByRole("button", { name: "Export CSV" }).click()]);
      expect(download.suggestedFilename()).toBe("ab-test.csv");
      return (await readFile((await download.path())!, "utf8")).replace(/^\uFEFF/, "");
    };
    const csv = await exported();
    const lines = csv.trimEnd().split("\r\n");
    expect(lines[0]).toBe("Input,Value");
    expect(lines).toContain("Baseline conversion (%),12");
    // Change the form, then import the export: every input comes back.
    await plan.getByLabel("Baseline conversion (%)").fill("40");
    const input = tool.getByLabel("Import CSV");
    await input.setInputFiles({ name: "ab-test.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
    await expect(page.getByText("Imported the inputs from ab-test.csv.")).toBeVisible();
    await expect(plan.getByLabel("Baseline conversion (%)")).toHaveValue("12");
    expect(await exported()).toBe(csv);

    const bad = csv.replace("Power (%),80", "Power (%),120");
    const badLine = bad.split("\r\n").findIndex((line) => line.startsWith("Power (%)")) + 1;
    await input.setInputFiles({ name: "bad.csv", mimeType: "text/csv", buffer: Buffer.from(bad) });
    await expect(
      page.getByRole("alert").filter({ hasText: `Could not import the file. Line ${badLine}: The power must be from 50% to 99% (80% is usual). Your set of inputs was not changed.` }),
    ).toBeVisible();
    await expect(plan.getByLabel("Baseline conversion (%)")).toHaveValue("12");
  });
});
