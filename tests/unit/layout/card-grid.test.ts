import { describe, expect, it } from "vitest";
import { cardGridClasses, columnsFor, lastRowCost } from "@/lib/layout/card-grid";

describe("cardGridClasses: one rule for every card grid", () => {
  it("is one column on phones, two from 640 px and three per row from 1,024 px", () => {
    const { grid } = cardGridClasses();
    expect(grid.split(" ")).toEqual(expect.arrayContaining(["grid", "grid-cols-1", "sm:grid-cols-2", "lg:grid-cols-3"]));
  });

  it("can start the second column at 768 px instead", () => {
    const { grid } = cardGridClasses({ twoFrom: "md" });
    expect(grid).toContain("md:grid-cols-2");
    expect(grid).not.toContain("sm:grid-cols-2");
    expect(grid).toContain("lg:grid-cols-3");
  });

  it("lets each card keep its own height and never widens a leftover card", () => {
    const { grid, cell } = cardGridClasses();
    expect(grid.split(" ")).toContain("items-start");
    expect(`${grid} ${cell}`).not.toMatch(/col-span|last:|grow|flex-1/);
  });

  it("never leaves a lone card in the last row on a wide screen when another number of columns avoids it", () => {
    // count → columns from 1,024 px and from 1,280 px
    const table: Record<number, { lg: number; xl: number }> = {
      1: { lg: 3, xl: 3 },
      2: { lg: 3, xl: 3 },
      3: { lg: 3, xl: 3 },
      4: { lg: 2, xl: 4 },
      5: { lg: 3, xl: 3 },
      6: { lg: 3, xl: 3 },
      7: { lg: 3, xl: 4 },
      8: { lg: 3, xl: 4 },
      9: { lg: 3, xl: 3 },
      10: { lg: 2, xl: 4 },
      11: { lg: 3, xl: 4 },
      12: { lg: 3, xl: 3 },
      13: { lg: 3, xl: 3 },
    };
    for (const [count, columns] of Object.entries(table)) expect(columnsFor(Number(count)), `${count} cards`).toEqual(columns);
    for (let count = 4; count <= 40; count++) {
      const { xl } = columnsFor(count);
      const avoidable = [2, 3, 4].some((columns) => count % columns !== 1);
      if (avoidable) expect(count % xl, `${count} cards at 1,280 px`).not.toBe(1);
    }
    expect(lastRowCost(5, 3)).toBeCloseTo(1 / 3);
    expect(lastRowCost(7, 3)).toBeGreaterThan(lastRowCost(7, 4));
  });

  it("writes the columns out as classes, and keeps a grid in the reading column to three per row", () => {
    expect(cardGridClasses({ count: 4 }).grid.split(" ")).toEqual(expect.arrayContaining(["lg:grid-cols-2", "xl:grid-cols-4"]));
    expect(cardGridClasses({ count: 7 }).grid.split(" ")).toEqual(expect.arrayContaining(["lg:grid-cols-3", "xl:grid-cols-4"]));
    expect(cardGridClasses({ count: 4, maxColumns: 3 }).grid).not.toMatch(/xl:grid-cols/);
    expect(cardGridClasses({ count: 4, maxColumns: 3 }).grid).toContain("lg:grid-cols-2");
    expect(cardGridClasses({ count: 6 }).grid).not.toMatch(/xl:grid-cols|lg:grid-cols-2/);
    // Cards wide by nature (a book with its cover) stay two per row.
    expect(columnsFor(2, 2)).toEqual({ lg: 2, xl: 2 });
    expect(cardGridClasses({ count: 5, maxColumns: 2 }).grid).not.toMatch(/grid-cols-3|grid-cols-4/);
  });
});
