import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { MarketSizingCalculator } from "@/components/frameworks/market-sizing-calculator";
import { WsjfCalculator } from "@/components/frameworks/wsjf-calculator";
import { marketExampleDraft } from "@/content/frameworks/market-sizing-example";
import { wsjfExampleItems } from "@/content/frameworks/wsjf-example";

const rows = () =>
  within(screen.getByRole("table", { name: "Ranking by WSJF" }))
    .getAllByRole("row")
    .slice(1)
    .map((row) => Array.from(row.children).map((cell) => cell.textContent));

describe("WsjfCalculator", () => {
  beforeEach(() => window.history.replaceState(null, "", "/frameworks/wsjf"));

  it("ranks the example jobs by WSJF with each one's cost of delay ÷ size", () => {
    render(<WsjfCalculator initialItems={wsjfExampleItems} />);
    // The formula reads as one line of text (its two halves are spans, so it wraps only after the "=").
    expect(screen.getByText((_, el) => el?.tagName === "P" && el.textContent === "WSJF = (User-business value + Time criticality + RR|OE) ÷ Job size")).toBeInTheDocument();
    expect(rows()).toEqual([
      ["1 (top)", "CSV vehicle import", "9.0", "9 ÷ 1"],
      ["2", "Single sign-on", "4.8", "24 ÷ 5"],
      ["3", "E-invoicing format", "3.9", "31 ÷ 8"],
      ["4", "Predictive alerts", "1.7", "34 ÷ 20"],
    ]);
  });

  it("offers only the modified Fibonacci steps, and a new job starts at 1 for each", async () => {
    const user = userEvent.setup();
    render(<WsjfCalculator initialItems={wsjfExampleItems} />);
    const size = screen.getAllByLabelText("Job size")[0] as HTMLSelectElement;
    expect([...size.options].map((option) => option.value)).toEqual(["1", "2", "3", "5", "8", "13", "20"]);
    await user.click(screen.getByRole("button", { name: "Add job" }));
    const added = screen.getByRole("group", { name: "Job 5" });
    expect(added).toHaveTextContent("Cost of delay: 3");
    expect(rows()[0]).toEqual(["1 (top)", "CSV vehicle import", "9.0", "9 ÷ 1"]);
  });
});

describe("MarketSizingCalculator", () => {
  beforeEach(() => window.history.replaceState(null, "", "/frameworks/tam-sam-som"));

  it("shows both estimates side by side in money, the gap read in words and the assumptions listed", () => {
    render(<MarketSizingCalculator initial={marketExampleDraft} />);
    const values = (name: string) => within(screen.getByRole("group", { name })).getAllByRole("definition").map((cell) => cell.textContent);
    expect(values("Top-down")).toEqual(["$124M", "$68.2M", "$3.4M"]);
    expect(values("Bottom-up")).toEqual(["$57.6M", "$34.6M", "$2.1M"]);
    expect(screen.getByText("The top-down TAM is 2.2 times the bottom-up one ($124M against $57.6M).")).toBeInTheDocument();
    expect(screen.getAllByRole("listitem")).toHaveLength(10);
  });

  it("says what to fix at the field and in the list, and keeps the estimate that is still valid", async () => {
    const user = userEvent.setup();
    render(<MarketSizingCalculator initial={marketExampleDraft} />);
    const adoption = screen.getByLabelText("Share of reached who adopt (%)");
    await user.clear(adoption);
    await user.type(adoption, "0");
    expect(adoption).toHaveAttribute("aria-invalid", "true");
    expect(adoption).toHaveAccessibleDescription(/must be more than 0% and at most 100%/);
    expect(screen.getByText("Both estimates need valid inputs before they can be compared. Fix the highlighted fields.")).toBeInTheDocument();
    expect(within(screen.getByRole("group", { name: "Top-down" })).getAllByRole("definition")[0]).toHaveTextContent("$124M");
  });
});
