"use client";

/**
 * Save, share and load a calculator form (one value per input, the A/B test):
 * the same three buttons and messages as the table calculators
 * (calculator-file-tools.tsx), with the file read as "Input,Value" lines. A
 * bad file is refused whole with a message naming its line, and the form
 * stays as it was.
 */
import { CalculatorFileTools } from "./calculator-file-tools";

export type FormImportResult = { ok: true } | { ok: false; message: string };

type Props = {
  fileName: string;
  /** The CSV text of the form as it is now. */
  toCsv: () => Promise<string>;
  /** Reads a chosen file into the form, or says why it did not. */
  importFile: (file: File) => Promise<FormImportResult>;
  /** What the file holds, written under the buttons so a visitor can build one in a spreadsheet. */
  format: string;
  /** A message from elsewhere (a shared link that could not be read). */
  linkMessage: string | null;
};

export function FormCsvTools({ fileName, toCsv, importFile, format, linkMessage }: Props) {
  const importAndSay = async (file: File) => {
    const result = await importFile(file);
    return result.ok ? { ok: true as const, text: `Imported the inputs from ${file.name}.` } : result;
  };
  return <CalculatorFileTools fileName={fileName} toCsv={toCsv} importFile={importAndSay} help={format} linkMessage={linkMessage} thing="set of inputs" className="" />;
}
