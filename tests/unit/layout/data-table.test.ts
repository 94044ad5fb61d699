import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { blankColumns, dataStackValue, shortHeaderMinCh, isCodeGrid, dataTableClasses, estimatedMinWidthRem, longestWordChars, shortFields, estimatedWideWidthRem, FITS_WIDTHS_REM, PHONE_FITS_REM, FULL_WIDTH_REM, PHONE_COLUMN_REM, proseColumns, resultColumnIndexes, scrollsOnPhone, stackedNamesNeedLabel, stackedTableParts, stackMode, stacksOnPhone, WIDEST_COLUMN_REM, wrappedNameChars, numericColumns, tinyFields } from "@/lib/layout/data-table";

describe("DataTable sizing", () => {
  it("marks columns that hold sentences as prose", () => {
    const headers = ["Feature", "What users said about it"];
    const rows = [["Export", "They wanted it weekly and asked for CSV first"]];
    expect(proseColumns(headers, rows)).toEqual([false, true]);
  });

  it("lets a small numeric table fit a phone without a scroll hint", () => {
    const headers = ["Idea", "Reach", "Score"];
    const rows = [
      ["Search", "500", "40"],
      ["Export", "120", "12"],
    ];
    expect(estimatedMinWidthRem(headers, rows)).toBeLessThan(PHONE_COLUMN_REM);
    expect(scrollsOnPhone(headers, rows)).toBe(false);
  });

  it("asks a phone to scroll a wide table (Kano's ten columns) or several prose columns", () => {
    const kano = ["Feature", "D", "P", "B", "I", "R", "Q", "Category", "Better", "Worse"];
    expect(scrollsOnPhone(kano, [["Offline mode", "30", "20", "10", "12", "4", "4", "Delighter", "0.63", "-0.38"]])).toBe(true);
    const prose = ["Category (other names)", "If the feature is there", "If it is missing"];
    expect(scrollsOnPhone(prose, [["Basic needs (must-be)", "Nobody notices; it is simply expected", "Customers are very unhappy"]])).toBe(true);
  });

  it("stacks a table on a phone only when it would not fit, whatever its number of columns", () => {
    expect(stacksOnPhone(["Idea", "Reach", "Impact", "Score"], [["Search", "400", "2", "640"]])).toBe(false);
    // MoSCoW's effort split: five columns of short numbers read down a column, so they stay a table.
    expect(stacksOnPhone(["Category", "Draft days", "Draft share", "Agreed days", "Agreed share"], [["Must have", "34", "68%", "26", "52%"]])).toBe(false);
    expect(stacksOnPhone(["Idea", "Reach per quarter", "Impact", "Confidence", "Effort", "Score", "Notes"], [["Bulk invoice export", "1,200", "2", "80%", "1.5", "1,280", "Asked by 30 accounts"]])).toBe(true);
    expect(stacksOnPhone(["Need", "Absent", "Present"], [["Basic needs (must-be)", "Nobody notices; it is simply expected", "Customers are very unhappy"]])).toBe(true);
  });

  it("keeps a lookup grid of one-letter codes a table on a 360 px phone, set small, and marks it as one", () => {
    const headers = ["With it ↓ / without it →", "Like", "Expect", "Neutral", "Tolerate", "Dislike"];
    const rows = [
      ["Like", "Q", "D", "D", "D", "P"],
      ["Expect", "R", "I", "I", "I", "B"],
      ["Tolerate", "R", "I", "I", "I", "B"],
      ["Dislike", "R", "R", "R", "R", "Q"],
    ];
    expect(isCodeGrid(headers, rows)).toBe(true);
    expect(stacksOnPhone(headers, rows)).toBe(false);
    expect(stackMode(headers, rows)).toBeNull();
    expect(stackedTableParts(headers, rows).dataGrid).toBe("codes");
    // Words in the cells, or a long word in a header, and it is not a grid of codes (or no longer fits).
    expect(isCodeGrid(headers, rows.map((row) => [row[0]!, "Delighter", ...row.slice(2)]))).toBe(false);
    expect(stacksOnPhone(["Functional answer (row) / dysfunctional answer (column)", ...headers.slice(1)], rows)).toBe(true);
    expect(stackedTableParts(["Idea", "Reach", "Score"], [["Search", "400", "640"], ["Export", "90", "30"]]).dataGrid).toBeUndefined();
  });

  it("finds the blank to fill in beside a column of labels, which takes most of the width, and only there", () => {
    expect(blankColumns(["Field", "Notes"], [["Who and when", ""], ["Key story", " "]])).toEqual([false, true]);
    expect(blankColumns(["Field", "Notes"], [["Who and when", "Maya, 12 March"], ["Key story", ""]])).toEqual([false, false]);
    expect(blankColumns(["Field", "Notes"], [])).toEqual([false, false]);
    // Its cells are marked, so they are ruled to write on (an empty column read as a table that failed to load).
    const sheet = stackedTableParts(["Field", "Notes"], [["Who and when", ""], ["Key story", ""]]);
    expect([sheet.blank(0), sheet.blank(1)]).toEqual([false, true]);
    // A wider blank sheet (several empty columns) keeps the usual widths: three fifths each would overflow.
    expect(blankColumns(["Event", "Trigger", "Properties", "Owner"], [["", "", "", ""]])).toEqual([false, false, false, false]);
    expect(blankColumns(["Feature", "If present", "If absent"], [["Offline mode", "", ""]])).toEqual([false, false, false]);
  });

  it("finds the result columns by name and names the columns when one is unknown", () => {
    expect(resultColumnIndexes(["Idea", "Reach", "Score"], ["Score"])).toEqual([2]);
    expect(() => resultColumnIndexes(["Idea", "Score"], ["Scor"])).toThrow('No column "Scor" to show first: the columns are "Idea", "Score"');
  });

  it("heads a stacked card with its column's name only when the row names are too short to stand alone", () => {
    expect(stackedNamesNeedLabel([["1", "Learn the formats"], ["2", "Product sense"]])).toBe(true);
    expect(stackedNamesNeedLabel([["Receipt photo scanning", "38"], ["2", "4"]])).toBe(false);
  });
});

