/**
 * Whether a document template's blank sections and its filled-in example are
 * shown side by side on a wide screen (app/(site)/templates/[slug]/page.tsx):
 * only when every table in them fits half the page as a table. A table too
 * wide for its half would become stacked cards (lib/layout/data-table.ts), a
 * competitor grid of five columns a tall column of cards beside an empty
 * blank card; such a template keeps its sections one after the other.
 */
import { estimatedWideWidthRem, FULL_WIDTH_REM } from "@/lib/layout/data-table";
import type { Template } from "./schema";

/**
 * The band's width at 1,280 px, in rem. Narrower (1,024 px gives 60rem) a table near the limit is shown as
 * stacked cards until the window is wider (its own box decides, lib/layout/data-table.ts).
 */
const BAND_REM = FULL_WIDTH_REM;
/** The gap between the two columns, and what a section card's padding and border take from its table, in rem. */
const COLUMN_GAP_REM = 2;
const CARD_INSET_REM = 2.625;

/** The widest table a side-by-side card holds as a table at 1,280 px, in rem (30.4). */
export const HALF_BAND_TABLE_REM = (BAND_REM - COLUMN_GAP_REM) / 2 - CARD_INSET_REM;

export function documentSideBySide(template: Template): boolean {
  if (template.kind !== "document") return false;
  return template.sections.every((section) => {
    if (!section.table) return true;
    const tables = [section.table.rows, ...(section.example.tableRows ? [section.example.tableRows] : [])];
    return tables.every((rows) => estimatedWideWidthRem(section.table!.headers, rows) <= HALF_BAND_TABLE_REM);
  });
}
