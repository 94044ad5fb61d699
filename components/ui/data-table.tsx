import { useId } from "react";
import { dataTableClasses as c, proseColumns, SCROLL_HINT, scrollsOnPhone } from "@/lib/layout/data-table";
import { Icon } from "./icons";

/**
 * A table that scrolls sideways inside its own box, so the page itself never
 * does. Cues that there is more: shadows at the edge that hide content
 * (the `.scroll-fade` background in globals.css, pure CSS, so they follow the
 * real scroll position) and, on phones when the table is wider than the
 * screen, a "Scroll sideways" line. The box is focusable and named by the
 * caption, so keyboard users can scroll it with the arrow keys.
 *
 * The caption sits above the box rather than in a <caption>, so a long caption
 * wraps to the column instead of stretching with a wide table; it names the
 * table through aria-labelledby.
 */
export function DataTable({ caption, headers, rows }: { caption: string; headers: readonly string[]; rows: readonly (readonly string[])[] }) {
  const captionId = useId();
  const prose = proseColumns(headers, rows);
  const cellWidth = (column: number) => c.width(Boolean(prose[column]));
  return (
    <div className={c.root}>
      <p id={captionId} className={c.caption}>
        {caption}
      </p>
      <div
        role="region"
        aria-labelledby={captionId}
        tabIndex={0}
        className={c.scroller}
      >
        <table aria-labelledby={captionId} className={c.table}>
          <thead>
            <tr>
              {headers.map((header, column) => (
                <th key={header} scope="col" className={`${c.headCell} ${cellWidth(column)}`}>
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, rowIndex) => (
              <tr key={rowIndex} className={c.row}>
                {row.map((cell, column) => (
                  <td key={column} className={`${c.cell} ${cellWidth(column)}`}>
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {scrollsOnPhone(headers, rows) ? (
        <p aria-hidden="true" className={c.hint}>
          {SCROLL_HINT}
          <Icon name="arrowRight" size={16} />
        </p>
      ) : null}
    </div>
  );
}