describe("row names that wrap on a phone", () => {
  it("counts a long row name at its longest word or ten characters, a short one whole", () => {
    expect(wrappedNameChars("Job-queue migration")).toBe(10);
    expect(wrappedNameChars("Single sign-on")).toBe(10);
    expect(wrappedNameChars("Search")).toBe(6);
    expect(wrappedNameChars("Internationalisation")).toBe(20);
  });
  it("keeps WSJF's five-column candidates a table on a 390 px phone: the item names wrap, the numbers do not", () => {
    const headers = ["Item", "Value + time + RR|OE", "Cost of delay", "Size", "WSJF"];
    const rows = [
      ["CSV vehicle import", "5 + 3 + 1", "9", "1", "9.0"],
      ["Job-queue migration", "1 + 8 + 13", "22", "3", "7.3"],
      ["Single sign-on", "8 + 8 + 8", "24", "5", "4.8"],
    ];
    expect(stackMode(headers, rows)).toEqual({ kind: "narrow", width: 22 });
    // On a wide screen the names stay on one line, so they count whole there.
    expect(estimatedWideWidthRem(headers, rows)).toBeGreaterThan(estimatedWideWidthRem(headers, rows.map(([, ...rest]) => ["Job-queue", ...rest])));
    expect(dataTableClasses.width(false, 5, 0)).toContain("max-sm:whitespace-normal");
    expect(dataTableClasses.width(false, 5, 1)).not.toContain("whitespace-normal");
  });
});

