/**
 * The WSJF and TAM/SAM/SOM calculators as a visitor uses them: an edit
 * changes the result, the state survives a reload through the link, an
 * exported CSV imports back to the same state, and a bad line in a file is
 * named by its number while the current state stays.
 */
import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "../support/visitor";
import { openHydrated, waitForHydration } from "../support/hydration";

const open = (page: Page, path: string) => openHydrated(page, path, { selector: "main button" });
const csvFile = (name: string, text: string) => ({ name, mimeType: "text/csv", buffer: Buffer.from(text) });

async function exportedCsv(page: Page, fileName: string): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent("download"), page.locator("#try-it").getByRole("button", { name: "Export CSV" }).click()]);
  expect(download.suggestedFilename()).toBe(fileName);
  return (await readFile((await download.path())!, "utf8")).replace(/^\uFEFF/, "");
}

test.describe("WSJF calculator", () => {
  const ranked = (page: Page) => page.getByRole("table", { name: "Ranking by WSJF" }).getByRole("rowheader").allInnerTexts();
  const job = (page: Page, name: string) => page.getByRole("group", { name });

  test("choosing a value changes cost of delay, WSJF and the order", async ({ page }) => {
    await open(page, "/frameworks/wsjf");
    await expect.poll(() => ranked(page)).toEqual(["CSV vehicle import", "Single sign-on", "E-invoicing format", "Predictive alerts"]);
    const alerts = job(page, "Predictive alerts");
    await expect(alerts).toContainText("Cost of delay: 34");
    await expect(alerts).toContainText("WSJF: 1.7");
    await alerts.getByLabel("Job size", { exact: true }).selectOption("2");
    await expect(alerts).toContainText("WSJF: 17.0");
    await expect(alerts.getByText("Rank 1 of 4")).toBeVisible();
    await expect.poll(() => ranked(page)).toEqual(["Predictive alerts", "CSV vehicle import", "Single sign-on", "E-invoicing format"]);
    await expect(page.getByText("Top item: Predictive alerts, WSJF 17.0.")).toBeVisible();
    // Keyboard: a focused select steps through the scale with the arrow keys.
    const value = job(page, "CSV vehicle import").getByLabel("User-business value");
    await value.focus();
    await page.keyboard.press("ArrowDown");
    await expect(value).toHaveValue("8");
    await expect(job(page, "CSV vehicle import")).toContainText("Cost of delay: 12");
  });

  test("on a phone every field's label takes at most two lines beside its input (a wide input squeezed them to three)", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, "/frameworks/wsjf");
    // The jobs are folded to a line each: open the first to see its fields.
    const first = page.locator("#try-it [role=group]").first();
    await first.locator("[data-calc-fold]").click();
    const labels = await first.locator("label").evaluateAll((nodes) =>
      nodes.map((label) => ({ text: label.textContent, lines: Math.round(label.getBoundingClientRect().height / parseFloat(getComputedStyle(label).lineHeight)) })),
    );
    expect(labels).toHaveLength(5);
    for (const label of labels) {
      expect(label.lines, label.text ?? "").toBeGreaterThanOrEqual(1);
      expect(label.lines, label.text ?? "").toBeLessThanOrEqual(2);
    }
  });

  test("the table lives in the link and survives a reload", async ({ page }) => {
    await open(page, "/frameworks/wsjf");
    await job(page, "Single sign-on").getByLabel("Job", { exact: true }).fill("SSO for two deals");
    await job(page, "SSO for two deals").getByLabel("Time criticality").selectOption("20");
    await expect(page).toHaveURL(/[?&]wsjf=1\.[\w-]+/);
    await page.reload();
    await waitForHydration(page, "main button");
    await expect(job(page, "SSO for two deals").getByLabel("Time criticality")).toHaveValue("20");
    await expect(job(page, "SSO for two deals")).toContainText("Cost of delay: 36");
  });

  test("an exported CSV imports back to the same rows; a bad line is named and the table kept", async ({ page }) => {
    await open(page, "/frameworks/wsjf");
    await job(page, "E-invoicing format").getByLabel("Risk reduction or opportunity enablement").selectOption("13");
    const csv = await exportedCsv(page, "wsjf-scores.csv");
    const lines = csv.trimEnd().split("\r\n");
    expect(lines[0]).toBe("Job,User-business value,Time criticality,Risk reduction | opportunity enablement,Job size,Cost of delay,WSJF,Rank");
    expect(lines).toContain("E-invoicing format,8,20,13,8,41,5.1,2");
    const input = page.locator("#try-it").getByLabel("Import CSV");
    // Change the table, then import the export: the rows come back as they were.
    await page.getByRole("button", { name: "Remove Predictive alerts" }).click();
    await input.setInputFiles(csvFile("wsjf-scores.csv", csv));
    await expect(page.getByText("Imported 4 rows from wsjf-scores.csv.")).toBeVisible();
    expect(await exportedCsv(page, "wsjf-scores.csv")).toBe(csv);

    const header = lines[0]!.split(",").slice(0, 5).join(",");
    await input.setInputFiles(csvFile("bad.csv", `${header}\nFirst,1,2,3,5\nSecond,4,2,3,5\n`));
    await expect(
      page.getByRole("alert").filter({ hasText: 'Could not import the file. Line 3: User-business value must be one of 1, 2, 3, 5, 8, 13, 20 (found "4"). Your table was not changed.' }),
    ).toBeVisible();
    await expect(job(page, "Predictive alerts")).toBeVisible();
  });
});

