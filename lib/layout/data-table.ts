/**
 * Layout rules for data tables (components/ui/data-table.tsx and Markdown
 * tables, lib/markdown/html-parts.ts), pure so they are unit-tested. A table
 * in a phone column either squeezes its text into one-word lines or scrolls,
 * and a reader who scrolls sideways loses the row they were reading. So below
 * 640 px a table that would not fit becomes stacked cards: one card per row,
 * every column visible with its header as a label, the row's result (a RICE
 * score, a Kano category) right under the row's name. On wider screens it
 * stays a table, in a box that scrolls if it must.
 */

/** Text longer than this is prose: its column gets a readable minimum width. */
const PROSE_CHARS = 24;
/** Minimum width of a prose column, in rem. */
export const PROSE_COLUMN_REM = 10;
/** Cell padding left + right, in rem. */
const CELL_PADDING_REM = 2;
/** Rough width of one character of 14 px text, in rem. */
const CHAR_REM = 0.5;
/** Width of the text column on a 360 px phone (less the page gutters), in rem. */
export const PHONE_COLUMN_REM = 20.5;

/** Per column: whether it holds prose (and so gets PROSE_COLUMN_REM). */
export function proseColumns(headers: readonly string[], rows: readonly (readonly string[])[]): boolean[] {
  return headers.map((header, column) => [header, ...rows.map((row) => row[column] ?? "")].some((text) => text.length > PROSE_CHARS));
}

/** The narrowest the table can be without squeezing its text, in rem (an estimate). */
export function estimatedMinWidthRem(headers: readonly string[], rows: readonly (readonly string[])[]): number {
  const prose = proseColumns(headers, rows);
  return headers.reduce((sum, header, column) => {
    if (prose[column]) return sum + PROSE_COLUMN_REM;
    const longest = Math.max(header.length, ...rows.map((row) => (row[column] ?? "").length));
    return sum + longest * CHAR_REM + CELL_PADDING_REM;
  }, 0);
}

/** Whether a phone would have to scroll the table sideways. */
export function scrollsOnPhone(headers: readonly string[], rows: readonly (readonly string[])[]): boolean {
  return estimatedMinWidthRem(headers, rows) > PHONE_COLUMN_REM;
}

/** Tables up to this many columns stay tables on a phone when they fit. */
export const MAX_PHONE_TABLE_COLUMNS = 4;

/** Whether the table becomes stacked cards below 640 px: more than four columns, or too wide for a phone. */
export function stacksOnPhone(headers: readonly string[], rows: readonly (readonly string[])[]): boolean {
  return headers.length > MAX_PHONE_TABLE_COLUMNS || scrollsOnPhone(headers, rows);
}

/** The text column of a long page (--container-measure), in rem: a table estimated wider would scroll there even on a wide screen. */
export const TEXT_COLUMN_REM = 44;

/**
 * When a table is shown as stacked cards: below 640 px ("phone"), at every
 * width ("always": too wide for the text column even on a wide screen, where
 * it would otherwise hide columns behind a scroll), or never (null).
 */
export type StackMode = "phone" | "always" | null;

export function stackMode(headers: readonly string[], rows: readonly (readonly string[])[]): StackMode {
  if (estimatedMinWidthRem(headers, rows) > TEXT_COLUMN_REM) return "always";
  return stacksOnPhone(headers, rows) ? "phone" : null;
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

/**
 * What the DataTable component and Markdown tables both need to lay a table
 * out: its stack mode (the root's data-stack value), the ARIA role to spell
 * out on each part (only a stacking table needs them, since display: block
 * drops the table semantics), which cells carry their column's name for the
 * cards, and which columns are results.
 */
export function stackedTableParts(headers: readonly string[], rows: readonly (readonly string[])[], results: readonly string[] = []) {
  const mode = stackMode(headers, rows);
  const namesNeedLabel = stackedNamesNeedLabel(rows);
  return {
    /** The root's data-stack attribute: "" (phones) or "always"; undefined for a table that never stacks. */
    dataStack: mode === null ? undefined : mode === "always" ? "always" : "",
    role: (name: string): string | undefined => (mode === null ? undefined : name),
    labelled: (column: number): boolean => mode !== null && (column > 0 || namesNeedLabel),
    results: new Set(resultColumnIndexes(headers, results)),
  };
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
  headCell: "border-b border-border px-4 py-2.5 align-bottom font-semibold lg:px-3",
  row: "border-b border-border last:border-0",
  cell: "px-4 py-2.5 align-top lg:px-3",
  /** A cell's column name, shown only in a stacked card (the table's own headers name it for screen readers). */
  stackLabel: "stack-label",
  /** Prose columns wrap at a readable width; short ones (names, numbers) stay on one line. */
  width: (prose: boolean) => (prose ? "min-w-40" : "whitespace-nowrap"),
} as const;

