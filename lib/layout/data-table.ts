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
