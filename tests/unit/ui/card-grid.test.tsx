import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CardGrid } from "@/components/ui/card-grid";

function cards(count: number) {
  return Array.from({ length: count }, (_, index) => <p key={index}>Card {index + 1}</p>);
}

describe("CardGrid", () => {
  it("renders one list item per card, in a named list, three per row on wide screens", () => {
    render(<CardGrid label="Areas">{cards(6)}</CardGrid>);
    const list = screen.getByRole("list", { name: "Areas" });
    expect(screen.getAllByRole("listitem")).toHaveLength(6);
    expect(list.className).toContain("sm:grid-cols-2");
    expect(list.className).toContain("lg:grid-cols-3");
    // A row's cards share its height (the card fills its cell), unless the caller keeps each card's own.
    expect(list.className).not.toContain("items-start");
    expect(screen.getAllByRole("listitem")[0]!.className).toContain("*:flex-1");
  });

  it("keeps each cell's own height when asked", () => {
    render(
      <CardGrid label="Paths" rows="own">
        {cards(3)}
      </CardGrid>,
    );
    expect(screen.getByRole("list", { name: "Paths" }).className).toContain("items-start");
  });

  it("is three per row on wide screens whatever the number of cards, so grids on one page share a card width", () => {
    for (const count of [4, 7, 8]) {
      const { unmount } = render(<CardGrid label="Areas">{cards(count)}</CardGrid>);
      const className = screen.getByRole("list", { name: "Areas" }).className;
      expect(className, `${count} cards`).toContain("lg:grid-cols-3");
      expect(className, `${count} cards`).not.toMatch(/lg:grid-cols-(?!3)|xl:grid-cols/);
      unmount();
    }
  });

  it("gives a leftover card the same cell as the others (5 cards are 3 + 2, nothing widened)", () => {
    render(<CardGrid>{cards(5)}</CardGrid>);
    const items = screen.getAllByRole("listitem");
    expect(new Set(items.map((item) => item.className)).size).toBe(1);
    expect(items.every((item) => !/col-span/.test(item.className))).toBe(true);
  });

  it("starts two columns at 768 px when asked", () => {
    render(<CardGrid twoFrom="md">{cards(6)}</CardGrid>);
    const className = screen.getByRole("list").className;
    expect(className).toContain("md:grid-cols-2");
    expect(className).not.toMatch(/(^| )sm:/);
  });
});
