/**
 * The one rule every card grid on the site follows (CardGrid in
 * components/ui/card-grid.tsx, the `:::cards` blocks of Markdown content and
 * the few grids written out by hand use these classes):
 * - one column on phones, two from `twoFrom` (640 px by default; 768 px for
 *   cards that are wide by nature, such as a book with its cover);
 * - three per row from 1,024 px, in every grid on every page, so a card is
 *   the same width section after section. (An earlier rule picked the
 *   columns per grid to avoid a lone last card, four per row for seven or
 *   eight cards; a page whose sections had different counts then switched
 *   between four narrow and three wide cards, which a review read as
 *   unfinished. A short last row reads better than that.)
 * - a leftover card keeps the column width of the cards above it (nothing
 *   is widened, no flex-grow), and a short last row starts at the left edge
 *   like every row above it. (Centring it under the full rows, tried after a
 *   review called the hole at the right end unfinished, broke the grid's left
 *   edge for the next two reviews: the left edge is what a reader follows.)
 * - cards in a row share its height, their links pinned to the bottom
 *   (TeaserCard's `mt-auto`): teaser cards have the same parts and their
 *   text is cut at three lines, so a row differs by a line or two, and
 *   ragged bottoms (20-30 px apart) read as unfinished in the last review.
 *   Grids whose cells differ by nature (the home page's start paths, one of
 *   which can be open) pass `rows: "own"` and keep each cell's own height
 *   (`items-start`): a short cell is not padded out to the tallest.
 *
 * The e2e layout audit (tests/support/layout-audit.ts) checks the result on
 * every route: no card in a grid may be wider than 1.5 times its siblings.
 */

export type CardGridOptions = {
  /** Where the second column starts. */
  twoFrom?: "sm" | "md";
  /**
   * 2 for cards wide by nature (a book with its cover and what the review
   * covers) and for card blocks inside an article's reading column; 4 for a set of exactly four short tiles that reads as one row
   * (the home page's four categories: 2 + 2 up to 1,280 px, then one row of
   * four, never three and a lone tile); 3 otherwise.
   */
  maxColumns?: 2 | 3 | 4;
  /** "equal" (the default): a row's cards share its height; "own": each cell keeps its own. */
  rows?: "equal" | "own";
};

// Written out in full so Tailwind finds every class in the source.
function columnClasses(twoFrom: "sm" | "md", maxColumns: 2 | 3 | 4): string {
  const two = twoFrom === "sm" ? "sm:grid-cols-2" : "md:grid-cols-2";
  if (maxColumns === 4) return `${two} lg:grid-cols-2 xl:grid-cols-4`;
  if (maxColumns === 2) return two;
  return `${two} lg:grid-cols-3`;
}

/** The classes of a card grid and of each of its cells (every cell the same: one column wide). */
export function cardGridClasses({ twoFrom = "sm", maxColumns = 3, rows = "equal" }: CardGridOptions = {}): { grid: string; cell: string } {
  return {
    // "card-grid" names the rule's grids for the route audit (tests/support/layout-audit.ts); it has no style of its own.
    grid: `card-grid grid list-none grid-cols-1 ${rows === "own" ? "items-start " : ""}gap-gutter pl-0 ${columnClasses(twoFrom, maxColumns)}`,
    // An equal row stretches the cell; the card inside fills it, so its link sits at the row's bottom.
    cell: rows === "own" ? "min-w-0" : "flex min-w-0 flex-col *:flex-1",
  };
}
