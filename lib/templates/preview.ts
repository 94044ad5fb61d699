/**
 * What the first-page preview on a /templates card shows
 * (components/templates/template-preview.tsx), picked from the template's
 * own structure so each miniature is that template's page and no other:
 * - a document: its title and its first section headings, each marked with
 *   the kind of content under it (a checklist, a table, or lines of text);
 * - a sheet: its first column headers (and its first computed column, the
 *   one the sheet exists for) over a few rows of ghost cells, each as wide
 *   as the example's value in that cell.
 * Pure data, so it is tested on made-up templates (tests/unit/templates/preview.test.ts).
 */
import type { Cell, DocumentSection, SheetColumn } from "./schema";

/** How many section headings a document's miniature page has room for. */
export const previewSections = 3;
/** How many columns fit a sheet's miniature at a phone's card width with their names still readable. */
export const previewColumns = 3;
/** Ghost rows under a sheet's headers. */
export const previewRows = 4;

/** What a section holds, drawn under its heading: ticks, a grid, or lines of text. */
export type SectionShape = "checklist" | "table" | "text";

export type DocumentPreview = {
  kind: "document";
  title: string;
  sections: { heading: string; shape: SectionShape }[];
};

export type PreviewColumn = {
  name: string;
  /** Numbers sit at the right of their cells, text at the left (and text columns are twice as wide). */
  numeric: boolean;
  /** A column the sheet computes (drawn in the accent colour). */
  computed: boolean;
  /** Each ghost row's cell width, as a percentage of the column, in steps of 5. */
  cells: number[];
};

export type SheetPreview = { kind: "sheet"; columns: PreviewColumn[] };

export type TemplatePreview = DocumentPreview | SheetPreview;

/** The parts of a template a preview reads (a Template is one); tests pass small made-up ones. */
export type PreviewSource =
  | { kind: "document"; name: string; sections: readonly Pick<DocumentSection, "heading" | "checklist" | "table">[] }
  | { kind: "sheet"; sheet: { columns: readonly PreviewSourceColumn[]; exampleRows: readonly (readonly Cell[])[] } };
type PreviewSourceColumn = Pick<SheetColumn, "name" | "type" | "computed">;

export function templatePreview(template: PreviewSource): TemplatePreview {
  return template.kind === "document"
    ? { kind: "document", title: template.name, sections: template.sections.slice(0, previewSections).map(sectionPreview) }
    : { kind: "sheet", columns: previewColumnsOf(template.sheet.columns, template.sheet.exampleRows) };
}

function sectionPreview(section: Pick<DocumentSection, "heading" | "checklist" | "table">): DocumentPreview["sections"][number] {
  const shape: SectionShape = section.checklist?.length ? "checklist" : section.table ? "table" : "text";
  return { heading: section.heading, shape };
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
    const numeric = numericTypes.has(column.type);
    const lengths = shown.map((row) => String(row[index] ?? "").length);
    return { name: column.name, numeric, computed: column.computed !== undefined, cells: cellWidths(lengths, numeric ? fullCell.number : fullCell.text) };
  });
}

/**
 * The longest value's ghost cell, as a percentage of its column: a text fills
 * most of its cell, a number about half (template-preview.css's defaults).
 */
export const fullCell = { text: 90, number: 50 } as const;

/**
 * Ghost cells as wide as the example's values, relative to the longest in
 * the column: the longest gets `full`, none is narrower than a third of it
 * (an empty or one-digit value still reads as a cell), in steps of 5.
 */
export function cellWidths(lengths: readonly number[], full: number = fullCell.text): number[] {
  const longest = Math.max(1, ...lengths);
  const least = Math.round(full / 3 / 5) * 5;
  return lengths.map((length) => Math.max(least, Math.round(((length / longest) * full) / 5) * 5));
}