test.describe("TAM, SAM and SOM calculator", () => {
  const side = (page: Page, name: "Top-down" | "Bottom-up") => page.getByRole("group", { name });
  const layer = (page: Page, name: "Top-down" | "Bottom-up", index: number) => side(page, name).locator("dd").nth(index);

  test("typing an assumption changes the estimate, the gap and the list of assumptions", async ({ page }) => {
    await open(page, "/frameworks/tam-sam-som");
    await expect(layer(page, "Top-down", 0)).toHaveText("$124M");
    await expect(layer(page, "Bottom-up", 2)).toHaveText("$2.1M");
    await expect(page.getByText("The top-down TAM is 2.2 times the bottom-up one ($124M against $57.6M).")).toBeVisible();
    await side(page, "Top-down").getByLabel("Share spent on your category (%)").fill("10");
    await expect(layer(page, "Top-down", 0)).toHaveText("$62M");
    await expect(page.getByText("The two TAMs agree within 25%: $62M top-down and $57.6M bottom-up.")).toBeVisible();
    await expect(page.getByRole("listitem").filter({ hasText: "10% of it is spent on your category: a top-down TAM of $62M." })).toBeVisible();
    // Bad input: a message at the field, the estimate waits, nothing else is lost.
    const price = side(page, "Bottom-up").getByLabel("Revenue per customer ($ a year)");
    await price.fill("free");
    await expect(price).toHaveAttribute("aria-invalid", "true");
    await expect(side(page, "Bottom-up")).toContainText("Revenue per customer must be a number, such as 1800, 1,800 or 1.8k.");
    await expect(side(page, "Bottom-up")).toContainText("Fix the inputs above to see this estimate.");
    await expect(layer(page, "Top-down", 0)).toHaveText("$62M");
    await price.fill("2.4k");
    await expect(layer(page, "Bottom-up", 0)).toHaveText("$76.8M");
  });

  test("the assumptions live in the link and survive a reload", async ({ page }) => {
    await open(page, "/frameworks/tam-sam-som");
    await side(page, "Bottom-up").getByLabel("Customers with the problem").fill("50,000");
    await expect(page).toHaveURL(/[?&]market=1\.[\w-]+/);
    await page.reload();
    await waitForHydration(page, "main button");
    await expect(side(page, "Bottom-up").getByLabel("Customers with the problem")).toHaveValue("50,000");
    await expect(layer(page, "Bottom-up", 0)).toHaveText("$90M");
  });

  test("an exported CSV imports back to the same assumptions; a bad line is named and the values kept", async ({ page }) => {
    await open(page, "/frameworks/tam-sam-som");
    await page.getByLabel("Years the SOM covers").fill("3");
    const csv = await exportedCsv(page, "market-sizing.csv");
    const lines = csv.trimEnd().split("\r\n");
    expect(lines[0]).toBe("Assumption,Value,In words");
    expect(lines).toContain("Years the SOM covers,3,Both SOMs cover 3 years.");
    const input = page.locator("#try-it").getByLabel("Import CSV");
    await side(page, "Top-down").getByLabel("Published market figure ($ a year)").fill("1B");
    await input.setInputFiles(csvFile("market-sizing.csv", csv));
    await expect(page.getByText("Imported 10 assumptions from market-sizing.csv.")).toBeVisible();
    await expect(side(page, "Top-down").getByLabel("Published market figure ($ a year)")).toHaveValue("620M");
    expect(await exportedCsv(page, "market-sizing.csv")).toBe(csv);

    const bad = [...lines];
    bad[3] = "Top-down: share you can serve (%),150";
    await input.setInputFiles(csvFile("bad.csv", bad.join("\n")));
    await expect(
      page.getByRole("alert").filter({ hasText: "Could not import the file. Line 4: Share you can serve must be more than 0% and at most 100%. Your set of assumptions was not changed." }),
    ).toBeVisible();
    await expect(side(page, "Top-down").getByLabel("Share you can serve (%)")).toHaveValue("55");
  });
});
