"use client";

/**
 * Save and load a scoring calculator's table as CSV: export writes the inputs
 * with the score and rank; import reads a file in the same columns. A bad
 * file (or one too large to be a calculator's table) is refused whole with a
 * message naming its line, and the current table stays as it was. The
 * buttons and the notice are calculator-file-tools.tsx.
 */
import type { CalculatorDefinition, CalculatorRow } from "@/lib/calculators/definitions";
import { calculatorLimits as limits, rowLimit } from "@/lib/calculators/limits";
import { CalculatorFileTools } from "./calculator-file-tools";

type Props = {
  definition: CalculatorDefinition;
  rows: readonly CalculatorRow[];
  noun: string;
  onImport: (rows: CalculatorRow[]) => void;
  /** A message from elsewhere (a shared link that could not be read). */
  linkMessage: string | null;
  /** Spacing from what comes before (the file tools' own default: a gap under the rows). */
  className?: string;
};

export function CalculatorTableTools({ definition, rows, noun, onImport, linkMessage, className }: Props) {
  const columns = definition.scoreHeader === null ? [...definition.headers] : [...definition.headers, ...(definition.detailHeader ? [definition.detailHeader] : []), definition.scoreHeader, "Rank"];
  return (
    <CalculatorFileTools
      fileName={definition.fileName}
      thing="table"
      linkMessage={linkMessage}
      className={className}
      toCsv={async () => (await import("@/lib/calculators/csv")).tableToCsv(definition, rows, noun)}
      importFile={async (file) => {
        const { importCsvFile } = await import("@/lib/calculators/csv");
        const result = await importCsvFile(definition, file);
        if (!result.ok) return result;
        onImport(result.rows);
        return { ok: true, text: `Imported ${result.rows.length} ${result.rows.length === 1 ? "row" : "rows"} from ${file.name}.` };
      }}
      help={
        <>
          CSV columns: {columns.join(", ")}. Import reads the first {definition.headers.length} (with that header line) and ignores the rest, so an
          exported file imports unchanged; a file holds up to {rowLimit(definition)} rows and {limits.fileBytes / 1024} KB. The link in your address bar also
          holds the whole table: bookmark or share it.
        </>
      }
    />
  );
}
