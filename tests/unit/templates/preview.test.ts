import { describe, expect, it } from "vitest";
import { firstExampleLine, pickColumns, previewChars, previewSections, templatePreview, type PreviewSource } from "@/lib/templates/preview";

const text = (name: string) => ({ name, type: "text" as const });
const number = (name: string) => ({ name, type: "number" as const });
const score = { name: "Score", type: "number" as const, computed: { words: "A times B", expression: "=[A] * [B]", decimals: 0 } };

describe("templatePreview: a document's page", () => {
  const doc: PreviewSource = {
    kind: "document",
    name: "Launch plan",
    sections: [
      { heading: "Summary", example: { paragraphs: ["Ship the plan page in May.", "Second paragraph."] } },
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
    expect(preview.sections.map((s) => s.line)).toEqual(["Ship the plan page in May.", "Docs written", "Docs · Ana"]);
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

  it("of several computed columns takes the first whose example rows differ (a total equal on every row tells them nothing)", () => {
    const total = { ...score, name: "Respondents" };
    const category = { name: "Category", type: "text" as const, computed: score.computed };
    const rows = [["A", "x", "y", 60, "Delighter"], ["B", "x", "y", 60, "Basic"]];
    expect(pickColumns([text("Feature"), text("Q1"), text("Q2"), total, category], rows)).toEqual([0, 1, 4]);
    expect(pickColumns([text("Feature"), text("Q1"), text("Q2"), total], rows)).toEqual([0, 1, 3]);
  });

  it("shows every column of a narrow sheet", () => {
    expect(pickColumns([text("A"), score])).toEqual([0, 1]);
  });
});

describe("the words a miniature sets", () => {
  it("cuts a long first paragraph at a word, with an ellipsis, to what one line of the page holds", () => {
    const line = firstExampleLine({ paragraphs: ["Send a reminder to every member of staff the day before each shift they work"] });
    expect(line.length).toBeLessThanOrEqual(previewChars.line);
    expect(line).toBe("Send a reminder to every…");
  });

  it("cuts a sheet's long text cell at a word, with an ellipsis, and keeps short ones whole", () => {
    const preview = templatePreview({ kind: "sheet", sheet: { columns: [text("Idea"), score], exampleRows: [["SMS reminder to staff two hours before each shift", 1], ["Docs  written", 2]] } });
    if (preview.kind !== "sheet") throw new Error("a sheet");
    expect(preview.columns[0]!.values).toEqual(["SMS reminder to staff two…", "Docs written"]);
    expect(preview.columns[0]!.values.every((value) => value.length <= previewChars.cell)).toBe(true);
  });

  it("gives each of two text columns that share a narrow miniature half the characters", () => {
    const long = "Swaps that create no overtime are approved on the spot";
    const preview = templatePreview({ kind: "sheet", sheet: { columns: [text("Decision"), text("Owner"), text("Why")], exampleRows: [[long, "Ana", long]] } });
    if (preview.kind !== "sheet") throw new Error("a sheet");
    expect(preview.columns.map((column) => column.values[0]!.length <= previewChars.sharedCell)).toEqual([true, true, true]);
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
