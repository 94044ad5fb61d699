import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { RiceCalculator } from "@/components/frameworks/rice-calculator";
import { riceExampleItems } from "@/content/frameworks/calculator-examples";

const rankedNames = () =>
  within(screen.getByRole("table", { name: "Ranking by RICE score" }))
    .getAllByRole("row")
    .slice(1)
    .map((row) => within(row).getByRole("rowheader").textContent);

describe("RiceCalculator", () => {
  // The table lives in the address: start each test from a clean one, or it loads the last test's table.
  beforeEach(() => window.history.replaceState(null, "", "/frameworks/rice-scoring"));

  it("shows the formula and ranks the example items without any input", () => {
    render(<RiceCalculator initialItems={riceExampleItems} />);
    // The formula reads as one line of text (its two halves are spans, so it wraps only after the "=").
    expect(screen.getByText((_, el) => el?.tagName === "P" && el.textContent === "RICE score = (Reach × Impact × Confidence) ÷ Effort")).toBeInTheDocument();
    expect(rankedNames()).toEqual(["Onboarding checklist redesign", "Smart payment reminders", "Bulk invoice export"]);
    expect(screen.getByText(/Top item: Onboarding checklist redesign, RICE score 1200\./)).toBeInTheDocument();
  });

  it("adds an item and moves it up the ranking as its numbers change", async () => {
    const user = userEvent.setup();
    render(<RiceCalculator initialItems={riceExampleItems} />);
    await user.click(screen.getByRole("button", { name: "Add item" }));
    const names = screen.getAllByLabelText("Name");
    const last = names.length - 1;
    await user.type(names[last]!, "Dark mode");
    const reach = screen.getAllByLabelText("Reach")[last]!;
    await user.clear(reach);
    await user.type(reach, "5000");
    await user.selectOptions(screen.getAllByLabelText("Impact")[last]!, "3");
    expect(rankedNames()[0]).toBe("Dark mode");
    // 5000 × 3 × 80% ÷ 1 = 12000
    expect(within(screen.getByRole("table", { name: "Ranking by RICE score" })).getByText("12000")).toBeInTheDocument();
  });

  it("explains effort 0 next to the field, marks it invalid and shows no Infinity or NaN", async () => {
    const user = userEvent.setup();
    render(<RiceCalculator initialItems={riceExampleItems} />);
    const effort = screen.getAllByLabelText("Effort")[0]!;
    await user.clear(effort);
    await user.type(effort, "0");
    expect(effort).toHaveAttribute("aria-invalid", "true");
    expect(effort).toHaveAccessibleDescription(expect.stringMatching(/Effort must be greater than 0/));
    expect(document.body.textContent).not.toMatch(/Infinity|NaN/);
    expect(rankedNames()).not.toContain("Bulk invoice export");
    expect(screen.getByText(/Not ranked until their inputs are fixed: Bulk invoice export/)).toBeInTheDocument();
  });

  it("removes an item", async () => {
    const user = userEvent.setup();
    render(<RiceCalculator initialItems={riceExampleItems} />);
    await user.click(screen.getByRole("button", { name: "Remove Onboarding checklist redesign" }));
    expect(rankedNames()).toEqual(["Smart payment reminders", "Bulk invoice export"]);
  });
});
