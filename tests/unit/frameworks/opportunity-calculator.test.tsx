import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { OpportunityCalculator } from "@/components/frameworks/opportunity-calculator";
import { opportunityExampleItems } from "@/content/frameworks/calculator-examples";

const table = () => screen.getByRole("table", { name: "Ranking by opportunity score" });
const rows = () =>
  within(table())
    .getAllByRole("row")
    .slice(1)
    .map((row) => Array.from(row.children).map((cell) => cell.textContent));

describe("OpportunityCalculator", () => {
  // The table lives in the address: start each test from a clean one, or it loads the last test's table.
  beforeEach(() => window.history.replaceState(null, "", "/frameworks/opportunity-scoring"));

  it("shows the formula and ranks the examples, ties sharing a rank", () => {
    render(<OpportunityCalculator initialItems={opportunityExampleItems} />);
    // The formula reads as one line of text (its two halves are spans, so it wraps only after the "=").
    expect(screen.getByText((_, el) => el?.tagName === "P" && el.textContent === "Opportunity score = Importance + max(Importance − Satisfaction, 0)")).toBeInTheDocument();
    expect(rows()).toEqual([
      ["1 (top)", "Know how much I can safely spend this week", "15", "Strong opportunity"],
      ["2", "Spend less time categorizing transactions", "10", "Worth exploring"],
      ["2", "See all my accounts in one place", "10", "Worth exploring"],
    ]);
  });

  it("adds an outcome and updates the ranking live", async () => {
    const user = userEvent.setup();
    render(<OpportunityCalculator initialItems={opportunityExampleItems} />);
    await user.click(screen.getByRole("button", { name: "Add outcome" }));
    const last = screen.getAllByLabelText("Customer outcome").length - 1;
    await user.type(screen.getAllByLabelText("Customer outcome")[last]!, "Pay bills on time");
    const importance = screen.getAllByLabelText("Importance (0-10)")[last]!;
    const satisfaction = screen.getAllByLabelText("Satisfaction (0-10)")[last]!;
    await user.clear(importance);
    await user.type(importance, "10");
    await user.clear(satisfaction);
    await user.type(satisfaction, "1");
    expect(rows()[0]).toEqual(["1 (top)", "Pay bills on time", "19", "Strong opportunity"]);
    expect(screen.getByText("Top item: Pay bills on time, Opportunity score 19.")).toBeInTheDocument();
  });

  it("takes averages with decimals and floors the gap at zero for an over-served outcome", async () => {
    const user = userEvent.setup();
    render(<OpportunityCalculator initialItems={opportunityExampleItems} />);
    await user.click(screen.getByRole("button", { name: "Add outcome" }));
    const last = screen.getAllByLabelText("Customer outcome").length - 1;
    await user.type(screen.getAllByLabelText("Customer outcome")[last]!, "Export for taxes");
    const importance = screen.getAllByLabelText("Importance (0-10)")[last]!;
    const satisfaction = screen.getAllByLabelText("Satisfaction (0-10)")[last]!;
    await user.clear(importance);
    await user.type(importance, "4.5");
    await user.clear(satisfaction);
    await user.type(satisfaction, "6.2");
    // 4.5 + max(4.5 − 6.2, 0) = 4.5, not 2.8.
    expect(rows().at(-1)).toEqual(["4", "Export for taxes", "4.5", "Over-served"]);
  });

  it("reads a poorly served but less important need as low priority, not well served", () => {
    render(<OpportunityCalculator initialItems={[{ name: "Split shared expenses", importance: "5", satisfaction: "2" }]} />);
    expect(rows()).toEqual([["1 (top)", "Split shared expenses", "8", "Low priority"]]);
    expect(document.body.textContent).not.toMatch(/well served/i);
  });

  it("rejects a rating outside 0-10 with a message tied to the field", async () => {
    const user = userEvent.setup();
    render(<OpportunityCalculator initialItems={opportunityExampleItems} />);
    const satisfaction = screen.getAllByLabelText("Satisfaction (0-10)")[0]!;
    await user.clear(satisfaction);
    await user.type(satisfaction, "12");
    expect(satisfaction).toHaveAttribute("aria-invalid", "true");
    expect(satisfaction).toHaveAccessibleDescription("Satisfaction must be a number from 0 to 10.");
    expect(rows().map((row) => row[1])).not.toContain("Know how much I can safely spend this week");
    expect(document.body.textContent).not.toMatch(/NaN/);
  });
});
