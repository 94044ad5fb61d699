import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { VerdictBadge } from "@/components/library/verdict-badge";

describe("VerdictBadge", () => {
  it("fills 'Essential' and outlines 'Recommended', so the two ratings do not look alike", () => {
    render(
      <>
        <VerdictBadge verdict="Essential" />
        <VerdictBadge verdict="Recommended" />
      </>,
    );
    const essential = screen.getByText("Essential");
    const recommended = screen.getByText("Recommended");
    expect(essential.className).toContain("bg-primary");
    expect(recommended.className).not.toContain("bg-primary");
    expect(recommended.className).toContain("border-primary");
  });

  it("names itself for screen readers unless a label beside it already does", () => {
    const { container, rerender } = render(<VerdictBadge verdict="Essential" />);
    expect(container.textContent).toBe("Our verdict: Essential");
    rerender(<VerdictBadge verdict="Essential" named={false} />);
    expect(container.textContent).toBe("Essential");
  });
});
