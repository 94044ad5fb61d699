/**
 * What the first-page preview on a /templates card shows
 * (components/templates/template-preview.tsx), picked from the template's
 * filled-in example so each miniature is that template's page and no other:
 * - a document: its title and its first section headings, each over the
 *   first words the example writes there (a paragraph, a bullet, a checklist
 *   item, or a table's first row), marked with the kind of content it is;
 * - a sheet: its first column headers (and a computed column, the one the
 *   sheet exists for) over the example's first rows.
 * The text is the example's own words, cut at a word with an ellipsis to a
 * length the miniature holds on one line, so no edge cuts a word. (Two
 * earlier versions failed reviews: whole sentences cut mid-word at the
 * page's edge read as cropped screenshots, and grey bars standing for the
 * text read as loading skeletons.)
 * Pure data, so it is tested on made-up templates (tests/unit/templates/preview.test.ts).
 */
import { truncateAtWord } from "@/lib/text/teaser";
import type { Cell, DocumentSection, SheetColumn } from "./schema";

/** How many section headings a document's miniature page has room for. */
export const previewSections = 3;
/** How many columns fit a sheet's miniature at a phone's card width with their names still readable. */
export const previewColumns = 3;
/** Example rows under a sheet's headers. */
export const previewRows = 4;
/**
 * Characters, ellipsis included, of the line under a document's heading and
 * of a sheet's text cell, set at 12 px (about 6.4 px a character in the
 * site's face): a document's page is at most 13.25 rem of text (212 px,
 * about 33 characters), less a checklist's box or a table row's frame (about
 * 16 px), and a sheet's text column at least about 12 rem once its number
 * column has taken its part (a phone's card, or a three-card row at 1,280 px,
 * where the middle column gives way), or half that where two text columns
 * share the row (sharedCell). The e2e test measures that nothing is cut by
 * an edge.
 */
export const previewChars = { line: 28, cell: 30, sharedCell: 20 } as const;


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
 * bullet or checklist item, or its table's first row as "cell · cell", cut
 * at a word to what one line of the miniature holds.
 */
export function firstExampleLine(example: DocumentSection["example"]): string {
  const first = example.paragraphs?.[0] ?? example.bullets?.[0] ?? example.checklist?.[0]?.item ?? example.tableRows?.[0]?.filter((cell) => cell.trim() !== "").join(" · ");
  return truncateAtWord(first ?? "", previewChars.line);
}

const numericTypes = new Set<SheetColumn["type"]>(["number", "integer", "percent"]);

/**
 * The first columns in order; when the sheet computes a column further right,
 * it takes the last place (a scoring sheet is read for its score). Of several
 * computed columns, the first whose example rows differ: a total that is the
 * same on every row (a survey's 60 respondents) tells the rows nothing.
 */
export function pickColumns(columns: readonly PreviewSourceColumn[], rows: readonly (readonly Cell[])[] = [], count = previewColumns): number[] {
  const first = columns.slice(0, count).map((_, index) => index);
  if (first.some((index) => columns[index]!.computed)) return first;
  const computed = columns.flatMap((column, index) => (column.computed !== undefined ? [index] : []));
  const varies = (index: number) => new Set(rows.slice(0, previewRows).map((row) => String(row[index] ?? ""))).size > 1;
  const pick = computed.find(varies) ?? computed[0];
  return pick === undefined ? first : [...first.slice(0, count - 1), pick];
}

function previewColumnsOf(columns: readonly PreviewSourceColumn[], rows: readonly (readonly Cell[])[]): PreviewColumn[] {
  const shown = rows.slice(0, previewRows);
  const picked = pickColumns(columns, rows);
  // Where the miniature is narrow it hides the middle of three columns (template-preview.css); the text columns left share the row.
  const narrow = picked.length === 3 ? [picked[0]!, picked[2]!] : picked;
  const textColumns = narrow.filter((index) => !numericTypes.has(columns[index]!.type)).length;
  const cellChars = textColumns > 1 ? previewChars.sharedCell : previewChars.cell;
  return picked.map((index) => {
    const column = columns[index]!;
    return {
      name: column.name,
      numeric: numericTypes.has(column.type),
      computed: column.computed !== undefined,
      // String(), as the sheet's example table on the page writes a cell.
      values: shown.map((row) => truncateAtWord(String(row[index] ?? ""), cellChars)),
    };
  });
}
