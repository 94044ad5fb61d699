import { useId } from "react";
import { proseColumns, scrollsOnPhone } from "@/lib/layout/data-table";
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
  // Prose columns wrap at a readable width; short ones (names, numbers) stay on one line.
  const cellWidth = (column: number) => (prose[column] ? "min-w-40" : "whitespace-nowrap");
  return (
    <div className="data-table">
      <p id={captionId} className="mb-2 text-small font-semibold">
        {caption}
      </p>
      <div
        role="region"
        aria-labelledby={captionId}
        tabIndex={0}
        className="scroll-fade max-w-full overflow-x-auto rounded-xl border border-border focus-visible:outline-2 focus-visible:outline-offset-2"
      >
        <table aria-labelledby={captionId} className="w-full border-collapse text-left text-small">
          <thead>
            <tr>
              {headers.map((header, column) => (
                <th key={header} scope="col" className={`border-b border-border px-4 py-2.5 align-bottom font-semibold ${cellWidth(column)}`}>
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, rowIndex) => (
              <tr key={rowIndex} className="border-b border-border last:border-0">
                {row.map((cell, column) => (
                  <td key={column} className={`px-4 py-2.5 align-top ${cellWidth(column)}`}>
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {scrollsOnPhone(headers, rows) ? (
        <p aria-hidden="true" className="mt-2 flex items-center gap-1.5 text-caption font-medium text-muted sm:hidden">
          Scroll sideways to see the whole table
          <Icon name="arrowRight" size={16} />
        </p>
      ) : null}
    </div>
  );
}
