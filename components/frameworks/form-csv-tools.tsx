"use client";

/**
 * Save, share and load a calculator form: Export CSV downloads its inputs
 * (Blob + a.download, nothing leaves the browser), Copy link copies the
 * address that already holds them (use-form-in-url.ts), Import CSV reads a
 * file in the same shape. A bad file is refused whole with a message naming
 * its line, and the form stays as it was. The table calculators have the
 * same three buttons for their rows (calculator-table-tools.tsx).
 */
import { useId, useState, type ChangeEvent } from "react";
import { buttonClasses } from "@/components/ui/button";

type Notice = { tone: "error" | "done"; text: string };
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
  const id = useId();
  const [notice, setNotice] = useState<Notice | null>(null);

  const exportCsv = async () => {
    // A byte order mark so spreadsheet apps read the file as UTF-8.
    const blob = new Blob(["\uFEFF" + (await toCsv())], { type: "text/csv;charset=utf-8" });
    const url = URL.createObjectURL(blob);
    const link = document.createElement("a");
    link.href = url;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
    // Revoked later: some browsers start the download after click() returns.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Cleared so choosing the same file again (after fixing it) fires change.
    input.value = "";
    if (!file) return;
    const result = await importFile(file);
    setNotice(result.ok ? { tone: "done", text: `Imported the inputs from ${file.name}.` } : { tone: "error", text: `${result.message} Your inputs were not changed.` });
  };

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      setNotice({ tone: "done", text: "Link copied: it opens the calculator with these inputs." });
    } catch {
      setNotice({ tone: "error", text: "Could not copy the link. Copy the address from the address bar instead: it holds every input." });
    }
  };

  const shown: Notice | null = notice ?? (linkMessage ? { tone: "error", text: linkMessage } : null);

  return (
    <div>
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
          <input id={`${id}-import`} type="file" accept=".csv,text/csv" className="sr-only" aria-describedby={`${id}-format`} onChange={onFile} data-early-input="" />
        </label>
      </div>
      <p id={`${id}-format`} className="mt-2 text-xs text-muted">
        {format}
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
