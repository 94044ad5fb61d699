import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { AbTestCalculator } from "@/components/frameworks/ab-test/ab-test-calculator";

const plan = () => screen.getByRole("region", { name: "Plan a test" });
const read = () => screen.getByRole("region", { name: "Read a finished test" });
/** The value shown under a result's term. */
const result = (region: HTMLElement, term: string) => within(region).getByText(term).nextElementSibling?.textContent;

describe("AbTestCalculator", () => {
  // The inputs live in the address: start each test from a clean one.
  beforeEach(() => window.history.replaceState(null, "", "/guides/ab-testing"));

  it("plans the worked example and reads its result without any input", () => {
    render(<AbTestCalculator />);
    expect(result(plan(), "Users per group")).toBe("8,394");
    expect(result(plan(), "Detects a change of")).toBe("30% to 32%");
    expect(result(plan(), "Run it for")).toBe("2 weeks");
    expect(within(plan()).getByText(/13 days of traffic/)).toBeInTheDocument();
    expect(result(read(), "Difference")).toBe("+1.8 points");
    expect(result(read(), "95% confidence interval")).toBe("+0.5 to +3.1");
    expect(result(read(), "p-value (two-sided)")).toBe("0.009");
    expect(within(read()).getByText(/converts better than control, and the difference is statistically significant at the 5% level/)).toBeInTheDocument();
    expect(within(read()).getByText("Read it once, at the planned size.")).toBeInTheDocument();
  });

  it("switches the effect to relative percent, converting the typed value, and keeps it in the link", async () => {
    const user = userEvent.setup();
    render(<AbTestCalculator />);
    await user.click(within(plan()).getByRole("radio", { name: "Relative %" }));
    expect(within(plan()).getByLabelText("Minimum detectable effect")).toHaveValue("6.67");
    const effect = within(plan()).getByLabelText("Minimum detectable effect");
    await user.clear(effect);
    await user.type(effect, "2");
    // 30% to 30.6%: R's power.prop.test(p1 = .30, p2 = .306, power = .80) gives n = 92,088.4.
    expect(result(plan(), "Users per group")).toBe("92,089");
    await waitFor(() => expect(window.location.search).toContain("unit=relative"));
    // 2 is the starting effect: the link leaves out what is still at its start.
    expect(new URLSearchParams(window.location.search).get("mde")).toBeNull();
  });

  it("explains inputs out of range next to the field and shows no result built on them", async () => {
    const user = userEvent.setup();
    render(<AbTestCalculator />);
    const baseline = within(plan()).getByLabelText("Baseline conversion (%)");
    await user.clear(baseline);
    await user.type(baseline, "99");
    expect(within(plan()).getByText(/from 99%, the effect must be under 1 points/)).toBeInTheDocument();
    expect(baseline).not.toHaveAttribute("aria-invalid");
    expect(within(plan()).getByLabelText("Minimum detectable effect")).toHaveAttribute("aria-invalid", "true");
    expect(within(plan()).queryByText("Users per group")).toBeNull();
    const conversions = within(read()).getAllByLabelText("Control conversions")[0]!;
    await user.clear(conversions);
    await user.type(conversions, "9999");
    expect(within(read()).getByText("The control conversions cannot be more than its 9,080 visitors.")).toBeInTheDocument();
  });

  it("says a non-significant result is not proof of no effect, and flags an uneven split", async () => {
    const user = userEvent.setup();
    render(<AbTestCalculator />);
    const set = async (label: string, value: string) => {
      const input = within(read()).getByLabelText(label);
      await user.clear(input);
      await user.type(input, value);
    };
    await set("Variant conversions", "2750");
    expect(within(read()).getByText(/Not statistically significant at the 5% level/)).toBeInTheDocument();
    expect(within(read()).getByText(/does not show that the change has no effect/)).toBeInTheDocument();
    await set("Variant visitors", "10,000");
    expect(within(read()).getByRole("alert")).toHaveTextContent("Sample ratio mismatch.");
  });

  it("opens with the inputs of a shared link, and keeps the example for a link it cannot read", async () => {
    window.history.replaceState(null, "", "/guides/ab-testing?baseline=10&mde=1&daily=500");
    const { unmount } = render(<AbTestCalculator />);
    // 10% to 11%: R's power.prop.test(p1 = .10, p2 = .11, power = .80) gives n = 14,750.4.
    await waitFor(() => expect(result(plan(), "Users per group")).toBe("14,751"));
    unmount();
    window.history.replaceState(null, "", "/guides/ab-testing?unit=sideways");
    render(<AbTestCalculator />);
    expect(await screen.findByText(/This link's inputs could not be read/)).toBeInTheDocument();
    expect(result(plan(), "Users per group")).toBe("8,394");
  });

  it("imports a CSV file, and refuses a broken one whole, naming its line", async () => {
    render(<AbTestCalculator />);
    const input = screen.getByLabelText("Import CSV");
    const file = (text: string) => new File([text], "test.csv", { type: "text/csv" });
    const good = "Input,Value\nBaseline conversion (%),10\nMinimum detectable effect,1\nEffect unit,points\nSignificance level (%),5\nPower (%),80\nEligible users per day,\nControl visitors,1000\nControl conversions,100\nVariant visitors,1000\nVariant conversions,130\n";
    fireEvent.change(input, { target: { files: [file(good)] } });
    expect(await screen.findByText("Imported the inputs from test.csv.")).toBeInTheDocument();
    expect(result(plan(), "Users per group")).toBe("14,751");
    expect(result(read(), "Difference")).toBe("+3 points");
    fireEvent.change(input, { target: { files: [file(good.replace("Power (%),80", "Power (%),120"))] } });
    expect(await screen.findByRole("alert")).toHaveTextContent("Could not import the file. Line 6: The power must be from 50% to 99% (80% is usual). Your set of inputs was not changed.");
    expect(result(plan(), "Users per group")).toBe("14,751");
  });
});
