/**
 * The one rule every card grid on the site follows (CardGrid in
 * components/ui/card-grid.tsx, the `:::cards` blocks of Markdown content and
 * the few grids written out by hand use these classes):
 * - one column on phones, two from `twoFrom` (640 px by default; 768 px for
 *   cards that are wide by nature, such as a book with its cover);
 * - on wide screens, as many per row as leave no lone card in the last row
 *   where that can be helped (columnsFor, given the number of cards): three
 *   per row as a rule, two from 1,024 px for four cards, four from 1,280 px
 *   where that fills the last row better (7 as 4 + 3, 8 as 4 + 4);
 * - a leftover card keeps the column width of the cards above it: nothing
 *   spans the row (no col-span, no flex-grow);
 * - each card keeps its own height (`items-start`): a short card is not
 *   padded out to the tallest in its row.
 *
 * The e2e layout audit (tests/support/layout-audit.ts) checks the result on
 * every route: no card in a grid may be wider than 1.5 times its siblings.
 */

export type CardGridOptions = {
  /** Where the second column starts. */
  twoFrom?: "sm" | "md";
  /** How many cards the grid holds, when known: the wide screen's columns follow it. */
  count?: number;
  /**
   * 3 for a grid inside the reading column (about 770 px), where four per row
   * would squeeze the cards; 2 for cards wide by nature (a book with its cover
   * and what the review covers).
   */
  maxColumns?: 2 | 3 | 4;
};

/** The cost of a lone card in the last row: worse than any partly filled row. */
const LONE = 2;

/**
 * How badly `columns` per row leave the last row of `count` cards: 0 when
 * every row is full, 2 for a lone card, otherwise the share of the row left
 * empty.
 */
export function lastRowCost(count: number, columns: number): number {
  const last = count % columns;
  if (last === 0) return 0;
  if (last === 1) return LONE;
  return 1 - last / columns;
}

/**
 * Columns per row from 1,024 px (`lg`) and from 1,280 px (`xl`, where four
 * cards of about 260 px fit). Up to three cards stay three per row, so one
 * or two cards keep the normal width. From 1,024 px two per row replaces
 * three only to avoid a lone card (4 as 2 + 2, 10 as five rows of two);
 * from 1,280 px four replaces three whenever it fills the last row better
 * (4, 7 as 4 + 3, 8 as 4 + 4, 11 as 4 + 4 + 3).
 */
export function columnsFor(count: number, maxColumns: 2 | 3 | 4 = 4): { lg: 2 | 3; xl: 2 | 3 | 4 } {
  if (maxColumns === 2) return { lg: 2, xl: 2 };
  if (count <= 3) return { lg: 3, xl: 3 };
  const lg = lastRowCost(count, 3) === LONE && lastRowCost(count, 2) !== LONE ? 2 : 3;
  const xl = maxColumns === 4 && lastRowCost(count, 4) < lastRowCost(count, 3) ? 4 : lg;
  return { lg, xl };
}

const twoColumns = { sm: "sm:grid-cols-2", md: "md:grid-cols-2" } as const;
// Written out in full so Tailwind finds every class in the source.
const wideColumns = {
  lg: { 2: "lg:grid-cols-2", 3: "lg:grid-cols-3" },
  xl: { 2: "xl:grid-cols-2", 3: "xl:grid-cols-3", 4: "xl:grid-cols-4" },
} as const;

/** The classes of a card grid and of each of its cells (every cell the same: one column wide). */
export function cardGridClasses({ twoFrom = "sm", count = 3, maxColumns = 4 }: CardGridOptions = {}): { grid: string; cell: string } {
  const { lg, xl } = columnsFor(count, maxColumns);
  const wide = xl === lg ? wideColumns.lg[lg] : `${wideColumns.lg[lg]} ${wideColumns.xl[xl]}`;
  return {
    grid: `grid list-none grid-cols-1 items-start gap-gutter pl-0 ${twoColumns[twoFrom]} ${wide}`,
    cell: "min-w-0",
  };
}
