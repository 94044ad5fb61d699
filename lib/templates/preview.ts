/**
 * What the first-page preview on a /templates card shows
 * (components/templates/template-preview.tsx), picked from the template's
 * filled-in example so each miniature is that template's page and no other:
 * - a document: its title and its first section headings, each over the
 *   first words the example writes there (a paragraph, a bullet, a checklist
 *   item, or a table's first row), marked with the kind of content it is;
 * - a sheet: its first column headers (and its first computed column, the
 *   one the sheet exists for) over the example's first rows.
 * An earlier version drew grey bars where the text goes; every card then
 * looked like the same placeholder.
 * Pure data, so it is tested on made-up templates (tests/unit/templates/preview.test.ts).
 */
import { clipAtWord } from "@/lib/text/teaser";
import type { Cell, DocumentSection, SheetColumn } from "./schema";

/** How many section headings a document's miniature page has room for. */
export const previewSections = 3;
/** How many columns fit a sheet's miniature at a phone's card width with their names still readable. */
export const previewColumns = 3;
/** Example rows under a sheet's headers. */
export const previewRows = 4;
/**
 * Characters kept of the text under a document's heading and of a sheet's
 * text cell. The miniature draws that text as grey lines as long as it
 * (lineBars, cellBar) rather than setting it, so only the length matters:
 * 120 characters fill both lines under a heading (two of LINE_CHARS), and 40
 * draw a cell's line at 84% of its cell (cellBar's longest is 90%).
 */
export const previewChars = { line: 120, cell: 40 } as const;


/** What a section holds, drawn under its heading: ticks, a grid, or lines of text. */
export type SectionShape = "checklist" | "table" | "text";

export type DocumentPreview = {
  kind: "document";
  title: string;
  sections: { heading: string; shape: SectionShape; line: string }[];
};

export type PreviewColumn = {
  name: string;
  /** Numbers sit at the right of their cells, text at the left (and text columns are twice as wide). */
  numeric: boolean;
  /** A column the sheet computes (drawn in the accent colour). */
  computed: boolean;
  /** The example's first rows' values in this column, as the page's table shows them. */
  values: string[];
};

export type SheetPreview = { kind: "sheet"; columns: PreviewColumn[] };

export type TemplatePreview = DocumentPreview | SheetPreview;

/** The parts of a template a preview reads (a Template is one); tests pass small made-up ones. */
export type PreviewSource =
  | { kind: "document"; name: string; sections: readonly Pick<DocumentSection, "heading" | "checklist" | "table" | "example">[] }
  | { kind: "sheet"; sheet: { columns: readonly PreviewSourceColumn[]; exampleRows: readonly (readonly Cell[])[] } };
type PreviewSourceColumn = Pick<SheetColumn, "name" | "type" | "computed">;

export function templatePreview(template: PreviewSource): TemplatePreview {
  return template.kind === "document"
    ? { kind: "document", title: template.name, sections: template.sections.slice(0, previewSections).map(sectionPreview) }
    : { kind: "sheet", columns: previewColumnsOf(template.sheet.columns, template.sheet.exampleRows) };
}

function sectionPreview(section: Pick<DocumentSection, "heading" | "checklist" | "table" | "example">): DocumentPreview["sections"][number] {
  const shape: SectionShape = section.checklist?.length ? "checklist" : section.table ? "table" : "text";
  return { heading: section.heading, shape, line: firstExampleLine(section.example) };
}

/**
 * The first thing the example writes under a section: its first paragraph,
 * bullet or checklist item, or its table's first row as "cell · cell". The
 * miniature shows what fits of it and cuts the rest at the page's edge.
 */
export function firstExampleLine(example: DocumentSection["example"]): string {
  const first = example.paragraphs?.[0] ?? example.bullets?.[0] ?? example.checklist?.[0]?.item ?? example.tableRows?.[0]?.filter((cell) => cell.trim() !== "").join(" · ");
  return clipAtWord(first ?? "", previewChars.line);
}

const numericTypes = new Set<SheetColumn["type"]>(["number", "integer", "percent"]);

/**
 * The first columns in order; when the sheet computes a column further right,
 * it takes the last place (a scoring sheet is read for its score).
 */
export function pickColumns(columns: readonly PreviewSourceColumn[], count = previewColumns): number[] {
  const first = columns.slice(0, count).map((_, index) => index);
  if (first.some((index) => columns[index]!.computed)) return first;
  const computed = columns.findIndex((column) => column.computed !== undefined);
  return computed < 0 ? first : [...first.slice(0, count - 1), computed];
}

function previewColumnsOf(columns: readonly PreviewSourceColumn[], rows: readonly (readonly Cell[])[]): PreviewColumn[] {
  const shown = rows.slice(0, previewRows);
  return pickColumns(columns).map((index) => {
    const column = columns[index]!;
    return {
      name: column.name,
      numeric: numericTypes.has(column.type),
      computed: column.computed !== undefined,
      // String(), as the sheet's example table on the page writes a cell.
      values: shown.map((row) => clipAtWord(String(row[index] ?? ""), previewChars.cell)),
    };
  });
}

/** Characters a line of a document's miniature holds (12 px text in its about 13 rem page). */
const LINE_CHARS = 40;

/**
 * The grey lines that stand for the text under a document's heading: up to
 * `lines` lines, each as wide (in % of the page) as the share of a line the
 * text fills; a last partial line is never shorter than a fifth, so it reads
 * as a line. Empty text draws one short line.
 */
export function lineBars(text: string, lines: number): number[] {
  const chars = text.trim().length;
  const bars: number[] = [];
  for (let line = 0; line < lines && (line === 0 || chars > line * LINE_CHARS); line++) {
    const rest = chars - line * LINE_CHARS;
    bars.push(Math.round(Math.max(20, Math.min(100, (rest / LINE_CHARS) * 100))));
  }
  return bars;
}

/** A sheet's text cell drawn as a grey line: longer for longer text, from about a third of the cell to nine tenths (a cell's text ends before its edge). */
export function cellBar(text: string): number {
  return Math.round(Math.max(35, Math.min(90, 20 + text.trim().length * 1.6)));
}
