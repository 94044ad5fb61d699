import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CardGrid } from "@/components/ui/card-grid";

function cards(count: number) {
  return Array.from({ length: count }, (_, index) => <p key={index}>Card {index + 1}</p>);
}

describe("CardGrid", () => {
  it("renders one list item per card, in a named list", () => {
    render(<CardGrid label="Areas">{cards(4)}</CardGrid>);
    const list = screen.getByRole("list", { name: "Areas" });
    expect(screen.getAllByRole("listitem")).toHaveLength(4);
    // Four cards at up to three columns: 2x2 on wide screens, not 3 + 1.
    expect(list.className).toContain("sm:grid-cols-2");
    expect(list.className).toContain("lg:grid-cols-2");
    expect(list.className).not.toContain("lg:grid-cols-3");
  });

  it("widens the last row of five cards so it spans the grid (3 + 2)", () => {
    render(<CardGrid columns={{ sm: 2, lg: 3 }}>{cards(5)}</CardGrid>);
    const items = screen.getAllByRole("listitem");
    expect(screen.getByRole("list").className).toContain("lg:grid-cols-6");
    expect(items.slice(0, 3).every((item) => item.className.includes("lg:col-span-2"))).toBe(true);
    expect(items.slice(3).every((item) => item.className.includes("lg:col-span-3"))).toBe(true);
  });

  it("inherits the column limit from the breakpoint below", () => {
    render(<CardGrid columns={{ sm: 2 }}>{cards(6)}</CardGrid>);
    const className = screen.getByRole("list").className;
    expect(className).toContain("md:grid-cols-2");
    expect(className).toContain("lg:grid-cols-2");
  });
});