describe("headers that wrap", () => {
  it("counts only a short column's longest header word, since the header may wrap between words", () => {
    expect(longestWordChars("Effort (person-months)")).toBe("(person-months)".length);
    const headers = ["Risk or question", "Owner", "Answer needed by"];
    const rows = [["Can the SMS provider send to every country we serve?", "Priya", "12 March"]];
    // Two-line header, one-line values: the third column is as wide as "12 March", not "Answer needed by".
    expect(estimatedMinWidthRem(headers, rows)).toBeLessThan(estimatedMinWidthRem(["Risk or question", "Owner", "Answer"], [[rows[0]![0]!, "Priya", "Answer needed by"]]));
    expect(proseColumns(["A header longer than twenty-four characters", "B"], [["short", "1"]])).toEqual([false, false]);
  });

  it("stacks on a phone a table that fits the open column but not a framed box inside it", () => {
    const headers = ["Risk or question", "Owner", "Answer needed by"];
    const rows = [["Can the SMS provider send to every country we serve?", "Priya", "12 March"]];
    const rem = estimatedMinWidthRem(headers, rows);
    expect(rem).toBeLessThanOrEqual(PHONE_COLUMN_REM);
    expect(rem).toBeGreaterThan(PHONE_COLUMN_REM - 2.625);
    expect(stackMode(headers, rows)).toBeNull();
    // Cards only where the framed box is narrower than the table (its container query): a 360 px phone.
    expect(stackMode(headers, rows, 2.625)).toEqual({ kind: "narrow", width: 21 });
  });
});

describe("shortFields", () => {
  it("sets a card's fields two to a row when every field but the name is a short value under short header words", () => {
    const prices = ["Respondent", "Too cheap", "Bargain", "Getting expensive", "Too expensive"];
    expect(shortFields(prices, [["R1", "$10", "$15", "$25", "$35"]])).toBe(true);
    expect(stackedTableParts(prices, [["R1", "$10", "$15", "$25", "$35"]]).dataFields).toBe("short");
    // A sentence in any field keeps one field a row; so does a table that never stacks.
    expect(shortFields(["Idea", "Score", "Notes"], [["A", "12", "Waiting on the legal review"]])).toBe(false);
    expect(stackedTableParts(["Idea", "Score"], [["Search", "640"]]).dataFields).toBeUndefined();
  });
});

describe("stackMode", () => {
  it("never stacks a two-column table, whose cells wrap instead (the A/B guide's inputs were five cards labelled 'Value')", () => {
    const rows = [["Baseline", "30%"], ["MDE", "+2 points (to 32%)"], ["Days of enrolment", "13, so 14"]];
    expect(stackMode(["Planning input", "Value"], rows)).toBeNull();
    expect(dataTableClasses.width(false, 2)).not.toContain("nowrap");
    expect(dataTableClasses.width(false, 3)).toContain("nowrap");
  });
  const prose = "a sentence long enough to count as prose";
  it("keeps a small table a table at every width", () => {
    expect(stackMode(["Idea", "Score"], [["Search", "640"]])).toBeNull();
  });
  it("stacks a table too wide for a phone only on phones", () => {
    expect(stackMode(["Idea", "Reach per quarter", "Impact", "Confidence", "Effort", "Score"], [["Bulk invoice export", "1,200", "2", "80%", "1.5", "1,280"]])).toEqual({ kind: "phone" });
  });
  it("keeps a table a table on a 390 px phone when it fits there, and stacks it only in a narrower box", () => {
    // Van Westendorp's curve table: too wide for a 360 px phone's 20.5 rem column, narrow enough for 390 px's 22.4.
    const headers = ["Price", "Too cheap", "Not cheap", "Not expensive", "Too expensive"];
    const rows = [["$15", "40%", "60%", "20%", "0%"]];
    expect(estimatedMinWidthRem(headers, rows)).toBeGreaterThan(PHONE_COLUMN_REM);
    const mode = stackMode(headers, rows);
    expect(mode).toEqual({ kind: "narrow", width: PHONE_FITS_REM.find((width) => estimatedMinWidthRem(headers, rows) + 0.125 <= width) });
    expect(mode && mode.kind === "narrow" && mode.width).toBeLessThanOrEqual(22);
    expect(dataStackValue(mode)).toMatch(/^n2[1-4]$/);
  });
  it("stacks at every width a table too wide for any box, the full content width included", () => {
    const headers = ["A", "B", "C", "D", "E", "F", "G", "H"];
    const row = headers.map(() => prose);
    expect(estimatedWideWidthRem(headers, [row])).toBeGreaterThan(FULL_WIDTH_REM);
    expect(stackMode(headers, [row])).toEqual({ kind: "always" });
  });
  it("marks a table too wide for the reading column with the full-width box it needs: a table where it is placed outside the column, cards inside it", () => {
    const headers = ["A", "B", "C", "D", "E", "F"];
    const row = headers.map(() => prose);
    const wide = estimatedWideWidthRem(headers, [row]);
    expect(wide).toBeGreaterThan(WIDEST_COLUMN_REM);
    const mode = stackMode(headers, [row]);
    expect(mode).toEqual({ kind: "fits", width: FITS_WIDTHS_REM.find((width) => wide <= width) });
    expect(mode && mode.kind === "fits" && mode.width).toBeGreaterThan(WIDEST_COLUMN_REM);
  });
  it("keeps Kano's ten-column worked example a table wherever its box is as wide as it needs (41 rem: a 1,024 px window's column)", () => {
    // Measured in the browser: 640 px wide at its narrowest, in a 657 px column at 1,024 px and 768 px at 1,280 px.
    const kano = ["Feature", "D", "P", "B", "I", "R", "Q", "Category", "Better", "Worse"];
    const rows = [
      ["Receipt photo scanning", "38", "18", "6", "14", "2", "2", "Delighters", "0.74", "-0.32"],
      ["Two-factor login", "4", "15", "41", "16", "1", "3", "Basic Needs", "0.25", "-0.74"],
    ];
    const rem = estimatedWideWidthRem(kano, rows);
    expect(rem * 16).toBeGreaterThanOrEqual(640);
    expect(rem * 16).toBeLessThan(657);
    expect(stackMode(kano, rows)).toEqual({ kind: "fits", width: 41 });
  });
  it("marks the table's root with what the stylesheet reads", () => {
    expect([null, { kind: "phone" as const }, { kind: "always" as const }, { kind: "fits" as const, width: 41 }].map(dataStackValue)).toEqual([undefined, "", "always", "41"]);
  });
});

