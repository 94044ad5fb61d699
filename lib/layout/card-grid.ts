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

export type Breakpoint = "sm" | "md" | "lg";
export type MaxColumns = 1 | 2 | 3 | 4;

/*
 * Literal class names (Tailwind only generates classes it finds written out).
 * Tracks are 1-4, 6 or 12; spans 1-4 (see gridPlan).
 */
const trackClasses: Record<Breakpoint, Record<number, string>> = {
  sm: { 1: "sm:grid-cols-1", 2: "sm:grid-cols-2", 3: "sm:grid-cols-3", 4: "sm:grid-cols-4", 6: "sm:grid-cols-6", 12: "sm:grid-cols-12" },
  md: { 1: "md:grid-cols-1", 2: "md:grid-cols-2", 3: "md:grid-cols-3", 4: "md:grid-cols-4", 6: "md:grid-cols-6", 12: "md:grid-cols-12" },
  lg: { 1: "lg:grid-cols-1", 2: "lg:grid-cols-2", 3: "lg:grid-cols-3", 4: "lg:grid-cols-4", 6: "lg:grid-cols-6", 12: "lg:grid-cols-12" },
};
const spanClasses: Record<Breakpoint, Record<number, string>> = {
  sm: { 1: "sm:col-span-1", 2: "sm:col-span-2", 3: "sm:col-span-3", 4: "sm:col-span-4" },
  md: { 1: "md:col-span-1", 2: "md:col-span-2", 3: "md:col-span-3", 4: "md:col-span-4" },
  lg: { 1: "lg:col-span-1", 2: "lg:col-span-2", 3: "lg:col-span-3", 4: "lg:col-span-4" },
};

const breakpoints: Breakpoint[] = ["sm", "md", "lg"];

/** The most columns at breakpoint `index`: its own setting, else the nearest smaller breakpoint's, else 1. */
function inheritedMax(columns: Partial<Record<Breakpoint, MaxColumns>>, index: number): number {
  for (let i = index; i >= 0; i--) {
    const value = columns[breakpoints[i]!];
    if (value) return value;
  }
  return 1;
}

/**
 * The classes of a grid of `count` cards (one column on phones; `columns`
 * gives the most columns from each breakpoint up) and of each cell: the
 * CardGrid component and the cards of Markdown content both use them.
 */
export function cardGridClasses(count: number, columns: Partial<Record<Breakpoint, MaxColumns>>): { grid: string; cell: (index: number) => string } {
  const plans = breakpoints.map((bp, index) => ({ bp, ...gridPlan(count, inheritedMax(columns, index)) }));
  return {
    grid: `grid list-none grid-cols-1 gap-gutter pl-0 ${plans.map(({ bp, tracks }) => trackClasses[bp][tracks]).join(" ")}`,
    cell: (index) => `min-w-0 ${plans.map(({ bp, spans }) => spanClasses[bp][spans[index] ?? 1]).join(" ")}`,
  };
}
