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
          const boxes = await row.locator("input, select, strong, button").evaluateAll((nodes) =>
            nodes.map((node) => {
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
