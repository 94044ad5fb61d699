/**
 * An explainer's scoring calculator on a wide screen: the tool spans the page
 * (across the contents rail's column, the rail ending above it) and is a table, one line of inputs per
 * item under one header, each line ending in its score and rank, with the
 * ranking straight under the rows. In the reading column its items were
 * 190-260 px form cards and the ranking sat a screen below them.
 */
import { expect, test } from "../support/visitor";
import { openHydrated } from "../support/hydration";

const tools = [
  { path: "/frameworks/rice-scoring", ranking: "Ranking by RICE score", header: ["Name", "Reach", "Impact", "Confidence (%)", "Effort", "RICE score"] },
  { path: "/frameworks/wsjf", ranking: "Ranking by WSJF", header: ["Job", "Value", "Time criticality", "RR|OE", "Job size", "Cost of delay", "WSJF"] },
  { path: "/frameworks/opportunity-scoring", ranking: "Ranking by opportunity score", header: ["Customer outcome", "Importance", "Satisfaction", "Opportunity score"] },
];

for (const width of [1024, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const { path, ranking, header } of tools) {
      test(`${path}: the tool spans the rail's column and each item is one line of the table`, async ({ page }) => {
        await openHydrated(page, path, { selector: "#try-it input" });
        const tool = await page.locator("#try-it").boundingBox();
        const rail = await page.getByRole("navigation", { name: "On this page" }).boundingBox();
        expect(tool!.x + tool!.width, "the tool reaches across the rail's column").toBeGreaterThan(rail!.x + rail!.width / 2);

        const head = page.locator("#try-it [data-calc-header]");
        await expect(head).toBeVisible();
        for (const name of header) await expect(head).toContainText(name);

        const rows = page.locator("#try-it [role=group]");
        expect(await rows.count()).toBeGreaterThan(2);
        for (const row of await rows.all()) {
          // Every field, the score and the remove button share the line: their boxes overlap one band.
          // (What is shown: the phone's fold button, display: none here, has no box.)
          const boxes = await row.locator("input, select, strong, button").evaluateAll((nodes) =>
            nodes.filter((node) => node.getClientRects().length > 0).map((node) => {
              const box = node.getBoundingClientRect();
              return { top: box.top, bottom: box.bottom, label: node.tagName };
            }),
          );
          const lowestTop = Math.max(...boxes.map((box) => box.top));
          const highestBottom = Math.min(...boxes.map((box) => box.bottom));
          expect(lowestTop, "a part of the row wrapped to a second line").toBeLessThan(highestBottom);
          // The labels are for screen readers only: the header names the columns.
          for (const label of await row.locator("label").all()) await expect(label).toHaveCSS("position", "absolute");
        }

        // The phone's fold is not part of the table: every row shows its inputs, no row is a line to open.
        await expect(page.locator("#try-it [data-calc-fold]:visible")).toHaveCount(0);

        // The ranking follows the rows within a screen, so no jump link is needed.
        await expect(page.getByRole("link", { name: /See the ranking/ })).toBeHidden();
        const last = await rows.last().boundingBox();
        const table = await page.getByRole("table", { name: ranking }).boundingBox();
        expect(table!.y - (last!.y + last!.height)).toBeLessThan(300);
      });
    }
  });
}

test("the contents rail ends where the tool begins: nothing is drawn over it", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openHydrated(page, "/frameworks/rice-scoring", { selector: "#try-it input" });
  const rail = page.getByRole("navigation", { name: "On this page" });
  // With the tool's top at the window's top, the rail has scrolled away above it.
  await page.evaluate(() => scrollTo(0, document.getElementById("try-it")!.getBoundingClientRect().top + scrollY));
  const [box, tool] = await Promise.all([rail.boundingBox(), page.locator("#try-it").boundingBox()]);
  expect(box!.y + box!.height).toBeLessThanOrEqual(tool!.y + 1);
});

