/**
 * Layout rules for data tables (components/ui/data-table.tsx and Markdown
 * tables, lib/markdown/html-parts.ts), pure so they are unit-tested. A table
 * in a phone column either squeezes its text into one-word lines or scrolls,
 * and a reader who scrolls sideways loses the row they were reading. So below
 * 640 px a table that would not fit becomes stacked cards: one card per row,
 * every column visible with its header as a label, the row's result (a RICE
 * score, a Kano category) right under the row's name. On wider screens it
 * stays a table wherever its box is wide enough, and is stacked where not.
 */

/** Text longer than this is prose: its column gets a readable minimum width. */
const PROSE_CHARS = 24;
/** Minimum width of a prose column, in rem. */
export const PROSE_COLUMN_REM = 10;
/** Cell padding left + right on a phone, in rem (px-2 below 640 px, px-3 above: WIDE_CELLS). */
const CELL_PADDING_REM = 1;
/** Rough width of one character of 14 px text, in rem. */
const CHAR_REM = 0.5;
/** Width of the text column on a 360 px phone (less the page gutters), in rem. */
export const PHONE_COLUMN_REM = 20.5;

/** Per column: whether its values hold prose (and so it gets PROSE_COLUMN_REM). A long header alone does not make prose: it wraps between its words. */
export function proseColumns(headers: readonly string[], rows: readonly (readonly string[])[]): boolean[] {
  return headers.map((_, column) => rows.some((row) => (row[column] ?? "").length > PROSE_CHARS));
}

/**
 * Per column: whether it is the blank to fill in beside a column of labels
 * (a two-column table whose second column is empty in every row: a
 * template's "Field | Notes"). It gets most of the table's width: sized by
 * its content it was a 30% strip beside the labels. Wider sheets with blank
 * columns keep the usual widths: three fifths each would not fit.
 */
export function blankColumns(headers: readonly string[], rows: readonly (readonly string[])[]): boolean[] {
  const notes = headers.length === 2 && rows.length > 0 && rows.every((row) => !(row[1] ?? "").trim());
  return headers.map((_, column) => notes && column === 1);
}
/** The width a blank column takes (blankColumns). */
const BLANK_COLUMN_CLASS = "w-3/5 min-w-40";

/** Text size and cell padding a width estimate assumes: a phone's, or a wide screen's (WIDE_CELLS). */
type CellMetrics = { charRem: number; paddingRem: number; wrapNames: boolean };
const PHONE_CELLS: CellMetrics = { charRem: CHAR_REM, paddingRem: CELL_PADDING_REM, wrapNames: true };

/**
 * On a phone a row's name (the first column: "Job-queue migration") may wrap between its words
 * (dataTableClasses.width), like a header; a name this short or shorter stays on one line.
 */
const NAME_LINE_CHARS = 10;

/** The characters a row name needs on one line of a phone's table: all of it if short, else its longest word or NAME_LINE_CHARS. */
export function wrappedNameChars(name: string): number {
  return Math.min(name.length, Math.max(longestWordChars(name), NAME_LINE_CHARS));
}

/** The longest word of a text, in characters: the narrowest a wrapping line of it can be. */
export function longestWordChars(text: string): number {
  return Math.max(0, ...text.split(/\s+/).map((word) => word.length));
}

/**
 * The narrowest the table can be without squeezing its text, in rem (an
 * estimate; a phone's cells by default). A short column's values stay on one
 * line, but its header may wrap between words ("Effort (person-months)" over
 * two lines), so only the header's longest word counts.
 */
export function estimatedMinWidthRem(headers: readonly string[], rows: readonly (readonly string[])[], cells: CellMetrics = PHONE_CELLS): number {
  const prose = proseColumns(headers, rows);
  return headers.reduce((sum, header, column) => {
    if (prose[column]) return sum + PROSE_COLUMN_REM;
    const chars = column === 0 && cells.wrapNames ? wrappedNameChars : (value: string) => value.length;
    // From 1,024 px (the wide estimate) a long header keeps half its length on a line (shortHeaderMinCh).
    const headerChars = Math.max(longestWordChars(header), cells.wrapNames ? 0 : (shortHeaderMinCh(header, false) ?? 0));
    const longest = Math.max(headerChars, ...rows.map((row) => chars(row[column] ?? "")));
    return sum + longest * cells.charRem + cells.paddingRem;
  }, 0);
}

