import { Children, type ReactNode } from "react";
import { cardGridClasses, type CardGridOptions } from "@/lib/layout/card-grid";

/**
 * A responsive grid of cards, the same rule everywhere (lib/layout/card-grid.ts):
 * one column on phones, two from 640 px (or 768 px with `twoFrom="md"`),
 * three per row from 1,024 px (two with `maxColumns={2}`); a leftover card
 * keeps the normal column width and the cards of a row share its height.
 *
 * Each child becomes one grid cell (an <li> in the default list), so callers
 * pass the cards themselves.
 */
export function CardGrid({
  children,
  twoFrom,
  maxColumns,
  rows,
  as = "ul",
  className = "",
  label,
  labelledBy,
}: {
  children: ReactNode;
  twoFrom?: CardGridOptions["twoFrom"];
  maxColumns?: CardGridOptions["maxColumns"];
  rows?: CardGridOptions["rows"];
  as?: "ul" | "div";
  className?: string;
  /** Accessible name of the list, when it needs one. */
  label?: string;
  labelledBy?: string;
}) {
  const items = Children.toArray(children);
  const classes = cardGridClasses({ twoFrom, maxColumns, rows });
  const Cell = as === "ul" ? "li" : "div";
  const Root = as;
  return (
    <Root aria-label={label} aria-labelledby={labelledBy} className={`${classes.grid} ${className}`}>
      {items.map((item, index) => (
        <Cell key={index} className={classes.cell}>
          {item}
        </Cell>
      ))}
    </Root>
  );
}