describe("stackedTableParts", () => {
  it("marks nothing on a table that never stacks", () => {
    const parts = stackedTableParts(["Idea", "Score"], [["Search", "640"]], ["Score"]);
    expect(parts.dataStack).toBeUndefined();
    expect(parts.role("table")).toBeUndefined();
    expect([0, 1].map(parts.labelled)).toEqual([false, false]);
    expect([...parts.results]).toEqual([1]);
  });
  it("spells out roles and labels every column but the row's name on a stacking table", () => {
    const parts = stackedTableParts(["Idea", "Reach per quarter", "Impact", "Confidence", "Effort", "Score"], [["Bulk invoice export", "1,200", "2", "80%", "1.5", "1,280"]]);
    expect(parts.dataStack).toBe("");
    expect(parts.role("cell")).toBe("cell");
    expect([0, 1, 4].map(parts.labelled)).toEqual([false, true, true]);
  });
  it("labels short row names too, and says 'always' for a table too wide for any column", () => {
    const headers = ["Week", "B", "C", "D", "E", "F", "G", "H"];
    const parts = stackedTableParts(headers, [["1", ...headers.slice(1).map(() => "a sentence long enough to count as prose")]]);
    expect(parts.dataStack).toBe("always");
    expect(parts.labelled(0)).toBe(true);
  });
});

describe("the stylesheet's container queries", () => {
  it("has one for every width a table is marked with, so a marked table always stacks when its box is narrower", () => {
    const css = readFileSync("app/globals.css", "utf8");
    for (const width of FITS_WIDTHS_REM) {
      expect(css, `${width} rem`).toContain(`@container data-table (width < ${width}rem) {\n    &[data-stack="${width}"]`);
    }
    for (const width of PHONE_FITS_REM) {
      expect(css, `n${width}`).toContain(`@container data-table (width < ${width}rem) {\n    &[data-stack="n${width}"]`);
    }
  });
});