/** The longest a code in a lookup grid's cell may be ("Q", "B", "P"), in characters. */
const CODE_CHARS = 2;
/**
 * Whether the table is a lookup grid: every cell after a row's name is a
 * one- or two-letter code (Kano's evaluation table: the functional answer
 * picks the row, the dysfunctional one the column, the cell a category). As
 * cards its rows could not be read across and down, which is the point of
 * it; set small and tight (CODE_CELLS, the `data-grid="codes"` rules in
 * globals.css) it fits a phone as a table.
 */
export function isCodeGrid(headers: readonly string[], rows: readonly (readonly string[])[]): boolean {
  return headers.length >= 3 && rows.length >= 2 && rows.every((row) => row.slice(1).every((cell) => cell.trim().length > 0 && cell.trim().length <= CODE_CHARS));
}
/** A lookup grid on a phone: 12 px text (about 0.4 rem a character in Geist; 0.42 keeps a margin) and 0.25 rem of padding a side. */
const CODE_CELLS: CellMetrics = { charRem: 0.42, paddingRem: 0.5, wrapNames: true };
/** The metrics a phone's estimate uses for this table. */
function phoneCells(headers: readonly string[], rows: readonly (readonly string[])[]): CellMetrics {
  return isCodeGrid(headers, rows) ? CODE_CELLS : PHONE_CELLS;
}
/** Whether a phone would have to scroll the table sideways; `insetRem`: what a frame around the table takes from the column (its padding and border, both sides). */
export function scrollsOnPhone(headers: readonly string[], rows: readonly (readonly string[])[], insetRem = 0): boolean {
  return estimatedMinWidthRem(headers, rows, phoneCells(headers, rows)) > PHONE_COLUMN_REM - insetRem;
}

/**
 * Whether the table becomes stacked cards on the narrowest phone (360 px): only when it would not
 * fit. The count of columns does not decide: a five-column grid of prices fits a phone as a table,
 * and as cards it had cost a page 3,000 px and its rows could no longer be compared down a column.
 */
export function stacksOnPhone(headers: readonly string[], rows: readonly (readonly string[])[], insetRem = 0): boolean {
  return scrollsOnPhone(headers, rows, insetRem);
}

/**
 * Box widths, in rem, at which a table too wide for a 360 px phone may still be a table on a wider
 * one (globals.css has a container query for each): the column is 20.5 rem at 360 px, 22.4 at 390,
 * 23.75 at 412. A table takes the first that holds it; wider than the last, it is cards on phones.
 */
export const PHONE_FITS_REM = [21, 22, 23, 24] as const;
/** What the table's frame (a 1 px border each side) adds to its width, in rem. */
const FRAME_REM = 0.125;

/**
 * Wide screens (640 px and up) pad cells less (lg:px-3) and a character of
 * 14 px text measures about 0.45 rem there (Geist, measured on the site's
 * tables: 7.2 px a character, 24 px of padding); 0.47 keeps a margin.
 */
const WIDE_CELLS: CellMetrics = { charRem: 0.47, paddingRem: 1.5, wrapNames: false };

/** The narrowest the table can be on a wide screen, in rem (an estimate, a little over the measured width). */
export function estimatedWideWidthRem(headers: readonly string[], rows: readonly (readonly string[])[]): number {
  return estimatedMinWidthRem(headers, rows, WIDE_CELLS);
}

/** The widest the text column of a long page gets (from a 1,280 px window), in rem: a table estimated wider never fits it. */
export const WIDEST_COLUMN_REM = 48;

/**
 * When a table is shown as stacked cards: below 640 px ("phone"), whenever
 * its own box is narrower than `width` rem ("fits": the column's width
 * varies with the window, 37 rem at 640 px, 41 rem at 1,024 px where the
 * contents rail takes its share, 48 rem from 1,280 px, and a full-width
 * section's up to 68 rem, so a CSS container query decides), at every width
 * ("always": too wide for any box, where it would otherwise hide columns
 * behind a scroll), or never (null). A table
 * stacked where it would fit reads worse than a table: its rows can no longer
 * be compared down a column.
 */
