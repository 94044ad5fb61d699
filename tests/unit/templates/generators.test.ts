/**
 * The templates library's generators: RFC 4180 CSV (quoting, header of the
 * documented columns, blank computed cells, example values), Markdown with
 * every section heading, the formula evaluator, and the list of download
 * files the pages will prerender.
 */
import { describe, expect, it } from "vitest";
import { templates } from "@/content/templates";
import { csvField, parseCsv, referenceTableToCsv, rowsToCsv, toCsv } from "@/lib/templates/csv";
import { downloadFiles } from "@/data/templates";
import { evaluateFormula } from "@/lib/templates/formula";
import { toMarkdown } from "@/lib/templates/markdown";

const sheets = templates.flatMap((t) => (t.kind === "sheet" ? [t] : []));
const documents = templates.flatMap((t) => (t.kind === "document" ? [t] : []));

describe("CSV writer and parser (RFC 4180)", () => {
  it("quotes fields with commas, quotes and line breaks, and nothing else", () => {
    expect(csvField("plain")).toBe("plain");
    expect(csvField(0.25)).toBe("0.25");
    expect(csvField("a, b")).toBe('"a, b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField("two\nlines")).toBe('"two\nlines"');
  });

  it("round-trips awkward rows", () => {
    const rows = [["a", "b, c", 'd "e"'], ["", "x\r\ny", "3"]];
    const text = rowsToCsv(rows);
    expect(text.endsWith("\r\n")).toBe(true);
    expect(parseCsv(text)).toEqual(rows);
  });

  it("rejects malformed quoting", () => {
    expect(() => parseCsv('"open')).toThrow();
    expect(() => parseCsv('"a"b,c')).toThrow();
    expect(() => parseCsv('a"b,c')).toThrow();
  });
});

describe.each(sheets.map((t) => [t.slug, t] as const))("CSV of %s", (_slug, t) => {
  const names = t.sheet.columns.map((c) => c.name);

  it("blank: a header row of exactly the documented columns; computed cells empty", () => {
    const rows = parseCsv(toCsv(t));
    expect(rows[0]).toEqual(names);
    for (const row of rows.slice(1)) {
      expect(row).toHaveLength(names.length);
      t.sheet.columns.forEach((c, i) => {
        if (c.computed) expect(row[i]).toBe("");
      });
    }
    expect(rows.length).toBe(1 + (t.sheet.starterRows?.length ?? 0));
  });

  it("filled: the header plus every example row, computed values included, no formulas", () => {
    const text = toCsv(t, { filled: true });
    const rows = parseCsv(text);
    expect(rows[0]).toEqual(names);
    expect(rows.slice(1)).toEqual(t.sheet.exampleRows.map((row) => row.map(String)));
    for (const row of rows) expect(row).toHaveLength(names.length);
    for (const row of rows.slice(1)) for (const cell of row) expect(cell.startsWith("=")).toBe(false);
    t.sheet.columns.forEach((c, i) => {
      if (c.computed) for (const row of rows.slice(1)) expect(row[i]).not.toBe("");
    });
  });

  it("reference tables parse with consistent row lengths", () => {
    for (const ref of t.referenceTables ?? []) {
      const rows = parseCsv(referenceTableToCsv(ref));
      expect(rows[0]).toEqual(ref.table.headers);
      for (const row of rows) expect(row).toHaveLength(ref.table.headers.length);
    }
  });
});

describe("CSV of documents", () => {
  it("is refused: documents are Markdown only", () => {
    expect(() => toCsv(documents[0]!)).toThrow(/document/);
  });
});

describe.each(templates.map((t) => [t.slug, t] as const))("Markdown of %s", (_slug, t) => {
  const headings = (md: string) => md.split("\n").filter((line) => line.startsWith("## ")).map((line) => line.slice(3));

  it("blank: the title, the one-line when-to-use and every section heading", () => {
    const md = toMarkdown(t);
    expect(md.startsWith(`# ${t.name}\n`)).toBe(true);
    expect(md).toContain(t.whenToUse);
    if (t.kind === "document") {
      expect(headings(md)).toEqual(t.sections.map((s) => s.heading));
      for (const s of t.sections) expect(md).toContain(s.guidance);
      for (const item of t.sections.flatMap((s) => s.checklist ?? [])) expect(md).toContain(`- [ ] ${item}`);
    } else {
      expect(headings(md)).toEqual(expect.arrayContaining(["Columns", "Sheet", ...(t.referenceTables ?? []).map((r) => r.title)]));
      for (const c of t.sheet.columns) expect(md).toContain(c.name);
      for (const c of t.sheet.columns.filter((col) => col.computed)) expect(md).toContain(c.computed!.expression.replace(/\|/g, "\\|"));
    }
  });

  it("filled: the same headings with the example's content", () => {
    const md = toMarkdown(t, { filled: true });
    expect(md).toContain(t.example.product);
    if (t.kind === "document") {
      expect(headings(md)).toEqual(t.sections.map((s) => s.heading));
      for (const s of t.sections) {
        for (const p of s.example.paragraphs ?? []) expect(md).toContain(p);
        for (const c of s.example.checklist ?? []) expect(md).toContain(`- [${c.done ? "x" : " "}] ${c.item}`);
      }
    } else {
      expect(headings(md)).toContain("Example");
      const first = t.sheet.exampleRows[0]![0]!;
      expect(md).toContain(String(first));
    }
  });

  it("has tables whose rows all have the header's cell count", () => {
    for (const md of [toMarkdown(t), toMarkdown(t, { filled: true })]) {
      const lines = md.split("\n");
      let width = 0;
      for (const line of lines) {
        if (!line.startsWith("| ")) {
          width = 0;
          continue;
        }
        const cells = line.replace(/\\\|/g, "").split("|").length - 2;
        if (width === 0) width = cells;
        expect(cells, line).toBe(width);
      }
    }
  });
});

describe("formula evaluator", () => {
  it("follows arithmetic precedence and spreadsheet functions", () => {
    expect(evaluateFormula("=[R] * [I] * ([C] / 100) / [E]", { R: 3000, I: 2, C: 80, E: 4 })).toBe(1200);
    expect(evaluateFormula("=[Imp] + MAX([Imp] - [Sat], 0)", { Imp: 4.5, Sat: 6.9 })).toBe(4.5);
    expect(evaluateFormula("=-(2 + 3) / 5", {})).toBe(-1);
    expect(evaluateFormula("=ROUND(2.345, 2)", {})).toBe(2.35);
    expect(evaluateFormula("=ROUNDUP(200 / (25 / 100), 0)", {})).toBe(800);
    expect(evaluateFormula("=ROUNDUP(120 / (35 / 100), 0)", {})).toBe(343);
    expect(evaluateFormula("=ROUNDUP(-1.21, 1)", {})).toBe(-1.3);
    expect(evaluateFormula('=IF(AND([a] >= 3, [b] >= 3), "yes", "no")', { a: 3, b: 2 })).toBe("no");
  });

  it("refuses unknown columns, unknown functions and division by zero", () => {
    expect(() => evaluateFormula("=[Missing] + 1", {})).toThrow(/Unknown column/);
    expect(() => evaluateFormula("=SUMX(1)", {})).toThrow(/Unknown function/);
    expect(() => evaluateFormula("=1 / [z]", { z: 0 })).toThrow(/Division by zero/);
  });
});

describe("download files", () => {
  const files = downloadFiles();

  it("lists blank and example files in every format each template offers, at unique paths", () => {
    for (const t of templates) {
      for (const format of t.formats) {
        expect(files.map((f) => f.path)).toContain(`/templates/${t.slug}/${t.slug}.${format}`);
        expect(files.map((f) => f.path)).toContain(`/templates/${t.slug}/${t.slug}-example.${format}`);
      }
    }
    expect(new Set(files.map((f) => f.path)).size).toBe(files.length);
    expect(files.map((f) => f.path)).toContain("/templates/kano-survey/kano-survey-evaluation-table.csv");
  });

  it("gives each file its content type, a download filename and a body", () => {
    for (const f of files) {
      expect(f.path).toMatch(new RegExp(`^/templates/${f.slug}/${f.filename.replace(/\./g, "\\.")}$`));
      expect(f.contentType).toBe(f.format === "md" ? "text/markdown; charset=utf-8" : "text/csv; charset=utf-8");
      expect(f.filename.endsWith(`.${f.format}`)).toBe(true);
      expect(f.contentDisposition).toBe(`attachment; filename="${f.filename}"`);
      expect(f.body.length).toBeGreaterThan(0);
      if (f.format === "csv") expect(() => parseCsv(f.body)).not.toThrow();
    }
  });

  it("offers no CSV for document templates", () => {
    for (const t of documents) expect(files.filter((f) => f.slug === t.slug && f.format === "csv")).toHaveLength(0);
  });
});
