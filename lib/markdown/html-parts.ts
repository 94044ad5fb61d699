/**
 * The markup Markdown content renders to for the parts the site also draws
 * with React components (a data table, a callout, a card grid, an external
 * link's arrow), built from the same class helpers in lib/layout, so a table
 * in Markdown and a DataTable look and behave alike.
 */
import type { Element, ElementContent } from "hast";
import { calloutClasses, type CalloutTone } from "@/lib/layout/callout";
import { cardGridClasses } from "@/lib/layout/card-grid";
import { dataTableClasses as c, stackedTableParts } from "@/lib/layout/data-table";
import { iconPaths } from "@/lib/icons/paths";

export { calloutClasses, type CalloutTone };

type Properties = Record<string, string | number | boolean | string[] | undefined>;

/** A hast element; a className string is split into the class list hast expects. */
export function element(tagName: string, properties: Properties, children: ElementContent[] = []): Element {
  const { className, ...rest } = properties;
  const classes = typeof className === "string" ? className.split(/\s+/).filter(Boolean) : className;
  return { type: "element", tagName, properties: { ...rest, ...(classes === undefined ? {} : { className: classes }) } as Element["properties"], children };
}
export const text = (value: string): ElementContent => ({ type: "text", value });

/** A stroke icon from the site's set, hidden from assistive technology. */
function icon(name: keyof typeof iconPaths, size: number, className = ""): Element {
  return element("svg", { ariaHidden: "true", width: size, height: size, viewBox: "0 0 24 24", className: className ? `icon ${className}` : "icon" }, [
    element("path", { d: iconPaths[name] }),
  ]);
}

/** The arrow after an external link's label (as ExternalLink draws it). */
export function externalLinkIcon(): Element {
  return icon("external", 14, "ml-1 inline-block shrink-0 align-[-2px]");
}

/**
 * The site's card grid (lib/layout/card-grid.ts) and each card's box, as CardGrid and TeaserCard draw them.
 * Two per row at most: these cards sit in the reading column (about 41 rem at 1,024 px), where three left each
 * card's text some 150 px wide, and four items (JTBD's forces) came out as three and a lone card.
 */
export function cardClasses() {
  const grid = cardGridClasses({ maxColumns: 2 });
  return { grid: grid.grid, cell: grid.cell, card: "rounded-2xl border border-border bg-surface-raised p-5 shadow-sm" };
}

/**
 * An odd number of cards (Kano's five categories, the canvas's nine blocks)
 * as one framed list of rows instead: two per row left the last one alone
 * beside a hole, which three reviews marked. Each row sets its title beside
 * its text from 640 px (above it on a phone), so the rows still scan as a set.
 */
export function cardRowClasses() {
  return {
    list: "card-rows list-none divide-y divide-border overflow-hidden rounded-2xl border border-border bg-surface-raised pl-0 shadow-sm",
    row: "mt-0! grid gap-1 px-5 py-4 sm:grid-cols-[11rem_minmax(0,1fr)] sm:gap-6",
    title: "font-semibold",
    text: "text-base text-muted",
  };
}

/**
 * A `:::working` disclosure: a framed row that opens onto the steps, in the
 * callouts' surface. On a phone, rules above and below only, so its tables
 * keep the column's full width (a table that fits a 390 px phone stacked
 * into cards inside a padded frame).
 */
export function workingClasses() {
  return {
    details: "working group border-y border-border max-sm:bg-transparent sm:rounded-xl sm:border sm:bg-surface",
    summary: "flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 py-3 text-base text-muted sm:rounded-xl sm:px-4 [&::-webkit-details-marker]:hidden",
    body: "working-steps border-t border-border pt-2 pb-4 sm:px-5",
  };
}

/** The disclosure's chevron, turned when it is open. */
export function chevron(): Element {
  return icon("chevronDown", 18, "shrink-0 transition-transform group-open:rotate-180 motion-reduce:transition-none");
}

type Cell = { text: string; hast: ElementContent[] };

/**
 * A data table as the DataTable component renders it: a caption above a
 * focusable box that scrolls sideways (named by the caption), and on phones
 * a hint when the table is wider than the screen.
 */
export function dataTableParts({
  captionId,
  caption,
  headers,
  rows,
  results = [],
  tints = [],
  layout,
}: {
  captionId: string;
  caption: string;
  headers: Cell[];
  rows: Cell[][];
  results?: readonly string[];
  /** Cell values drawn as categories: a cell whose text is the n-th gets data-tint="n" (at most six, app/globals.css colours them). */
  tints?: readonly string[];
  /**
   * "timeline": a sequence of steps (a plan's weeks), its rows as cards at every width, side by side on a wide
   * screen along a line (app/globals.css data-layout): still a table to assistive technology.
   */
  layout?: "timeline";
}): Element {
  if (tints.length > 6) throw new Error(`a table tints at most six values (${tints.length} given)`);
  const plainHeaders = headers.map((cell) => cell.text);
  const plainRows = rows.map((row) => row.map((cell) => cell.text));
  // The same markup as components/ui/data-table.tsx, from the same rules.
  const parts = stackedTableParts(plainHeaders, plainRows, results, 0, layout === "timeline" ? { kind: "always" } : undefined);
  const result = parts.results;
  const role = (name: string) => (parts.role(name) ? { role: name } : {});
  const tint = (value: string) => {
    const index = tints.indexOf(value.trim());
    return index < 0 ? {} : { dataTint: String(index) };
  };
  const label = (column: number) => (parts.labelled(column) ? [element("span", { ariaHidden: "true", className: c.stackLabel }, [text(plainHeaders[column] ?? "")])] : []);
  return element("div", { className: c.root, ...(layout ? { dataLayout: layout } : {}), ...(parts.dataStack === undefined ? {} : { dataStack: parts.dataStack }), ...(parts.dataFields === undefined ? {} : { dataFields: parts.dataFields }), ...(parts.dataGrid === undefined ? {} : { dataGrid: parts.dataGrid }) }, [
    element("p", { id: captionId, className: c.caption }, [text(caption)]),
    element("div", { role: "region", ariaLabelledBy: captionId, tabIndex: 0, className: c.scroller }, [
      element("table", { ariaLabelledBy: captionId, className: c.table, ...role("table") }, [
        element("thead", role("rowgroup"), [
          element("tr", role("row"), headers.map((cell, column) => element("th", { scope: "col", ...role("columnheader"), ...(parts.numeric(column) ? { dataNum: "" } : {}), className: `${c.headCell} ${parts.headWidth(column)}` }, cell.hast))),
        ]),
        element(
          "tbody",
          role("rowgroup"),
          rows.map((row) =>
            element(
              "tr",
              { ...role("row"), className: c.row },
              row.map((cell, column) => {
                const paired = parts.paired(column);
                const value = paired ? [element("span", { className: c.stackValue }, cell.hast)] : cell.hast;
                return element(
                  "td",
                  { ...role("cell"), ...(result.has(column) ? { dataResult: "" } : {}), ...(parts.numeric(column) ? { dataNum: "" } : {}), ...(paired ? { dataPair: "" } : {}), ...(parts.blank(column) ? { dataBlank: "" } : {}), ...tint(cell.text), className: `${c.cell} ${parts.cellWidth(column)}` },
                  [...label(column), ...value],
                );
              }),
            ),
          ),
        ),
      ]),
    ]),
  ]);
}