export type StackMode = { kind: "phone" } | { kind: "narrow"; width: number } | { kind: "fits"; width: number } | { kind: "always" } | null;

/**
 * The widest box a table gets anywhere: a section that runs the page's full
 * content width, outside the reading column (a wide sheet's example on a
 * template page), from a 1,280 px window; 60 rem at 1,024 px.
 */
export const FULL_WIDTH_REM = 68;

/**
 * The widths a "fits" table is marked with, in rem (globals.css has a
 * container query for each, so the list is short): the reading column at a
 * 704 px and a 1,024 px window, at about 1,150 px, and from 1,280 px; then
 * full-width boxes (56 rem, 60 rem at 1,024 px, 64 rem, 68 rem from 1,280 px),
 * where only a table placed outside the reading column gets to be a table. A
 * table takes the first that holds it.
 */
export const FITS_WIDTHS_REM = [41, 44, WIDEST_COLUMN_REM, 56, 60, 64, FULL_WIDTH_REM] as const;
/** The column at a 640 px window, in rem: a table that fits it needs stacking only on phones. */
export const COLUMN_AT_640_REM = 37;

export function stackMode(headers: readonly string[], rows: readonly (readonly string[])[], insetRem = 0): StackMode {
  // Two columns always fit a phone once their cells may wrap (dataTableClasses.width): as cards they were
  // five boxes each repeating "Value".
  if (headers.length <= 2) return null;
  const wide = estimatedWideWidthRem(headers, rows);
  const fits = FITS_WIDTHS_REM.find((width) => wide <= width);
  if (fits === undefined) return { kind: "always" };
  if (wide > COLUMN_AT_640_REM - insetRem) return { kind: "fits", width: fits };
  if (!stacksOnPhone(headers, rows, insetRem)) return null;
  // "narrow": cards only in a box narrower than the table needs (a 360 px phone), a table on a 390 px one.
  const phone = estimatedMinWidthRem(headers, rows, phoneCells(headers, rows)) + FRAME_REM;
  const narrow = PHONE_FITS_REM.find((width) => phone <= width);
  return narrow === undefined ? { kind: "phone" } : { kind: "narrow", width: narrow };
}

/** The table root's data-stack attribute for a mode: "" (phones), "always", or the width in rem it needs; undefined for none. */
export function dataStackValue(mode: StackMode): string | undefined {
  if (mode === null) return undefined;
  if (mode.kind === "phone") return "";
  if (mode.kind === "always") return "always";
  if (mode.kind === "narrow") return `n${mode.width}`;
  return String(mode.width);
}

/** Names this short ("1", "Q3") do not say what they are on their own: a stacked card heads them with their column's name ("Week 1"). */
const SHORT_NAME_CHARS = 3;

/** Whether a stacked card's title (the row's first cell) also carries its column's name. */
export function stackedNamesNeedLabel(rows: readonly (readonly string[])[]): boolean {
  return rows.length > 0 && rows.every((row) => (row[0] ?? "").trim().length <= SHORT_NAME_CHARS);
}

/**
 * The indexes of the result columns a stacked card shows first after the
 * row's name, from their header names; an unknown name is an error (a typo
 * would silently leave the result at the bottom of the card).
 */
export function resultColumnIndexes(headers: readonly string[], results: readonly string[]): number[] {
  return results.map((name) => {
    const index = headers.indexOf(name);
    if (index < 0) throw new Error(`No column "${name}" to show first: the columns are ${headers.map((h) => `"${h}"`).join(", ")}`);
    return index;
  });
}

/** A field this long or shorter (a price, a score, a word) fits half a phone's card, label above value. */
const SHORT_FIELD_CHARS = 14;

/**
 * Whether every field of a stacked card but the row's name is short, header
 * words and values alike: then a phone sets them two to a row, and a table
 * of ten respondents' four prices is ten short cards, not ten tall ones.
 */
