/**
 * Sizing rules for DataTable (components/ui/data-table.tsx), pure so they are
 * unit-tested. A table in a phone column either squeezes its text into
 * one-word lines or scrolls; DataTable scrolls, so columns of sentences keep
 * a readable width and the reader gets a cue that there is more to the right.
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

/** Whether a phone will have to scroll the table sideways, so the scroll hint is shown there. */
export function scrollsOnPhone(headers: readonly string[], rows: readonly (readonly string[])[]): boolean {
  return estimatedMinWidthRem(headers, rows) > PHONE_COLUMN_REM;
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
  headCell: "border-b border-border px-4 py-2.5 align-bottom font-semibold",
  row: "border-b border-border last:border-0",
  cell: "px-4 py-2.5 align-top",
  hint: "mt-2 flex items-center gap-1.5 text-caption font-medium text-muted sm:hidden",
  /** Prose columns wrap at a readable width; short ones (names, numbers) stay on one line. */
  width: (prose: boolean) => (prose ? "min-w-40" : "whitespace-nowrap"),
} as const;

/** The line under a table a phone has to scroll sideways. */
export const SCROLL_HINT = "Scroll sideways to see the whole table";
