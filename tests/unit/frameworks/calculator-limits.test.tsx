import { fireEvent, render, screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { OpportunityCalculator } from "@/components/frameworks/opportunity-calculator";
import { RiceCalculator } from "@/components/frameworks/rice-calculator";
import { opportunityExampleItems, riceExampleItems } from "@/content/frameworks/calculator-examples";
import { tableToCsv } from "@/lib/calculators/csv";
import { calculatorDefinitions } from "@/lib/calculators/definitions";
import { calculatorLimits as limits, fitsInLink } from "@/lib/calculators/limits";
import type { RiceItemDraft } from "@/lib/frameworks/rice";

/**
 * The calculators' inputs hold a table to the limits its link can carry
 * (lib/calculators/limits.ts): the name stops at its length, a value too,
 * and Add stops at the row cap with the reason beside it.
 */
const riceRow = (index: number): RiceItemDraft => ({ name: `Idea ${index + 1}`, reach: "100", impact: "1", confidence: "80", effort: "1" });

describe("calculator inputs keep to the table's limits", () => {
  beforeEach(() => window.history.replaceState(null, "", "/frameworks/rice-scoring"));

  it("at the row cap, Add is disabled and says why; removing a row enables it again", () => {
    // Found by text, not role: computing accessible names over 50 rows in jsdom takes most of a minute.
    render(<RiceCalculator initialItems={Array.from({ length: limits.rows }, (_, i) => riceRow(i))} />);
    const add = screen.getByText("Add item").closest("button")!;
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription(`A table holds at most ${limits.rows} rows, so its link can always be opened. Remove a row to add another.`);
    fireEvent.click(screen.getByText("Idea 1", { selector: ".sr-only" }).closest("button")!);
    expect(add).toBeEnabled();
    expect(add).not.toHaveAccessibleDescription(/at most/);
    fireEvent.click(add);
    expect(document.querySelectorAll('[role="group"]')).toHaveLength(limits.rows);
    expect(add).toBeDisabled();
  });

  it("a name stops at its limit, and the field says so", () => {
    render(<RiceCalculator initialItems={riceExampleItems} />);
    const name = screen.getAllByLabelText("Name")[0]!;
    expect(name).toHaveAttribute("maxLength", String(limits.nameLength));
    // A paste or an autofill can skip maxLength; the table cuts the text itself.
    fireEvent.change(name, { target: { value: "A".repeat(limits.nameLength + 40) } });
    expect(name).toHaveValue("A".repeat(limits.nameLength));
    expect(name).toHaveAccessibleDescription(`Names stop at ${limits.nameLength} characters, so the link can hold the table.`);
  });

  it("when the table's link is full, typing stops and Add is disabled, each saying why", () => {
    // Long names in a three-byte script, as many as leave room for one short row.
    const long = (i: number): RiceItemDraft => ({ ...riceRow(i), name: `${i} `.padEnd(limits.nameLength, "表") });
    let items: RiceItemDraft[] = [riceRow(99)];
    while (fitsInLink(calculatorDefinitions.rice, [long(items.length), ...items])) items = [long(items.length), ...items];
    render(<RiceCalculator initialItems={items} />);
    const names = document.querySelectorAll<HTMLInputElement>('[role="group"] input[maxlength]');
    const last = names[names.length - 1]!;
    fireEvent.change(last, { target: { value: "表".repeat(limits.nameLength) } });
    expect(last.value.length).toBeLessThan(limits.nameLength);
    expect(last).toHaveAccessibleDescription("The table's link is full, so this name stops here. Shorten another name or remove a row to type more.");
    const add = screen.getByText("Add item").closest("button")!;
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription("The table's link is full: a longer one would not open everywhere. Shorten some names or remove a row to add another.");
    expect(new URL(window.location.href).searchParams.get("rice")!.length).toBeLessThanOrEqual(limits.linkLength);
  });

  it("a value stops at its limit", () => {
    render(<RiceCalculator initialItems={riceExampleItems} />);
    const reach = screen.getAllByLabelText("Reach")[0]!;
    fireEvent.change(reach, { target: { value: "1".repeat(limits.valueLength + 6) } });
    expect(reach).toHaveValue(Number("1".repeat(limits.valueLength)));
  });
});

describe("the page ranks with the same function as the CSV export", () => {
  const rankedOnPage = (caption: string) =>
    within(screen.getByRole("table", { name: caption }))
      .getAllByRole("rowheader")
      .map((cell) => cell.textContent);
  /** Names in the order of the export's Rank column (ties keep the table's order). */
  const rankedInExport = (csv: string) =>
    csv
      .trim()
      .split("\r\n")
      .slice(1)
      .map((line) => ({ name: line.split(",")[0], rank: Number(line.split(",").at(-1)) }))
      .map((entry, index) => ({ ...entry, index }))
      .sort((a, b) => a.rank - b.rank || a.index - b.index)
      .map((entry) => entry.name);

  beforeEach(() => window.history.replaceState(null, "", "/frameworks"));

  it("RICE", () => {
    render(<RiceCalculator initialItems={riceExampleItems} />);
    expect(rankedOnPage("Ranking by RICE score")).toEqual(rankedInExport(tableToCsv(calculatorDefinitions.rice, riceExampleItems, "Item")));
  });

  it("opportunity scoring, ties included", () => {
    render(<OpportunityCalculator initialItems={opportunityExampleItems} />);
    expect(rankedOnPage("Ranking by opportunity score")).toEqual(
      rankedInExport(tableToCsv(calculatorDefinitions.opportunity, opportunityExampleItems, "Outcome")),
    );
  });
});
