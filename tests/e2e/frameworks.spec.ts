import { expect, test, type Page } from "@playwright/test";
import { publicRoutes } from "../../lib/routes";

const explainers = publicRoutes.filter((route) => route.path.startsWith("/frameworks/"));
const accordionSlugs = ["kaizen", "double-diamond", "lean-startup", "business-model-canvas", "north-star-metric", "rice-scoring", "opportunity-scoring"];
const staticSlugs = ["dual-track-agile", "kano-model", "opportunity-solution-tree"];

/**
 * Client leaves respond only after hydration. React marks each hydrated DOM
 * node with a fiber key; wait until the interactive element has one.
 */
async function hydrated(page: Page, selector = "main button") {
  await page.waitForFunction((sel) => {
    const el = document.querySelector(sel);
    return el !== null && Object.keys(el).some((key) => key.startsWith("__reactFiber"));
  }, selector);
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page);
}

const triggers = (page: Page) => page.locator("h2 > button[aria-expanded]");

test.describe("/frameworks index", () => {
  test("has the four sections in order, each with its anchor id", async ({ page }) => {
    await page.goto("/frameworks");
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    const ids = await page.locator("main section[id]").evaluateAll((sections) => sections.map((s) => s.id));
    expect(ids).toEqual(["strategy", "discovery", "prioritization", "delivery"]);
    for (const name of ["Strategy", "Discovery", "Prioritization", "Delivery"]) {
      await expect(page.locator(`section#${name.toLowerCase()}`).getByRole("heading", { level: 2, name })).toBeVisible();
    }
  });

  test("links every framework page, and every one answers 200", async ({ page, request }) => {
    await page.goto("/frameworks");
    for (const route of explainers) {
      await expect(page.locator(`main a[href="${route.path}"]`)).toHaveCount(1);
      const response = await request.get(route.path);
      expect(response.status(), route.path).toBe(200);
    }
  });
});

test.describe("framework pages", () => {
  for (const route of explainers) {
    test(`${route.name}: one h1, illustration, contents, related links and the way back`, async ({ page }) => {
      await page.goto(route.path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      const image = page.locator("main img").first();
      await expect(image).toHaveAttribute("alt", /.{20,}/);
      await expect(page.getByRole("navigation", { name: "On this page" })).toBeVisible();
      await expect(page.getByRole("heading", { level: 2, name: "Related frameworks and pages" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Back to Frameworks" })).toHaveAttribute("href", "/frameworks");
    });
  }

  for (const slug of accordionSlugs) {
    test(`${slug}: accordion keeps one item open and the open one can be closed`, async ({ page }) => {
      await open(page, `/frameworks/${slug}`);
      const [first, second] = [triggers(page).nth(0), triggers(page).nth(1)];
      expect(await triggers(page).count()).toBeGreaterThanOrEqual(4);
      await expect(first).toHaveAttribute("aria-expanded", "true");
      await second.click();
      await expect(second).toHaveAttribute("aria-expanded", "true");
      await expect(first).toHaveAttribute("aria-expanded", "false");
      await expect(page.locator(`#${await first.getAttribute("aria-controls")}`)).toBeHidden();
      await expect(page.locator("[data-state=open][role=region]")).toHaveCount(1);
      await second.click();
      await expect(second).toHaveAttribute("aria-expanded", "false");
      await expect(triggers(page).and(page.locator("[aria-expanded=true]"))).toHaveCount(0);
    });
  }

  test("a contents link opens the accordion item it points to", async ({ page }) => {
    await open(page, "/frameworks/rice-scoring");
    await page.getByRole("navigation", { name: "On this page" }).getByRole("link", { name: "Common pitfalls" }).click();
    await expect(page.getByRole("button", { name: "Common pitfalls" })).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByText("Mixing time periods", { exact: false })).toBeVisible();
  });

  for (const slug of staticSlugs) {
    test(`${slug}: static page shows every section without toggles`, async ({ page }) => {
      await page.goto(`/frameworks/${slug}`);
      await expect(triggers(page)).toHaveCount(0);
      expect(await page.locator("main section[id] h2").count()).toBeGreaterThanOrEqual(4);
    });
  }

  test("Kano shows the five categories and a Back to Frameworks button", async ({ page }) => {
    await page.goto("/frameworks/kano-model");
    for (const name of ["Basic Needs", "Performance Needs", "Delighters", "Indifferent", "Reverse"]) {
      await expect(page.getByText(name, { exact: true }).first()).toBeVisible();
    }
    await page.getByRole("link", { name: "Back to Frameworks" }).click();
    await expect(page).toHaveURL(/\/frameworks$/);
  });
});

test.describe("Kaizen history button", () => {
  const button = (page: Page) => page.getByRole("button", { name: "Go back to the previous page" });

  test("returns to the page the visitor came from", async ({ page }) => {
    await page.goto("/frameworks");
    await hydrated(page, "header a");
    await page.locator('main a[href="/frameworks/kaizen"]').click();
    await expect(page).toHaveURL(/\/frameworks\/kaizen$/);
    await hydrated(page, "main button:not([aria-expanded])");
    await button(page).click();
    await expect(page).toHaveURL(/\/frameworks$/);
  });

  test("falls back to /frameworks when opened directly", async ({ page }) => {
    await open(page, "/frameworks/kaizen");
    await button(page).click();
    await expect(page).toHaveURL(/\/frameworks$/);
  });
});

test.describe("calculators", () => {
  const firstRanked = (page: Page, caption: string) => page.getByRole("table", { name: caption }).getByRole("rowheader").first();

  test("RICE: typing new numbers re-ranks the items, effort 0 is explained", async ({ page }) => {
    await open(page, "/frameworks/rice-scoring");
    await expect(firstRanked(page, "Ranking by RICE score")).toHaveText("Onboarding checklist redesign");
    await page.getByRole("group", { name: "Bulk invoice export" }).getByLabel("Reach").fill("100000");
    await expect(firstRanked(page, "Ranking by RICE score")).toHaveText("Bulk invoice export");
    await expect(page.getByText("Top item: Bulk invoice export, RICE score 40000.")).toBeVisible();
    const effort = page.getByRole("group", { name: "Smart payment reminders" }).getByLabel("Effort");
    await effort.fill("0");
    await expect(effort).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText(/Effort must be greater than 0/)).toBeVisible();
    await expect(page.locator("main")).not.toContainText("Infinity");
  });

  test("Opportunity: adding an outcome ranks it live", async ({ page }) => {
    await open(page, "/frameworks/opportunity-scoring");
    await page.getByRole("button", { name: "Add outcome" }).click();
    const added = page.getByRole("group", { name: "Outcome 4" });
    await added.getByLabel("Importance (0-10)").fill("10");
    await added.getByLabel("Satisfaction (0-10)").fill("1");
    await expect(firstRanked(page, "Ranking by opportunity score")).toHaveText("Outcome 4");
  });
});
