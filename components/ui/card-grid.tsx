import { Children, type ReactNode } from "react";
import { gridPlan } from "@/lib/layout/card-grid";

type Breakpoint = "sm" | "md" | "lg";
type MaxColumns = 1 | 2 | 3 | 4;

/*
 * Literal class names (Tailwind only generates classes it finds written out).
 * Tracks are 1-4, 6 or 12; spans 1-4 (see lib/layout/card-grid.ts).
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
 * A responsive grid of cards that never ends in a half-empty row. Phones get
 * one column; `columns` gives the most columns from each breakpoint up (an
 * unset breakpoint inherits the one below), and the column count at each is
 * chosen from the number of cards (lib/layout/card-grid.ts): 4 cards at up to
 * 3 columns are 2x2, 5 are 3 + 2 with the last two widened.
 *
 * Each child becomes one grid cell (an <li> in the default list), so callers
 * pass the cards themselves.
 */
export function CardGrid({
  children,
  columns = { sm: 2, lg: 3 },
  as = "ul",
  className = "",
  label,
  labelledBy,
}: {
  children: ReactNode;
  columns?: Partial<Record<Breakpoint, MaxColumns>>;
  as?: "ul" | "div";
  className?: string;
  /** Accessible name of the list, when it needs one. */
  label?: string;
  labelledBy?: string;
}) {
  const items = Children.toArray(children);
  const count = items.length;
  const plans = breakpoints.map((bp, index) => ({ bp, ...gridPlan(count, inheritedMax(columns, index)) }));
  const gridClass = plans.map(({ bp, tracks }) => trackClasses[bp][tracks]).join(" ");
  const cellClass = (index: number) => `min-w-0 ${plans.map(({ bp, spans }) => spanClasses[bp][spans[index] ?? 1]).join(" ")}`;

  const Cell = as === "ul" ? "li" : "div";
  const Root = as;
  return (
    <Root aria-label={label} aria-labelledby={labelledBy} className={`grid list-none grid-cols-1 gap-gutter pl-0 ${gridClass} ${className}`}>
      {items.map((item, index) => (
        <Cell key={index} className={cellClass(index)}>
          {item}
        </Cell>
      ))}
    </Root>
  );
}
