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

  describe("below the table's width, each item folds to a line", () => {
    const group = (name: string) => screen.getByRole("group", { name });
    const fold = (name: string) => within(group(name)).getByRole("button", { expanded: false });

    it("starts folded: each line names its place, the item and its score, and opens its fields; one item is open at a time", async () => {
      const user = userEvent.setup();
      render(<RiceCalculator initialItems={riceExampleItems} />);
      const line = fold("Smart payment reminders");
      expect(line).toHaveAccessibleName(/^2nd,\s*Smart payment reminders,\s*625$/);
      expect(fold("Onboarding checklist redesign")).toHaveAccessibleName(/^1st,\s*Onboarding checklist redesign,\s*1200$/);
      const panel = document.getElementById(line.getAttribute("aria-controls")!)!;
      expect(within(panel).getByLabelText("Reach")).toHaveValue(2500);
      await user.click(line);
      // The line became the chevron beside the name's field: still the item's own button, now open, and focused.
      const open = within(group("Smart payment reminders")).getByRole("button", { expanded: true });
      expect(open).toHaveAccessibleName("Smart payment reminders");
      expect(open).toHaveFocus();
      expect(open).toHaveAttribute("aria-controls", panel.id);
      // Opening another folds this one.
      await user.click(fold("Bulk invoice export"));
      expect(within(group("Smart payment reminders")).queryByRole("button", { expanded: true })).toBeNull();
      // Keyboard: Enter folds the open one again, focus staying on its line.
      await user.keyboard("{Enter}");
      expect(fold("Bulk invoice export")).toHaveFocus();
    });

    it("a folded line follows the scores and says when an input needs fixing", async () => {
      const user = userEvent.setup();
      render(<RiceCalculator initialItems={riceExampleItems} />);
      await user.click(fold("Bulk invoice export"));
      const reach = within(group("Bulk invoice export")).getByLabelText("Reach");
      await user.clear(reach);
      await user.type(reach, "100000");
      const effort = within(group("Bulk invoice export")).getByLabelText("Effort");
      await user.clear(effort);
      await user.type(effort, "0");
      await user.click(within(group("Bulk invoice export")).getByRole("button", { expanded: true }));
      expect(fold("Bulk invoice export")).toHaveTextContent("Check the inputs");
      await user.click(fold("Bulk invoice export"));
      await user.type(within(group("Bulk invoice export")).getByLabelText("Effort"), "2");
      await user.click(within(group("Bulk invoice export")).getByRole("button", { expanded: true }));
      expect(fold("Bulk invoice export")).toHaveAccessibleName(/^1st,\s*Bulk invoice export,\s*40000$/);
    });

    it("a new item opens with its name field focused; removing an item leaves focus on Add", async () => {
      const user = userEvent.setup();
      render(<RiceCalculator initialItems={riceExampleItems} />);
      await user.click(screen.getByRole("button", { name: "Add item" }));
      const added = group("Item 4");
      expect(within(added).getByRole("button", { expanded: true })).toBeInTheDocument();
      expect(within(added).getByLabelText("Name")).toHaveFocus();
      await user.click(within(added).getByRole("button", { name: "Remove Item 4" }));
      expect(screen.getByRole("button", { name: "Add item" })).toHaveFocus();
    });
  });
});
