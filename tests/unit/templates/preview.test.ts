import { describe, expect, it } from "vitest";
import { cellWidths, fullCell, pickColumns, previewSections, templatePreview, type PreviewSource } from "@/lib/templates/preview";

const text = (name: string) => ({ name, type: "text" as const });
const number = (name: string) => ({ name, type: "number" as const });
const score = { name: "Score", type: "number" as const, computed: { words: "A times B", expression: "=[A] * [B]", decimals: 0 } };

describe("templatePreview: a document's page", () => {
  const doc: PreviewSource = {
    kind: "document",
    name: "Launch plan",
    sections: [
      { heading: "Summary" },
      { heading: "Readiness", checklist: ["Docs written", "Support briefed"] },
      { heading: "Owners", table: { headers: ["Area", "Owner"], rows: [["Docs", "Ana"]] } },
      { heading: "Rollback" },
    ],
  };

  it("has the template's title and its first headings, in order", () => {
    const preview = templatePreview(doc);
    expect(preview).toMatchObject({ kind: "document", title: "Launch plan" });
    if (preview.kind !== "document") throw new Error("a document");
    expect(preview.sections.map((s) => s.heading)).toEqual(["Summary", "Readiness", "Owners"].slice(0, previewSections));
  });

  it("marks each heading with what is under it: lines of text, ticks for a checklist, a grid for a table", () => {
    const preview = templatePreview(doc);
    if (preview.kind !== "document") throw new Error("a document");
    expect(preview.sections.map((s) => s.shape)).toEqual(["text", "checklist", "table"]);
  });

  it("an empty checklist is drawn as text", () => {
    const preview = templatePreview({ kind: "document", name: "x", sections: [{ heading: "A", checklist: [] }] });
    expect(preview.kind === "document" && preview.sections[0]?.shape).toBe("text");
  });
});

describe("pickColumns: the first columns, and the computed one the sheet is read for", () => {
  it("keeps the first three when none is computed", () => {
    expect(pickColumns([text("A"), text("B"), text("C"), text("D")])).toEqual([0, 1, 2]);
  });

  it("puts a computed column further right in the last place", () => {
    expect(pickColumns([text("Idea"), number("Reach"), number("Impact"), number("Effort"), score, text("Notes")])).toEqual([0, 1, 4]);
  });

  it("leaves the first columns alone when one of them is computed already", () => {
    expect(pickColumns([text("Idea"), score, number("Reach"), { ...score, name: "Other" }])).toEqual([0, 1, 2]);
  });

  it("shows every column of a narrow sheet", () => {
    expect(pickColumns([text("A"), score])).toEqual([0, 1]);
  });
});

describe("cellWidths: ghost cells as wide as the example's values", () => {
  it("gives the longest value 90% of the cell and the others their share, in steps of 5", () => {
    expect(cellWidths([20, 10, 15])).toEqual([90, 45, 70]);
  });

  it("keeps a short or empty value visible as a cell", () => {
    expect(cellWidths([40, 1, 0])).toEqual([90, 30, 30]);
    expect(cellWidths([0, 0])).toEqual([30, 30]);
  });

  it("draws numbers about half as wide as text", () => {
    expect(cellWidths([4, 2, 3], fullCell.number)).toEqual([50, 25, 40]);
    expect(cellWidths([6, 1], fullCell.number)).toEqual([50, 15]);
  });
});

describe("templatePreview: a sheet's columns", () => {
  it("takes the columns' names, alignment, emphasis and the first rows' widths", () => {
    const preview = templatePreview({
      kind: "sheet",
      sheet: {
        columns: [text("Idea"), number("Reach"), text("Source"), score],
        exampleRows: [
          ["Short idea", 3000, "Dashboard", 600],
          ["A much longer idea name", 12, "Survey", 90],
          ["Mid-length idea", 500, "Interviews", 1200],
          ["Fourth", 1, "Log", 5],
          ["Fifth row is not shown", 1, "x", 1],
        ],
      },
    });
    expect(preview.kind).toBe("sheet");
    if (preview.kind !== "sheet") return;
    expect(preview.columns.map(({ name, numeric, computed }) => ({ name, numeric, computed }))).toEqual([
      { name: "Idea", numeric: false, computed: false },
      { name: "Reach", numeric: true, computed: false },
      { name: "Score", numeric: true, computed: true },
    ]);
    expect(preview.columns[0]!.cells).toEqual([40, 90, 60, 30]);
    // Reach: 3000, 12, 500, 1 against the longest (4 digits) at half a cell.
    expect(preview.columns[1]!.cells).toEqual([50, 25, 40, 15]);
  });
});