export function shortFields(headers: readonly string[], rows: readonly (readonly string[])[]): boolean {
  return headers.slice(1).every((header, index) => longestWordChars(header) <= SHORT_FIELD_CHARS && rows.every((row) => (row[index + 1] ?? "").length <= SHORT_FIELD_CHARS));
}

/**
 * Tiny fields: a table whose columns beside its name and results are all
 * counts under one- or two-letter headers (Kano's D, P, B, I, R and Q). A
 * phone's card then sets them six to a row under the results (three to a
 * row), instead of one pair of letter and number per line: a card of ten
 * fields was 470 px tall.
 */
export function tinyFields(headers: readonly string[], rows: readonly (readonly string[])[], results: ReadonlySet<number>): boolean {
  const others = headers.map((_, index) => index).filter((index) => index > 0 && !results.has(index));
  return others.length >= 4 && results.size <= 3 && others.every((index) => headers[index]!.trim().length <= 2 && rows.every((row) => (row[index] ?? "").trim().length <= 5));
}

/**
 * A column whose every field is this long or shorter sits on one line beside
 * its name in a phone's stacked card ("Impact  2", "Type  number"); a column
 * with a longer one keeps the card's full width under its name, where it
 * wraps less, in every card.
 */
export const PAIR_FIELD_CHARS = 32;

/**
 * What the DataTable component and Markdown tables both need to lay a table
 * out: its stack mode (the root's data-stack value), the ARIA role to spell
 * out on each part (only a stacking table needs them, since display: block
 * drops the table semantics), which cells carry their column's name for the
 * cards, and which columns are results.
 */
/** A cell that is a number as a table writes one: digits with separators, a sign, a currency or a percent ("4,800", "-$12", "80%"). */
const NUMBER_CELL = /^[-+−]?[$£€]?\d[\d,.]*(?:%|x)?$/;

/**
 * Columns of numbers: every non-empty cell is one. They are set flush right
 * in figures of one width, so digits line up by place and a column of
 * scores reads down at a glance (left-aligned, 4800 and 300 started level).
 */
export function numericColumns(rows: readonly (readonly string[])[]): boolean[] {
  const width = Math.max(0, ...rows.map((row) => row.length));
  return Array.from({ length: width }, (_, column) => {
    const cells = rows.map((row) => (row[column] ?? "").trim()).filter(Boolean);
    return cells.length > 0 && cells.every((cell) => NUMBER_CELL.test(cell));
  });
}

export function stackedTableParts(headers: readonly string[], rows: readonly (readonly string[])[], results: readonly string[] = [], insetRem = 0, forced?: StackMode) {
  // `forced`: a layout that needs the cards whatever the width (a timeline, html-parts.ts), not stackMode's reading.
  const mode = forced === undefined ? stackMode(headers, rows, insetRem) : forced;
  const numbers = numericColumns(rows);
  const pairedColumns = headers.map((_, column) => rows.every((row) => (row[column] ?? "").length <= PAIR_FIELD_CHARS));
  const namesNeedLabel = stackedNamesNeedLabel(rows);
  const prose = proseColumns(headers, rows);
  const blank = blankColumns(headers, rows);
  const allShort = mode !== null && shortFields(headers, rows);
  const resultSet = new Set(resultColumnIndexes(headers, results));
  const tiny = mode !== null && tinyFields(headers, rows, resultSet);
  return {
    /** The root's data-stack attribute (dataStackValue); undefined for a table that never stacks. */
    dataStack: dataStackValue(mode),
    /** The root's data-fields attribute: "short" when a stacked card can set its fields two to a row on a phone, "tiny" six to a row (tinyFields). */
    dataFields: tiny ? "tiny" : allShort ? "short" : undefined,
    /** The root's data-grid attribute: "codes" for a lookup grid, set small and tight on a phone (isCodeGrid). */
    dataGrid: isCodeGrid(headers, rows) ? "codes" : undefined,
    role: (name: string): string | undefined => (mode === null ? undefined : name),
    labelled: (column: number): boolean => mode !== null && (column > 0 || namesNeedLabel),
    results: resultSet,
    /** Whether a column holds only numbers (numericColumns): its cells and header carry data-num. The first column names the row and never does. */
    numeric: (column: number): boolean => column > 0 && Boolean(numbers[column]),
    /** Whether a labelled cell sits beside its name on a phone (PAIR_FIELD_CHARS); cards of all-short fields set them two to a row instead. */
    // Decided per column, not per cell: a field sits beside its name in every card or in none (cell by cell, the
    // cards of one table switched between the two layouts, which a review read as broken).
    paired: (column: number): boolean => mode !== null && column > 0 && !allShort && !tiny && Boolean(pairedColumns[column]),
    /** A header cell's width class: a blank to fill in takes most of the table (blankColumns), a prose column its readable minimum. */
    headWidth: (column: number): string => (blank[column] ? BLANK_COLUMN_CLASS : dataTableClasses.headWidth(Boolean(prose[column]))),
    /** A header's narrowest width in ch (shortHeaderMinCh), for a short column under a long name. */
    headMinCh: (column: number): number | undefined => shortHeaderMinCh(headers[column]!, Boolean(prose[column] || blank[column])),
    /** Whether a column is a blank to fill in (blankColumns): its cells carry data-blank and are ruled for writing on. */
    blank: (column: number): boolean => Boolean(blank[column]),
    /** A body cell's width class (dataTableClasses.width), from the same reading of which columns are prose. */
    cellWidth: (column: number): string => dataTableClasses.width(Boolean(prose[column]), headers.length, column),
  };
}

