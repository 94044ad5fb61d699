"use client";

/**
 * Save and load a calculator's table as CSV: export downloads the inputs with
 * the score and rank (Blob + a.download, nothing leaves the browser); import
 * reads a file in the same columns. A bad file (or one too large to be a
 * calculator's table) is refused whole with a message naming its line, and
 * the current table stays as it was. The
 * columns are written out under the buttons so a visitor can build a file
 * in a spreadsheet.
 */
import { useId, useState, type ChangeEvent } from "react";
import { buttonClasses } from "@/components/ui/button";
import type { CalculatorDefinition, CalculatorRow } from "@/lib/calculators/definitions";
import { calculatorLimits as limits, rowLimit } from "@/lib/calculators/limits";

type Props = {
  definition: CalculatorDefinition;
  rows: readonly CalculatorRow[];
  noun: string;
  onImport: (rows: CalculatorRow[]) => void;
  /** A message from elsewhere (a shared link that could not be read). */
  linkMessage: string | null;
};

type Notice = { tone: "error" | "done"; text: string };

export function CalculatorTableTools({ definition, rows, noun, onImport, linkMessage }: Props) {
  const id = useId();
  const [notice, setNotice] = useState<Notice | null>(null);

  // The CSV code is fetched on first use: most visitors never export or import.
  const exportCsv = async () => {
    const { tableToCsv } = await import("@/lib/calculators/csv");
    // A byte order mark so spreadsheet apps read names with accents as UTF-8.
    const blob = new Blob(["\uFEFF" + tableToCsv(definition, rows, noun)], { type: "text/csv;charset=utf-8" });
    const url = URL.createObjectURL(blob);
    const link = document.createElement("a");
    link.href = url;
    link.download = definition.fileName;
    document.body.append(link);
    link.click();
    link.remove();
    // Revoked later: some browsers start the download after click() returns.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  };

  const importCsv = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Cleared so choosing the same file again (after fixing it) fires change.
    input.value = "";
    if (!file) return;
    const { importCsvFile } = await import("@/lib/calculators/csv");
    const result = await importCsvFile(definition, file);
    if (result.ok) {
      onImport(result.rows);
      setNotice({ tone: "done", text: `Imported ${result.rows.length} ${result.rows.length === 1 ? "row" : "rows"} from ${file.name}.` });
    } else {
      setNotice({ tone: "error", text: `${result.message} Your table was not changed.` });
    }
  };

  // The address bar already holds the table (use-table-in-url.ts); this copies it in one tap.
  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      setNotice({ tone: "done", text: "Link copied: it opens this table as it is now." });
    } catch {
      setNotice({ tone: "error", text: "Could not copy the link. Copy the address from the address bar instead: it holds the whole table." });
    }
  };

  const shown: Notice | null = notice ?? (linkMessage ? { tone: "error", text: linkMessage } : null);
  const columns = definition.scoreHeader === null ? [...definition.headers] : [...definition.headers, definition.scoreHeader, "Rank"];

  return (
    <div className="mt-4">
      <div className="flex flex-wrap gap-2">
        <button type="button" className={buttonClasses({ variant: "secondary", size: "sm" })} onClick={exportCsv}>
          Export CSV
        </button>
        <button type="button" className={buttonClasses({ variant: "secondary", size: "sm" })} onClick={copyLink}>
          Copy link
        </button>
        <label
          htmlFor={`${id}-import`}
          className={`${buttonClasses({ variant: "secondary", size: "sm" })} cursor-pointer has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary`}
        >
          Import CSV
          <input id={`${id}-import`} type="file" accept=".csv,text/csv" className="sr-only" aria-describedby={`${id}-columns`} onChange={importCsv} />
        </label>
      </div>
      <p id={`${id}-columns`} className="mt-2 text-xs text-muted">
        CSV columns: {columns.join(", ")}. Import reads the first {definition.headers.length} (with that header line) and ignores the rest, so an
        exported file imports unchanged; a file holds up to {rowLimit(definition)} rows and {limits.fileBytes / 1024} KB. The link in your address bar also
        holds the whole table: bookmark or share it.
      </p>
      <p
        role={shown?.tone === "error" ? "alert" : "status"}
        className={shown ? `mt-2 text-sm font-medium ${shown.tone === "error" ? "text-destructive" : "text-success"}` : "sr-only"}
      >
        {shown?.text}
      </p>
    </div>
  );
}
