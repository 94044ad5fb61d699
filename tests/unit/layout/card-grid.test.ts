import { describe, expect, it } from "vitest";
import { cardGridClasses } from "@/lib/layout/card-grid";

describe("cardGridClasses: one rule for every card grid", () => {
  it("is one column on phones, two from 640 px and three per row from 1,024 px, named for the route audit", () => {
    const { grid } = cardGridClasses();
    expect(grid.split(" ")).toEqual(expect.arrayContaining(["card-grid", "grid", "grid-cols-1", "sm:grid-cols-2", "lg:grid-cols-3"]));
  });

  it("leaves a short last row at the left edge: no card starts a track in", () => {
    const { grid } = cardGridClasses();
    expect(grid).not.toMatch(/col-start|col-span|grid-cols-[46]/);
  });

  it("can start the second column at 768 px instead", () => {
    const { grid } = cardGridClasses({ twoFrom: "md" });
    expect(grid).toContain("md:grid-cols-2");
    expect(grid).not.toMatch(/(^| )sm:/);
    expect(grid).toContain("lg:grid-cols-3");
  });

  it("gives a row's cards one height (the card fills its stretched cell, down its column) and never widens a leftover card", () => {
    const { grid, cell } = cardGridClasses();
    expect(grid.split(" ")).not.toContain("items-start");
    expect(cell.split(" ")).toEqual(expect.arrayContaining(["flex", "flex-col", "*:flex-1"]));
    expect(grid).not.toMatch(/col-span|last:|grow|flex-1/);
    expect(cell).not.toMatch(/col-span/);
  });

  it("lets cells that differ by nature keep their own height", () => {
    const { grid, cell } = cardGridClasses({ rows: "own" });
    expect(grid.split(" ")).toContain("items-start");
    expect(cell).not.toMatch(/col-span|grow|flex-1/);
  });

  it("has no other column count on wide screens, so every grid on a page has cards of one width", () => {
    const { grid } = cardGridClasses();
    expect(grid).not.toMatch(/xl:grid-cols|lg:grid-cols-(?!3)/);
  });

  it("keeps cards wide by nature (a book with its cover) two per row", () => {
    const { grid } = cardGridClasses({ maxColumns: 2, twoFrom: "md" });
    expect(grid.split(" ")).toContain("md:grid-cols-2");
    expect(grid).not.toMatch(/lg:|grid-cols-3/);
  });

  it("lays exactly four short tiles out as 2 + 2, then one row of four from 1,280 px", () => {
    const { grid } = cardGridClasses({ maxColumns: 4 });
    expect(grid.split(" ")).toEqual(expect.arrayContaining(["sm:grid-cols-2", "lg:grid-cols-2", "xl:grid-cols-4"]));
    expect(grid).not.toContain("grid-cols-3");
  });
});
