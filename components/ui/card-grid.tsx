import { Children, type ReactNode } from "react";
import { cardGridClasses, type Breakpoint, type MaxColumns } from "@/lib/layout/card-grid";

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
  const classes = cardGridClasses(items.length, columns);
  const Cell = as === "ul" ? "li" : "div";
  const Root = as;
  return (
    <Root aria-label={label} aria-labelledby={labelledBy} className={`${classes.grid} ${className}`}>
      {items.map((item, index) => (
        <Cell key={index} className={classes.cell(index)}>
          {item}
        </Cell>
      ))}
    </Root>
  );
}
