import { useId, type CSSProperties } from "react";
import { dataTableClasses as c, stackedTableParts } from "@/lib/layout/data-table";

/**
 * A data table. On wider screens it scrolls sideways inside its own box if it
 * must, so the page itself never does, with shadows at the edge that hides
 * content (the `.scroll-fade` background in globals.css, pure CSS, so they
 * follow the real scroll position); the box is focusable and named by the
 * caption, so keyboard users can scroll it with the arrow keys. Below 640 px
 * a table that would not fit a phone becomes stacked cards (the
 * `.data-table[data-stack]` rules in globals.css): each row a card led by its
 * first cell, then the `results` columns, then the rest, each value under its
 * column's name. The roles are spelled out on a stacking table because a
 * browser may drop a table's semantics once CSS changes its display.
 *
 * The caption sits above the box rather than in a <caption>, so a long caption
 * wraps to the column instead of stretching with a wide table; it names the
 * table through aria-labelledby.
 */
export function DataTable({
  caption,
  headers,
  rows,
  results = [],
  insetRem = 0,
}: {
  caption: string;
  headers: readonly string[];
  rows: readonly (readonly string[])[];
  /** Names of the columns a stacked card shows right after the row's name (a score, a category). */
  results?: readonly string[];
  /** What a frame around the table takes from the text column, in rem (padding and border, both sides): the phone check leaves it out. */
  insetRem?: number;
}) {
  const captionId = useId();
  // From 1,024 px a long name over a column of small numbers wraps to two lines, not one word a line (a phone's
  // table keeps every rem: there it may wrap a word a line).
  const headMinStyle = (column: number) => {
    const ch = headMinCh(column);
    return ch === undefined ? undefined : ({ "--head-min": `${ch}ch` } as CSSProperties);
  };
  const { dataStack, dataFields, dataGrid, role, labelled, paired, results: result, numeric, blank, headWidth, headMinCh, cellWidth } = stackedTableParts(headers, rows, results, insetRem);
  return (
    <div className={c.root} data-stack={dataStack} data-fields={dataFields} data-grid={dataGrid}>
      <p id={captionId} className={c.caption}>
        {caption}
      </p>
      <div role="region" aria-labelledby={captionId} tabIndex={0} className={c.scroller}>
        <table aria-labelledby={captionId} className={c.table} role={role("table")}>
          <thead role={role("rowgroup")}>
            <tr role={role("row")}>
              {headers.map((header, column) => (
                <th key={header} scope="col" role={role("columnheader")} data-num={numeric(column) ? "" : undefined} className={`${c.headCell} ${headWidth(column)} lg:min-w-(--head-min)`} style={headMinStyle(column)}>
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody role={role("rowgroup")}>
            {rows.map((row, rowIndex) => (
              <tr key={rowIndex} role={role("row")} className={c.row}>
                {row.map((cell, column) => {
                  const pair = paired(column);
                  return (
                    <td key={column} role={role("cell")} data-result={result.has(column) ? "" : undefined} data-num={numeric(column) ? "" : undefined} data-pair={pair ? "" : undefined} data-blank={blank(column) ? "" : undefined} className={`${c.cell} ${cellWidth(column)}`}>
                      {labelled(column) ? (
                        <span aria-hidden="true" className={c.stackLabel}>
                          {headers[column]}
                        </span>
                      ) : null}
                      {pair ? <span className={c.stackValue}>{cell}</span> : cell}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
