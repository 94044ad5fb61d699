"use client";

/**
 * Save and load a calculator's state: Export CSV downloads it (Blob +
 * a.download, nothing leaves the browser), Copy link copies the address (the
 * page keeps its state in the query string), Import CSV reads a file back. A
 * bad file is refused whole with the message the calculator's importer gives
 * (naming the line), and the current state stays as it was. What the file
 * holds is written out under the buttons, so a visitor can build one in a
 * spreadsheet. Shared by the scoring tables, the market sizing form and the
 * A/B test form (form-csv-tools.tsx); each brings its own CSV code, loaded on
 * first use (most visitors never export or import).
 */
import { useId, useState, type ChangeEvent, type ReactNode } from "react";
import { buttonClasses } from "@/components/ui/button";

type Imported = { ok: true; text: string } | { ok: false; message: string };

type Props = {
  fileName: string;
  /** The file's text, made when the visitor asks for it. */
  toCsv: () => Promise<string>;
  /** Reads a chosen file and applies it when it is good; says what happened either way. */
  importFile: (file: File) => Promise<Imported>;
  /** What the file holds: its columns, its limits. */
  help: ReactNode;
  /** A message from elsewhere (a shared link that could not be read). */
  linkMessage: string | null;
  /** "table", "set of assumptions": what the link and an unchanged import keep. */
  thing: string;
  /** The wrapper's classes (its space above, by default). */
  className?: string;
};

type Notice = { tone: "error" | "done"; text: string };

export function CalculatorFileTools({ fileName, toCsv, importFile, help, linkMessage, thing, className = "mt-4" }: Props) {
  const id = useId();
  const [notice, setNotice] = useState<Notice | null>(null);

  const exportCsv = async () => {
    // A byte order mark so spreadsheet apps read names with accents as UTF-8.
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

  const importCsv = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Cleared so choosing the same file again (after fixing it) fires change.
    input.value = "";
    if (!file) return;
    const result = await importFile(file);
    setNotice(result.ok ? { tone: "done", text: result.text } : { tone: "error", text: `${result.message} Your ${thing} was not changed.` });
  };

  // The address bar already holds the state; this copies it in one tap.
  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      setNotice({ tone: "done", text: `Link copied: it opens this ${thing} as it is now.` });
    } catch {
      setNotice({ tone: "error", text: `Could not copy the link. Copy the address from the address bar instead: it holds the whole ${thing}.` });
    }
  };

  const shown: Notice | null = notice ?? (linkMessage ? { tone: "error", text: linkMessage } : null);

  return (
    <div className={className}>
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
      {/* The file's columns, for whoever opens the CSV elsewhere: one click away, not a paragraph of fine print under every calculator. The import button is described by it either way. */}
      <details className="group/csv mt-2 text-small text-muted">
        <summary className="inline-flex min-h-11 cursor-pointer list-none items-center gap-1 font-medium hover:text-foreground [&::-webkit-details-marker]:hidden">
          {/* A drawn chevron (two borders of a turned square): right when shut, down when open. */}
          <span aria-hidden="true" className="mr-1 inline-block size-1.5 -rotate-45 border-r-2 border-b-2 border-current transition-transform group-open/csv:rotate-45 motion-reduce:transition-none" />
          About the CSV file
        </summary>
        <p id={`${id}-columns`} className="pb-1 text-xs">
          {help}
        </p>
      </details>
      <p
        role={shown?.tone === "error" ? "alert" : "status"}
        className={shown ? `mt-2 text-sm font-medium ${shown.tone === "error" ? "text-destructive" : "text-success"}` : "sr-only"}
      >
        {shown?.text}
      </p>
    </div>
  );
}
