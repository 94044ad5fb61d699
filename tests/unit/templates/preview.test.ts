import { describe, expect, it } from "vitest";
import { clipAtWord } from "@/lib/text/teaser";
import { cellBar, firstExampleLine, lineBars, pickColumns, previewChars, previewSections, templatePreview, type PreviewSource } from "@/lib/templates/preview";

const text = (name: string) => ({ name, type: "text" as const });
const number = (name: string) => ({ name, type: "number" as const });
const score = { name: "Score", type: "number" as const, computed: { words: "A times B", expression: "=[A] * [B]", decimals: 0 } };

describe("templatePreview: a document's page", () => {
  const doc: PreviewSource = {
    kind: "document",
    name: "Launch plan",
    sections: [
      { heading: "Summary", example: { paragraphs: ["Ship the new plan page in May.", "Second paragraph."] } },
      { heading: "Readiness", checklist: ["Docs written", "Support briefed"], example: { checklist: [{ item: "Docs written", done: true }] } },
      { heading: "Owners", table: { headers: ["Area", "Owner"], rows: [["Docs", "Ana"]] }, example: { tableRows: [["Docs", "Ana"], ["Support", "Raj"]] } },
      { heading: "Rollback", example: { bullets: ["Flag off"] } },
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

  it("shows under each heading the first thing the example writes there", () => {
    const preview = templatePreview(doc);
    if (preview.kind !== "document") throw new Error("a document");
    expect(preview.sections.map((s) => s.line)).toEqual(["Ship the new plan page in May.", "Docs written", "Docs · Ana"]);
  });

  it("an empty checklist is drawn as text", () => {
    const preview = templatePreview({ kind: "document", name: "x", sections: [{ heading: "A", checklist: [], example: { bullets: ["b"] } }] });
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

describe("clipAtWord", () => {
  it("keeps short text whole and cuts long text after its last whole word, without an ellipsis", () => {
    expect(clipAtWord("Docs  written", 20)).toBe("Docs written");
    expect(clipAtWord("Send reminders the day before each shift", 20)).toBe("Send reminders the");
    expect(clipAtWord("Supercalifragilistic", 5)).toBe("Super");
  });

  it("a long first paragraph keeps only what two miniature lines can show", () => {
    const long = "word ".repeat(60);
    expect(firstExampleLine({ paragraphs: [long] }).length).toBeLessThanOrEqual(previewChars.line);
  });
});

describe("firstExampleLine", () => {
  it("takes a paragraph first, then a bullet, a checklist item, or a table's first row without its empty cells", () => {
    expect(firstExampleLine({ paragraphs: ["P"], bullets: ["B"] })).toBe("P");
    expect(firstExampleLine({ bullets: ["B"], checklist: [{ item: "C", done: false }] })).toBe("B");
    expect(firstExampleLine({ checklist: [{ item: "C", done: false }] })).toBe("C");
    expect(firstExampleLine({ tableRows: [["Week 1", "", "Ana"]] })).toBe("Week 1 · Ana");
  });
});

describe("templatePreview: a sheet's columns", () => {
  it("takes the columns' names, alignment, emphasis and the example's first four rows", () => {
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
    expect(preview.columns[0]!.values).toEqual(["Short idea", "A much longer idea name", "Mid-length idea", "Fourth"]);
    expect(preview.columns[1]!.values).toEqual(["3000", "12", "500", "1"]);
    expect(preview.columns[2]!.values).toEqual(["600", "90", "1200", "5"]);
  });
});

describe("lineBars and cellBar: the grey lines that stand for a miniature's sentences", () => {
  it("draws a long text as a full line and a second one as long as what is left, never more lines than asked", () => {
    expect(lineBars("x".repeat(60), 2)).toEqual([100, 50]);
    expect(lineBars("x".repeat(200), 2)).toEqual([100, 100]);
    expect(lineBars("x".repeat(200), 1)).toEqual([100]);
  });

  it("draws a short text as one line as long as it, at least a fifth of the page, and empty text as a short line", () => {
    expect(lineBars("x".repeat(20), 2)).toEqual([50]);
    expect(lineBars("x".repeat(41), 2)).toEqual([100, 20]);
    expect(lineBars("", 2)).toEqual([20]);
  });

  it("draws a cell's text from about a third of the cell to nine tenths, longer for longer text", () => {
    expect(cellBar("")).toBe(35);
    expect(cellBar("Reach")).toBe(35);
    expect(cellBar("SMS reminder to staff two hours before each shift")).toBe(90);
    expect(cellBar("a".repeat(10))).toBeLessThan(cellBar("a".repeat(20)));
  });
});
