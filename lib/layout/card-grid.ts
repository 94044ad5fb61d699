/**
 * Column choice for CardGrid (components/ui/card-grid.tsx), kept as pure
 * functions so the "no orphan cards" rule is unit-tested rather than eyeballed.
 *
 * The rule, per breakpoint, given how many cards there are and the most
 * columns that breakpoint allows:
 * 1. Cards that fit in one row fill it (2 cards at max 3 -> 2 columns).
 * 2. Otherwise prefer the widest column count that divides the cards evenly,
 *    as long as it is at least half the maximum (6 at max 4 -> 3x2; 4 at max 3
 *    -> 2x2; 8 at max 3 -> 2x4 rather than 3-3-2).
 * 3. Otherwise use the maximum and balance the rows, so they differ by at
 *    most one card (5 at max 3 -> 3 + 2; 7 at max 3 -> 3 + 2 + 2); the cards of
 *    a shorter row widen to fill it, so no row ends in an empty gap.
 */

/** How many columns to lay `count` cards out in when at most `max` fit. */
export function chooseColumns(count: number, max: number): number {
  const limit = Math.max(1, Math.floor(max));
  if (count <= 1) return 1;
  if (count <= limit) return count;
  for (let columns = limit; columns >= Math.max(2, Math.ceil(limit / 2)); columns--) {
    if (count % columns === 0) return columns;
  }
  return limit;
}

/** Cards per row, longest rows first, differing by at most one. */
export function balancedRows(count: number, columns: number): number[] {
  if (count <= 0) return [];
  const rows = Math.ceil(count / Math.max(1, columns));
  const base = Math.floor(count / rows);
  const longer = count % rows;
  return Array.from({ length: rows }, (_, row) => (row < longer ? base + 1 : base));
}

/**
 * The grid's track count and each card's span at one breakpoint. The tracks
 * are a common multiple of the row lengths in use (a row of 3 and a row of 2
 * share 6 tracks), so every row, long or short, spans the full width.
 */
export function gridPlan(count: number, max: number): { tracks: number; spans: number[] } {
  const columns = chooseColumns(count, max);
  const rows = balancedRows(count, columns);
  const lengths = [...new Set(rows)];
  const tracks = lengths.reduce((acc, length) => lcm(acc, length), 1);
  return { tracks, spans: rows.flatMap((length) => Array<number>(length).fill(tracks / length)) };
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

function lcm(a: number, b: number): number {
  return (a * b) / gcd(a, b);
}
