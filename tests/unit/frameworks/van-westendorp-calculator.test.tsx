import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { VanWestendorpCalculator } from "@/components/frameworks/van-westendorp-calculator";
import { quilloPilotRows } from "@/content/frameworks/van-westendorp-example";

const point = (key: string) => document.querySelector(`[data-point="${key}"]`)?.textContent;

describe("VanWestendorpCalculator", () => {
  // The answers live in the address: start each test from a clean one.
  beforeEach(() => window.history.replaceState(null, "", "/frameworks/van-westendorp"));

  it("shows the worked example's range and points without any input, with a chart and a table of the curves", () => {
    render(<VanWestendorpCalculator initialRows={quilloPilotRows} />);
    expect(screen.getByText(/Acceptable range:/).textContent).toBe("Acceptable range: 18.00 to 32.50; optimal price point 22.50.");
    expect([point("pmc"), point("opp"), point("ipp"), point("pme")]).toEqual(["18.00", "22.50", "26.00", "32.50"]);
    // Two shapes of the one chart, the same curves under the same name: a container query shows the narrow one on a phone, the wide one across a page.
    const charts = screen.getAllByRole("img", { name: "Price curves for 10 respondents" });
    expect(charts.map((chart) => chart.getAttribute("viewBox"))).toEqual(["0 0 360 370", "0 0 880 372"]);
    expect(screen.getByRole("table", { name: "The four curves at each price: the share of respondents" })).toBeInTheDocument();
  });

  it("recomputes as an answer changes, and leaves out a respondent whose answers are out of order", async () => {
    const user = userEvent.setup();
    render(<VanWestendorpCalculator initialRows={quilloPilotRows} />);
    const expensive1 = screen.getByLabelText("Getting expensive, Respondent 1");
    await user.clear(expensive1);
    await user.type(expensive1, "35");
    // Not expensive is now 50% at $30 and still 20% at $35, too expensive 20% and 40%: 30 + 5 × 30 ÷ (30 + 20) = 33.
    expect(point("pme")).toBe("33.00");
    const bargain1 = screen.getByLabelText("Bargain, Respondent 1");
    await user.clear(bargain1);
    await user.type(bargain1, "5");
    expect(bargain1).toHaveAttribute("aria-invalid", "true");
    expect(bargain1).toHaveAccessibleDescription("Bargain (5) must be above Too cheap (10): the four answers rise from too cheap to too expensive.");
    expect(screen.getByText(/From 9 respondents \(left out until fixed: Respondent 1\)/)).toBeInTheDocument();
  });

  it("replaces the table with pasted answers, and names a bad pasted line without changing the table", async () => {
    const user = userEvent.setup();
    render(<VanWestendorpCalculator initialRows={quilloPilotRows} />);
    const paste = screen.getByLabelText("Paste answers");
    await user.click(paste);
    await user.paste("Too cheap\tBargain\tExpensive\tToo expensive\n10\t20\t30\t40\n20\t30\t40\t50\n10\t30\t40\t60");
    await user.click(screen.getByRole("button", { name: "Use pasted answers" }));
    await waitFor(() => expect(screen.getByText("Replaced the table with 3 respondents.")).toHaveAttribute("role", "status"));
    expect([point("pmc"), point("opp"), point("ipp"), point("pme")]).toEqual(["25.00", "30.00", "32.50", "36.67"]);

    await user.clear(paste);
    await user.click(paste);
    await user.paste("10 20 30 40\n10 20 15 40");
    await user.click(screen.getByRole("button", { name: "Use pasted answers" }));
    await waitFor(() =>
      expect(screen.getByRole("alert")).toHaveTextContent(
        "Could not use the pasted answers. Line 2: Getting expensive (15) must be above Bargain (20): the four answers rise from too cheap to too expensive. Your table was not changed.",
      ),
    );
    expect(point("pmc")).toBe("25.00");
  });
});
