import { describe, expect, it } from "vitest";
import { getTemplate } from "@/data/templates";
import { documentSideBySide, HALF_BAND_TABLE_REM } from "@/lib/templates/side-by-side";

describe("documentSideBySide: a document's template beside its example only where its tables stay tables", () => {
  it("holds a table of about 30 rem in each half at 1,280 px", () => {
    expect(HALF_BAND_TABLE_REM).toBeCloseTo(30.375, 3);
  });
  it("puts the interview guide (a two-column notes sheet) and the one-page brief (no table) side by side", () => {
    expect(documentSideBySide(getTemplate("customer-interview-guide")!)).toBe(true);
    expect(documentSideBySide(getTemplate("one-page-product-brief")!)).toBe(true);
  });
  it("keeps a document whose example tables need more than half the page, and every sheet, one part after the other", () => {
    expect(documentSideBySide(getTemplate("competitive-analysis")!)).toBe(false);
    expect(documentSideBySide(getTemplate("rice-scoring-sheet")!)).toBe(false);
  });
});
