import { describe, expect, it } from "vitest";
import { cardGridClasses } from "@/lib/layout/card-grid";

describe("cardGridClasses: one rule for every card grid", () => {
  it("is one column on phones, two from 640 px and three per row from 1,024 px (each card spans two of twice as many tracks)", () => {
    const { grid } = cardGridClasses();
    expect(grid.split(" ")).toEqual(expect.arrayContaining(["grid", "grid-cols-1", "sm:grid-cols-4", "sm:*:col-span-2", "lg:grid-cols-6"]));
  });

  it("centres a short last row: its first card starts one track in (two for a lone card), at two and at three per row", () => {
    const classes = cardGridClasses().grid.split(" ");
    expect(classes).toEqual(
      expect.arrayContaining([
        "sm:max-lg:[&>:nth-child(2n+1):last-child]:col-start-2",
        "lg:[&>:nth-child(3n+1):last-child]:col-start-3",
        "lg:[&>:nth-child(3n+1):nth-last-child(2)]:col-start-2",
      ]),
    );
  });

  it("can start the second column at 768 px instead", () => {
    const { grid } = cardGridClasses({ twoFrom: "md" });
    expect(grid).toContain("md:grid-cols-4");
    expect(grid).not.toMatch(/(^| )sm:/);
    expect(grid).toContain("lg:grid-cols-6");
  });

  it("gives a row's cards one height (the card fills its stretched cell, down its column) and never widens a leftover card", () => {
    const { grid, cell } = cardGridClasses();
    expect(grid.split(" ")).not.toContain("items-start");
    expect(cell.split(" ")).toEqual(expect.arrayContaining(["flex", "flex-col", "*:flex-1"]));
    expect(grid).not.toMatch(/col-span-(?!2 )|last:|grow|flex-1/);
    expect(cell).not.toMatch(/col-span/);
  });

  it("lets cells that differ by nature keep their own height", () => {
    const { grid, cell } = cardGridClasses({ rows: "own" });
    expect(grid.split(" ")).toContain("items-start");
    expect(cell).not.toMatch(/col-span|grow|flex-1/);
  });

  it("has no other column count on wide screens, so every grid on a page has cards of one width", () => {
    const { grid } = cardGridClasses();
    expect(grid).not.toMatch(/xl:grid-cols|lg:grid-cols-(?!6)/);
  });

  it("keeps cards wide by nature (a book with its cover) two per row", () => {
    const { grid } = cardGridClasses({ maxColumns: 2, twoFrom: "md" });
    expect(grid.split(" ")).toEqual(expect.arrayContaining(["md:grid-cols-4", "md:*:col-span-2", "md:[&>:nth-child(2n+1):last-child]:col-start-2"]));
    expect(grid).not.toMatch(/lg:|grid-cols-6/);
  });

  it("lays exactly four short tiles out as 2 + 2, then one row of four from 1,280 px", () => {
    const { grid } = cardGridClasses({ maxColumns: 4 });
    expect(grid.split(" ")).toEqual(expect.arrayContaining(["sm:grid-cols-2", "lg:grid-cols-2", "xl:grid-cols-4"]));
    expect(grid).not.toContain("grid-cols-3");
  });
});
