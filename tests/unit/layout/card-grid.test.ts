import { describe, expect, it } from "vitest";
import { balancedRows, chooseColumns, gridPlan } from "@/lib/layout/card-grid";

describe("chooseColumns", () => {
  it("puts cards that fit into one full row", () => {
    expect(chooseColumns(1, 3)).toBe(1);
    expect(chooseColumns(2, 3)).toBe(2);
    expect(chooseColumns(3, 3)).toBe(3);
    expect(chooseColumns(4, 4)).toBe(4);
  });

  it("prefers a column count that divides the cards evenly", () => {
    expect(chooseColumns(4, 3)).toBe(2); // 2x2, not 3 + 1
    expect(chooseColumns(6, 3)).toBe(3);
    expect(chooseColumns(6, 4)).toBe(3); // 3x2, not 4 + 2
    expect(chooseColumns(8, 4)).toBe(4);
    expect(chooseColumns(8, 3)).toBe(2); // 2x4, not 3 + 3 + 2
    expect(chooseColumns(9, 3)).toBe(3);
    expect(chooseColumns(12, 4)).toBe(4);
  });

  it("falls back to the maximum (rows then balance) when nothing divides", () => {
    expect(chooseColumns(5, 3)).toBe(3);
    expect(chooseColumns(7, 3)).toBe(3);
    expect(chooseColumns(5, 4)).toBe(4);
    expect(chooseColumns(5, 2)).toBe(2);
    expect(chooseColumns(11, 3)).toBe(3);
  });

  it("is one column when only one fits", () => {
    for (let count = 1; count < 10; count++) expect(chooseColumns(count, 1)).toBe(1);
  });
});

describe("balancedRows", () => {
  it("keeps rows within one card of each other, longest first", () => {
    expect(balancedRows(5, 3)).toEqual([3, 2]);
    expect(balancedRows(7, 3)).toEqual([3, 2, 2]);
    expect(balancedRows(7, 4)).toEqual([4, 3]);
    expect(balancedRows(8, 3)).toEqual([3, 3, 2]);
    expect(balancedRows(6, 3)).toEqual([3, 3]);
    expect(balancedRows(0, 3)).toEqual([]);
  });
});

describe("gridPlan: no orphans at any size", () => {
  it("fills every row edge to edge", () => {
    for (let count = 1; count <= 24; count++) {
      for (let max = 1; max <= 4; max++) {
        const { tracks, spans } = gridPlan(count, max);
        expect(spans).toHaveLength(count);
        // Walk the cards row by row: every row must add up to the full track count.
        let used = 0;
        for (const span of spans) {
          used += span;
          expect(used).toBeLessThanOrEqual(tracks);
          if (used === tracks) used = 0;
        }
        expect(used, `${count} cards at max ${max}`).toBe(0);
      }
    }
  });

  it("keeps every row within one card of the longest", () => {
    for (let count = 2; count <= 24; count++) {
      for (let max = 2; max <= 4; max++) {
        const rows = balancedRows(count, chooseColumns(count, max));
        expect(Math.max(...rows) - Math.min(...rows), `${count} at max ${max}`).toBeLessThanOrEqual(1);
      }
    }
  });

  it("uses 3 + 2 with widened cards for five cards at up to three columns", () => {
    expect(gridPlan(5, 3)).toEqual({ tracks: 6, spans: [2, 2, 2, 3, 3] });
    expect(gridPlan(4, 3)).toEqual({ tracks: 2, spans: [1, 1, 1, 1] });
    expect(gridPlan(8, 4)).toEqual({ tracks: 4, spans: [1, 1, 1, 1, 1, 1, 1, 1] });
    expect(gridPlan(3, 2)).toEqual({ tracks: 2, spans: [1, 1, 2] });
  });
});