describe("numericColumns: columns set flush right", () => {
  it("marks a column whose every filled cell is a number, percent, multiple or price, and not one with a word in it", () => {
    const rows = [
      ["SMS reminder", "4,800", "80%", "$12", "2x", "High"],
      ["Shift swaps", "300", "50%", "-$4", "", "Low"],
    ];
    expect(numericColumns(rows)).toEqual([false, true, true, true, true, false]);
  });

  it("leaves an empty column and a mixed one alone", () => {
    expect(numericColumns([["a", "", "3"], ["b", "", "n/a"]])).toEqual([false, false, false]);
  });

  it("never sets the row's name flush right, even when it is a number (a week, a year)", () => {
    const parts = stackedTableParts(["Week", "Points"], [["1", "20"], ["2", "24"]]);
    expect([parts.numeric(0), parts.numeric(1)]).toEqual([false, true]);
  });
});

describe("paired fields: decided per column", () => {
  it("sets a column's field beside its name in every card, or under it in every card, never cell by cell", () => {
    const long = "Orders a backlog of work already chosen, by value per week of effort";
    const headers = ["Question", "WSJF", "RICE", "Notes", "Owner", "Stage"];
    const rows = [
      ["What it ranks", "Jobs", long, "x", "Ana", "Now"],
      ["Its unit", "Value per week", "Score", "y", "Raj", "Later"],
    ];
    const parts = stackedTableParts(headers, rows, [], 0);
    // RICE has one long field: under its name in both cards; WSJF's are all short: beside it in both.
    expect([parts.paired(1), parts.paired(2)]).toEqual([true, false]);

  });
});

describe("tinyFields: letter-headed counts set six to a row in a phone's card", () => {
  const headers = ["Feature", "D", "P", "B", "I", "R", "Q", "Category", "Better", "Worse"];
  const rows = [["Receipt scan", "38", "18", "6", "14", "2", "2", "Delighters", "0.74", "-0.32"]];
  const results = new Set([7, 8, 9]);

  it("holds for Kano's survey counts beside their three results", () => {
    expect(tinyFields(headers, rows, results)).toBe(true);
  });

  it("does not hold for worded headers, long values, or fewer than four such columns", () => {
    expect(tinyFields(["Idea", "Reach", "Impact", "Effort", "Score", "Notes"], [["A", "1", "2", "3", "4", "x"]], new Set([4]))).toBe(false);
    expect(tinyFields(headers, [["Receipt scan", "38", "18", "6", "14", "2", "two of them", "Delighters", "0.74", "-0.32"]], results)).toBe(false);
    expect(tinyFields(["F", "D", "P", "B", "Category"], [["x", "1", "2", "3", "Basic"]], new Set([4]))).toBe(false);
  });
});

describe("shortHeaderMinCh: a long header over short values wraps to two lines, not one word a line", () => {
  it("keeps half of a long short-column header on a line", () => {
    // "Effort" | "(person-months)", or "Effort (person-" | "months)": 15 characters either way, and one of slack.
    expect(shortHeaderMinCh("Effort (person-months)", false)).toBe(16);
    // "Reach per" | "quarter".
    expect(shortHeaderMinCh("Reach per quarter", false)).toBe(10);
  });
  it("leaves prose columns, one-word and short headers to the table's own sizing", () => {
    expect(shortHeaderMinCh("Effort (person-months)", true)).toBeUndefined();
    expect(shortHeaderMinCh("Confidence", false)).toBeUndefined();
    expect(shortHeaderMinCh("RICE score", false)).toBeUndefined();
  });
  it("counts it in the wide estimate only (a phone's table may still wrap a word a line)", () => {
    const headers = ["Idea", "Reach per quarter and segment"];
    const rows = [["SMS", "1"]];
    // "Reach per quarter" | "and segment".
    expect(stackedTableParts(headers, rows).headMinCh(1)).toBe(18);
    expect(estimatedWideWidthRem(headers, rows)).toBeGreaterThan(estimatedMinWidthRem(headers, rows, { charRem: 0.47, paddingRem: 1.5, wrapNames: true }));
  });
});