/**
 * The narrowest a short column's header may be, in ch, or undefined for none:
 * its longer half at its best break, so a long name over a column of small numbers ("Effort
 * (person-months)" over 1, 2, 8) wraps to two lines, not one word a line (the
 * RICE sheet's example had three-line headers). Prose columns and one-word or
 * short headers keep the table's own sizing.
 */
export function shortHeaderMinCh(header: string, prose: boolean): number | undefined {
  if (prose || !header.includes(" ") || header.length <= 12) return undefined;
  // The best place to break it in two, at a space or after a hyphen (where a browser may break a line), plus a
  // character of slack: a "ch" is a digit's width, and some letters are wider.
  let best = header.length;
  for (let at = 1; at < header.length; at++) {
    const breaksAfter = header[at - 1] === "-" || header[at] === " ";
    if (!breaksAfter) continue;
    best = Math.min(best, Math.max(header.slice(0, at).trimEnd().length, header.slice(at).trimStart().length));
  }
  return best + 1;
}

/**
 * The classes of a data table's parts: the DataTable component and Markdown
 * content's tables render the same markup with them.
 */
export const dataTableClasses = {
  root: "data-table",
  caption: "mb-2 text-small font-semibold",
  scroller: "scroll-fade max-w-full overflow-x-auto rounded-xl border border-border focus-visible:outline-2 focus-visible:outline-offset-2",
  table: "w-full border-collapse text-left text-small",
  headCell: "border-b border-border px-2 py-2.5 align-bottom font-semibold sm:px-3",
  row: "border-b border-border last:border-0",
  cell: "px-2 py-2.5 align-top sm:px-3",
  /** A cell's column name, shown only in a stacked card (the table's own headers name it for screen readers). */
  stackLabel: "stack-label",
  /** A paired cell's value, the second column of its grid in a stacked card (a plain inline span elsewhere). */
  stackValue: "stack-value",
  /**
   * Prose columns wrap at a readable width; short ones (names, numbers) stay on one line, except in a
   * two-column table, which never stacks (stackMode), and a row's name on a phone (wrappedNameChars).
   */
  width: (prose: boolean, columns: number, column = 1) => (prose ? "min-w-40" : columns <= 2 ? "" : column === 0 ? "whitespace-nowrap max-sm:whitespace-normal" : "whitespace-nowrap"),
  /** A short column's header may wrap between its words (estimatedMinWidthRem counts its longest word); a prose column's header wraps anyway. */
  headWidth: (prose: boolean) => (prose ? "min-w-40" : ""),
} as const;

