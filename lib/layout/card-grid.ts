/**
 * The one rule every card grid on the site follows (CardGrid in
 * components/ui/card-grid.tsx, the `:::cards` blocks of Markdown content and
 * the few grids written out by hand use these classes):
 * - one column on phones, two from `twoFrom` (640 px by default; 768 px for
 *   cards that are wide by nature, such as a book with its cover), and three
 *   per row from 1,024 px;
 * - a leftover card keeps the column width of the cards above it: nothing
 *   spans the row (no col-span, no flex-grow), so 5 cards are 3 + 2 with the
 *   last row ending early rather than 3 + two widened cards;
 * - each card keeps its own height (`items-start`): a short card is not
 *   padded out to the tallest in its row.
 *
 * The e2e layout audit (tests/support/layout-audit.ts) checks the result on
 * every route: no card in a grid may be wider than 1.5 times its siblings.
 */

export type CardGridOptions = {
  /** Where the second column starts. */
  twoFrom?: "sm" | "md";
};

const twoColumns = { sm: "sm:grid-cols-2", md: "md:grid-cols-2" } as const;

/** The classes of a card grid and of each of its cells (every cell the same: one column wide). */
export function cardGridClasses({ twoFrom = "sm" }: CardGridOptions = {}): { grid: string; cell: string } {
  return {
    grid: `grid list-none grid-cols-1 items-start gap-gutter pl-0 ${twoColumns[twoFrom]} lg:grid-cols-3`,
    cell: "min-w-0",
  };
}
