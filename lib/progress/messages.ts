/**
 * What the visitor is told when their progress cannot be read or kept, in one
 * place: the one-time toast and the standing notice on /progress say the same.
 * Also what an import on /progress changed.
 */
import type { ImportSummary } from "./merge";
import type { SetAside, StoreStatus } from "./types";

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Entries left out of partly readable data, or null when some data could not be read at all. */
export function droppedEntries(setAside: SetAside): number | null {
  let total = 0;
  for (const kept of setAside.kept) {
    if (kept.dropped === null) return null;
    total += kept.dropped;
  }
  return total;
}

export function setAsideMessage(setAside: SetAside): { title: string; description: string } {
  const dropped = droppedEntries(setAside);
  return dropped === null
    ? {
        title: "Your saved progress could not be read",
        description:
          "Nothing was deleted: the unreadable data is kept aside in this browser, and new marks are saved as usual. Your progress page lets you download it or clear it.",
      }
    : {
        title: `${plural(dropped, "saved entry", "saved entries")} could not be read`,
        description: "The rest of your progress is here as before. The unreadable part is kept aside in this browser: your progress page lets you download it or clear it.",
      };
}

/** Storage refused a write: where the progress is now, and how long it lasts. */
export function unsavedMessage(status: Exclude<StoreStatus, "ok">, onProgressPage = false): { title: string; description: string } {
  const why = "This browser is not letting the site store data (private browsing, or storage is full or disabled)";
  const exportIt = onProgressPage ? "export it below to keep it" : "export it from your progress page to keep it";
  return status === "tab"
    ? { title: "Progress kept for this tab only", description: `${why}. Your progress lasts until you close this tab; ${exportIt}.` }
    : { title: "Progress not saved", description: `${why}, so progress cannot be saved right now: what you mark is lost when you leave this page.` };
}

/**
 * The status line after an import: what it changed here, counted from the
 * progress before and after (importSummary), so it is true whatever was here
 * already. `skipped`: entries of the file that could not be read.
 */
export function importMessage(summary: ImportSummary, skipped = 0): string {
  const { read, unread, alreadyRead, attempts, inFile } = summary;
  const parts: string[] = [];
  if (read > 0 || attempts > 0) {
    const already = alreadyRead > 0 ? ` (${plural(alreadyRead, "other read item was", "other read items were")} already here)` : "";
    parts.push(`Imported ${plural(read, "read item", "read items")} and ${plural(attempts, "quiz attempt", "quiz attempts")}${already}.`);
  }
  if (unread > 0) parts.push(`${plural(unread, "item", "items")} you had read ${unread === 1 ? "is" : "are"} unread again: the file marked ${unread === 1 ? "it" : "them"} unread more recently.`);
  if (parts.length === 0) {
    parts.push(
      inFile.read + inFile.attempts === 0
        ? "Nothing to import: that file holds no read items or quiz attempts."
        : `Nothing new in that file: its ${plural(inFile.read, "read item", "read items")} and ${plural(inFile.attempts, "quiz attempt", "quiz attempts")} are already here.`,
    );
  }
  if (skipped > 0) parts.push(`${plural(skipped, "entry", "entries")} in the file could not be read and ${skipped === 1 ? "was" : "were"} skipped.`);
  return parts.join(" ");
}