test.describe("on a 390 px phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  const phoneTools = [
    { path: "/frameworks/rice-scoring", items: 3, leader: "Onboarding checklist redesign", ranking: "Ranking by RICE score" },
    { path: "/frameworks/wsjf", items: 4, leader: "CSV vehicle import", ranking: "Ranking by WSJF" },
  ];

  for (const { path, items, leader, ranking } of phoneTools) {
    test(`${path}: every item is a line of its place, name and score until it is opened, and the ranking follows within a screen`, async ({ page }) => {
      await openHydrated(page, path, { selector: "#try-it [data-calc-fold]" });
      const groups = page.locator("#try-it [role=group]");
      await expect(groups).toHaveCount(items);
      const heights = await groups.evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect().height));
      // One line of a name, or two of a long one: the five-field cards were 230-300 px each.
      for (const height of heights) expect(height).toBeLessThanOrEqual(80);
      for (const fold of await groups.locator("[data-calc-fold]").all()) {
        await expect(fold).toHaveAttribute("aria-expanded", "false");
        expect((await fold.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      }
      await expect(groups.locator("input, select").filter({ visible: true })).toHaveCount(0);
      await expect(page.getByRole("group", { name: leader }).locator("[data-calc-fold]")).toContainText("1st");
      // The items take a few hundred px, not a screen and a half; the ranking is under them.
      const [first, table] = [await groups.first().boundingBox(), await page.getByRole("table", { name: ranking }).boundingBox()];
      expect(table!.y - first!.y).toBeLessThan(items * 80 + 200);
    });
  }

  test("RICE: a tapped line opens its fields (the others stay folded), an edit moves its score and place, and it folds back by keyboard", async ({ page }) => {
    await openHydrated(page, "/frameworks/rice-scoring", { selector: "#try-it [data-calc-fold]" });
    const item = page.getByRole("group", { name: "Bulk invoice export" });
    const line = item.locator("[data-calc-fold]");
    await expect(line).toContainText("3rd");
    await expect(line).toContainText("320");
    // Its name is what it shows, with pauses: "3rd, Bulk invoice export, 320".
    await expect(line).toHaveAccessibleName(/^3rd\s*,\s*Bulk invoice export\s*,\s*320$/);
    await line.click();
    const reach = item.getByLabel("Reach");
    await expect(reach).toBeVisible();
    const chevron = item.locator("[data-calc-fold]");
    await expect(chevron).toHaveAttribute("aria-expanded", "true");
    await expect(chevron).toBeFocused();
    // The open card's chevron sits beside the name's field, on its line.
    const [name, fold] = [await item.getByLabel("Name").boundingBox(), await chevron.boundingBox()];
    expect(fold!.x).toBeGreaterThan(name!.x + name!.width);
    expect(Math.abs(fold!.y + fold!.height / 2 - (name!.y + name!.height / 2))).toBeLessThan(6);
    await expect(page.locator("#try-it [data-calc-fold][aria-expanded=true]")).toHaveCount(1);

    await reach.fill("100000");
    await expect(item.getByText("Rank 1 of 3")).toBeVisible();
    await expect(item).toContainText("Score: 40000");
    await chevron.focus();
    await page.keyboard.press("Enter");
    await expect(reach).toBeHidden();
    const folded = item.locator("[data-calc-fold]");
    await expect(folded).toBeFocused();
    await expect(folded).toContainText("1st");
    await expect(folded).toContainText("40000");
    await expect(page.getByRole("link", { name: /See the ranking/ })).toContainText("1st: Bulk invoice export");

    // Opening another folds the open one.
    await page.keyboard.press("Enter");
    await page.getByRole("group", { name: "Smart payment reminders" }).locator("[data-calc-fold]").click();
    await expect(reach).toBeHidden();
    await expect(page.getByRole("group", { name: "Smart payment reminders" }).getByLabel("Reach")).toBeVisible();
  });

  test("RICE: a folded line says when an input needs fixing; a new item opens with its name field focused", async ({ page }) => {
    await openHydrated(page, "/frameworks/rice-scoring", { selector: "#try-it [data-calc-fold]" });
    const item = page.getByRole("group", { name: "Smart payment reminders" });
    await item.locator("[data-calc-fold]").click();
    await item.getByLabel("Effort").fill("0");
    await expect(item.getByText(/Effort must be greater than 0/)).toBeVisible();
    await item.locator("[data-calc-fold]").click();
    const line = item.locator("[data-calc-fold]");
    await expect(line).toHaveAttribute("aria-expanded", "false");
    await expect(line.getByText("Check the inputs")).toBeVisible();
    await expect(line.getByText("Check the inputs")).toHaveCSS("color", await page.locator("#try-it").evaluate(() => {
      const probe = document.createElement("span");
      probe.className = "text-destructive";
      document.body.append(probe);
      const color = getComputedStyle(probe).color;
      probe.remove();
      return color;
    }));

    await page.getByRole("button", { name: "Add item" }).click();
    const added = page.getByRole("group", { name: "Item 4" });
    await expect(added.getByLabel("Name")).toBeFocused();
    await expect(added.getByLabel("Reach")).toBeVisible();
    await page.keyboard.type("Dark mode");
    await page.getByRole("group", { name: "Dark mode" }).getByLabel("Reach").fill("5000");
    await expect(page.getByRole("group", { name: "Dark mode" }).getByText("Rank 1 of 3")).toBeVisible();
    await expect(page).toHaveURL(/[?&]rice=1\.[\w-]+/);
  });
});
