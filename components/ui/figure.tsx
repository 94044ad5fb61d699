import type { ReactNode } from "react";

/**
 * The panel from 640 px, for a single drawing (an <svg> child): the column's
 * width, the drawing centred, a little air above and below. A drawing with a
 * wide layout of its own (TwoLayouts) fills the column: its panel is wideFigurePanel.
 */
const figurePanel =
  "sm:has-[>svg]:rounded-2xl sm:has-[>svg]:border sm:has-[>svg]:border-border sm:has-[>svg]:bg-surface sm:has-[>svg]:py-5 sm:[&>svg]:mx-auto lg:[&>svg[width='360']]:w-[28rem]";

/**
 * A drawing with two layouts (TwoLayouts) fills the column, so below 1,280 px
 * it has no panel: padding would take the width its wide layout needs. From
 * 1,280 px, where the reading column is about 770 px, it sits on the same
 * panel as every other drawing, inside the column's edges (a panel reaching
 * into the gutter read as misaligned), and its wide layout (at most 760
 * units, text 13-14 units) is drawn at 0.95 scale or more.
 */
const wideFigurePanel =
  "xl:has-[>.two-layouts]:rounded-2xl xl:has-[>.two-layouts]:border xl:has-[>.two-layouts]:border-border xl:has-[>.two-layouts]:bg-surface xl:has-[>.two-layouts]:px-4 xl:has-[>.two-layouts]:py-5";

/**
 * A picture or diagram with its caption. On a phone the drawing sits straight
 * in the column (no padding, no border) so its labels keep their size. From
 * 640 px a drawing made for a phone sits centred on a panel the width of the column: a drawing made
 * for a phone (360 units, labels 14 units, never drawn smaller than that on a phone) would
 * otherwise hang at the left of a 700 px column with half of it blank. From
 * 1,024 px, where the column is about 700 px, such a drawing is shown a quarter
 * larger (448 px, labels about 17 px): at its own size it left two fifths of
 * the panel empty.
 * `framed` clips an image with a white edge to the panel on phones too.
 */
export function Figure({ caption, framed = false, children }: { caption: ReactNode; framed?: boolean; children: ReactNode }) {
  return (
    <figure>
      <div className={`${framed ? "overflow-hidden rounded-2xl border border-border bg-surface" : ""} ${figurePanel} ${wideFigurePanel}`}>{children}</div>
      <figcaption className="mt-2 text-small text-muted">{caption}</figcaption>
    </figure>
  );
}
