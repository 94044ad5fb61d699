import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "../support/visitor";
import { openHydrated } from "../support/hydration";

const path = "/frameworks/van-westendorp";
const open = (target: Page, url = path) => openHydrated(target, url, { selector: "main button" });
const point = (page: Page, key: string) => page.locator(`[data-point="${key}"]`);
const header = "Respondent,Too cheap,Bargain,Getting expensive,Too expensive";
const csvFile = (text: string) => ({ name: "survey.csv", mimeType: "text/csv", buffer: Buffer.from(text) });

test.describe("Van Westendorp calculator", () => {
  test("starts from the worked example, and an edited answer moves the points and goes into the link", async ({ page }) => {
    await open(page);
    const results = page.getByRole("region", { name: "Results", exact: true });
    await expect(results).toContainText("Acceptable range: 18.00 to 32.50; optimal price point 22.50.");
    await expect(point(page, "ipp")).toHaveText("26.00");
    await expect(page.getByRole("img", { name: "Price curves for 10 respondents" })).toBeVisible();

    await page.getByLabel("Getting expensive, Respondent 1", { exact: true }).fill("35");
    await expect(point(page, "pme")).toHaveText("33.00");
    await expect(page).toHaveURL(/[?&]psm=n\.10_15_35_40-10_20_35_40-/);

    // An answer out of order is named beside the row and the respondent is left out until fixed.
    await page.getByLabel("Bargain, Respondent 2", { exact: true }).fill("5");
    await expect(page.getByLabel("Bargain, Respondent 2", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Bargain (5) must be above Too cheap (10)")).toBeVisible();
    await expect(results).toContainText("From 9 respondents (left out until fixed: Respondent 2).");
  });

  test("a link opens the same answers and results, and keyboard alone edits them", async ({ page, context }) => {
    await open(page);
    await page.getByLabel("Too cheap, Respondent 6", { exact: true }).fill("8");
    await expect(page).toHaveURL(/psm=n\./);
    const pmc = await point(page, "pmc").innerText();
    const shared = page.url();

    const other = await context.newPage();
    await open(other, shared);
    await expect(other.getByLabel("Too cheap, Respondent 6", { exact: true })).toHaveValue("8");
    await expect(point(other, "pmc")).toHaveText(pmc);

    // Keyboard: focus the first answer, Tab along the row, type over a value.
    await other.getByLabel("Too cheap, Respondent 1", { exact: true }).focus();
    await other.keyboard.press("Tab");
    await expect(other.getByLabel("Bargain, Respondent 1", { exact: true })).toBeFocused();
    await other.keyboard.press("Control+A");
    await other.keyboard.type("12");
    await expect(other.getByLabel("Bargain, Respondent 1", { exact: true })).toHaveValue("12");
    await expect(other).toHaveURL(/psm=n\.10_12_30_40-/);
  });

  test("CSV round trip: the export imports unchanged; a bad line is named by its number and the table is kept", async ({ page }) => {
    await open(page);
    await page.getByLabel("Too expensive, Respondent 10", { exact: true }).fill("42");
    await expect(page.locator("#try-it")).toContainText(`CSV columns: ${header.replaceAll(",", ", ")}.`);
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Export CSV" }).click()]);
    expect(download.suggestedFilename()).toBe("price-sensitivity.csv");
    const text = (await readFile((await download.path())!, "utf8")).replace(/^\uFEFF/, "");
    const lines = text.trimEnd().split("\r\n");
    expect(lines[0]).toBe(header);
    expect(lines).toHaveLength(11);
    expect(lines[10]).toBe(",5,15,30,42");

    const input = page.getByLabel("Import CSV");
    await input.setInputFiles(csvFile(`${header}\r\nA,10,20,30,40\r\nB,20,30,40,50\r\nC,10,30,40,60\r\n`));
    await expect(page.getByText("Imported 3 rows from survey.csv.")).toBeVisible();
    await expect(point(page, "pmc")).toHaveText("25.00");
    await expect(point(page, "pme")).toHaveText("36.67");

    // The imported file back out, and in again: the same table.
    const [again] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Export CSV" }).click()]);
    const exported = (await readFile((await again.path())!, "utf8")).replace(/^\uFEFF/, "");
    expect(exported.trimEnd().split("\r\n")).toEqual([header, "A,10,20,30,40", "B,20,30,40,50", "C,10,30,40,60"]);
    await input.setInputFiles(csvFile(exported));
    await expect(page.getByText("Imported 3 rows from survey.csv.")).toBeVisible();
    await expect(point(page, "pme")).toHaveText("36.67");

    await input.setInputFiles(csvFile(`${header}\nA,10,20,30,40\nB,10,20,30,40\nC,10,25,20,40\n`));
    await expect(page.getByRole("alert").filter({ hasText: "Line 4: Getting expensive (20) must be above Bargain (25)" })).toBeVisible();
    await expect(page.getByText("Your table was not changed.")).toBeVisible();
    await expect(point(page, "pmc")).toHaveText("25.00");
  });

  test("pasted answers replace the table; a bad pasted line is named", async ({ page }) => {
    await open(page);
    const paste = page.getByLabel("Paste answers");
    await paste.fill("10\t20\t30\t40\n20\t30\t40\t50\n10\t30\t40\t60");
    await page.getByRole("button", { name: "Use pasted answers" }).click();
    await expect(page.getByText("Replaced the table with 3 respondents.")).toBeVisible();
    await expect(point(page, "opp")).toHaveText("30.00");
    await paste.fill("10 20 30 40\n10 20 x 40");
    await page.getByRole("button", { name: "Use pasted answers" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Line 2: Getting expensive must be a number." })).toBeVisible();
    await expect(point(page, "opp")).toHaveText("30.00");
  });

  test("on a phone the answers and the chart fit the screen", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const chart = page.getByRole("img", { name: "Price curves for 10 respondents" });
    const box = (await chart.boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(390);
    // Wide enough that its 14-unit labels render at 12 px or more.
    expect(box.width).toBeGreaterThanOrEqual((12 / 14) * 360);
    const answers = page.getByRole("table", { name: "Price answers, one row per respondent" });
    const table = (await answers.boundingBox())!;
    expect(table.x + table.width).toBeLessThanOrEqual(390);
  });
});

test("at 1,024 and 1,280 px the calculator's chart spans the tool under the answers, 750 px or more across, its labels 12 px or more", async ({ page }) => {
  for (const width of [1024, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await open(page);
    // The one drawing shown (the phone's narrow one is display: none here).
    const chart = page.getByRole("img", { name: "Price curves for 10 respondents" });
    await chart.scrollIntoViewIfNeeded();
    const box = (await chart.boundingBox())!;
    // Beside a ten-row table it had a column of its own: 260 px at 1,280.
    expect(box.width, `${width}`).toBeGreaterThanOrEqual(750);
    const answers = (await page.getByRole("table", { name: "Price answers, one row per respondent" }).boundingBox())!;
    expect(box.y, "under the answers").toBeGreaterThan(answers.y + answers.height);
    const sizes = await chart.evaluate((svg) => {
      const scale = svg.getBoundingClientRect().width / (svg as SVGSVGElement).viewBox.baseVal.width;
      return [...svg.querySelectorAll("text")].map((text) => parseFloat(getComputedStyle(text).fontSize) * scale);
    });
    expect(Math.min(...sizes), `${width}`).toBeGreaterThanOrEqual(12);
    // The price points, a row of four figures above it, each figure at the foot of its tile.
    const tops = await Promise.all(["pmc", "opp", "ipp", "pme"].map(async (key) => Math.round((await point(page, key).boundingBox())!.y)));
    expect(new Set(tops).size, `${width}`).toBe(1);
  }
});

test("the worked example's arithmetic waits behind 'Show the working', and the keyboard opens it onto the curves and crossings", async ({ page }) => {
  await page.goto(path);
  const working = page.locator("#worked-example details[data-working]");
  const curves = working.getByRole("table", { name: /The four curves at each price/ });
  await expect(working.locator("summary")).toHaveText(/^Show the working: /);
  // Closed at first: the result paragraph after it is what a reader sees next.
  await expect(curves).toBeHidden();
  await expect(working.locator("+ p")).toContainText("acceptable range");
  await working.locator("summary").focus();
  await page.keyboard.press("Enter");
  await expect(curves).toBeVisible();
  await expect(working).toContainText("PMC.");
  await page.keyboard.press("Enter");
  await expect(curves).toBeHidden();
});
