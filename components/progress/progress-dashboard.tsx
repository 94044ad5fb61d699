"use client";

/**
 * /progress: everything this browser remembers in one place, and the tools to
 * keep it (export), bring it back (import, merged item by item, newer state
 * wins) and start over (reset, after a confirmation). Before hydration it
 * renders the same lists with nothing read, so nothing moves when it fills in.
 */
import { useId, useRef, useState, type ChangeEvent, type ReactNode } from "react";
import { quizSummary } from "@/lib/progress/quiz-history";
import { loadSchema, persistStorage, progressActions } from "@/lib/progress/store";
import { countRead, isRead, MAX_IMPORT_BYTES, type Progress } from "@/lib/progress/types";
import { buttonClasses } from "@/components/ui/button";
import { useProgress } from "./use-progress";
import { MeterView } from "./views";

export type ProgressItem = { key: string; title: string; href: string };
export type ProgressGroup = { id: string; title: string; eyebrow?: string; href: string; items: ProgressItem[] };

type Message = { tone: "success" | "error"; text: string };

const dateTime = (at: number) => new Date(at).toLocaleString("en-GB", { day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit" });

function ItemList({ group, progress, ready, tick }: { group: ProgressGroup; progress: Progress; ready: boolean; tick: ReactNode }) {
  const headingId = `${group.id}-heading`;
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-border bg-surface-raised p-5 shadow-sm">
      {group.eyebrow ? <p className="text-caption font-semibold tracking-wide text-primary uppercase">{group.eyebrow}</p> : null}
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 id={headingId} className="text-heading font-semibold">
          <a href={group.href} className="hover:text-primary hover:underline">
            {group.title}
          </a>
        </h3>
        <MeterView done={countRead(progress, group.items.map((i) => i.key))} total={group.items.length} label="read" ready={ready} />
      </div>
      <ul className="mt-3 grid gap-1">
        {group.items.map((item) => {
          const read = isRead(progress, item.key);
          return (
            <li key={item.key} className="flex items-center gap-2 text-small" data-progress-item={item.key} data-read={read}>
              <span
                className={`grid size-5 shrink-0 place-items-center rounded-full border-2 ${read ? "border-success bg-success text-background" : "border-border"}`}
              >
                {read ? tick : null}
              </span>
              <a href={item.href} className="min-w-0 py-1 underline-offset-4 hover:text-primary hover:underline">
                {item.title}
                {read ? <span className="sr-only"> (read)</span> : null}
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function QuizHistory({ progress }: { progress: Progress }) {
  const attempts = [...progress.quiz].reverse();
  const { best } = quizSummary(progress.quiz);
  const latest = attempts[0];
  if (!latest) {
    return (
      <p className="text-muted">
        No quiz attempts yet. <a href="/pm-quiz" className="font-semibold text-primary underline underline-offset-4">Take the PM Mastery Check</a> and every finished attempt is kept here.
      </p>
    );
  }
  const topics = Object.entries(latest.topics).sort((a, b) => a[1].correct / a[1].total - b[1].correct / b[1].total);
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <div>
        <p>
          {best ? (
            <>
              Best score <strong className="tabular-nums">{best.score}/{best.total}</strong> ({best.tier}).{" "}
            </>
          ) : null}
          <a href="/pm-quiz" className="font-semibold text-primary underline underline-offset-4">
            Go to the quiz
          </a>
        </p>
        <div className="mt-4 overflow-x-auto rounded-xl border border-border" role="region" aria-label="Quiz attempts" tabIndex={0}>
          <table className="w-full text-left text-small">
            <caption className="sr-only">Quiz attempts, newest first</caption>
            <thead className="bg-surface">
              <tr>
                <th scope="col" className="px-3 py-2 font-semibold">Date</th>
                <th scope="col" className="px-3 py-2 font-semibold">Score</th>
                <th scope="col" className="px-3 py-2 font-semibold">Result</th>
              </tr>
            </thead>
            <tbody>
              {attempts.map((a) => (
                <tr key={`${a.at}-${a.score}`} className="border-t border-border" data-quiz-attempt>
                  <td className="px-3 py-2 whitespace-nowrap">{dateTime(a.at)}</td>
                  <td className="px-3 py-2 tabular-nums">
                    {a.score}/{a.total}
                  </td>
                  <td className="px-3 py-2">{a.retry ? "Retry of missed questions" : a.tier}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
      <div>
        <h3 className="text-heading font-semibold">Last attempt by topic</h3>
        <ul className="mt-3 grid gap-2">
          {topics.map(([href, t]) => (
            <li key={href} className="flex items-center justify-between gap-3 text-small">
              <a href={href} className="min-w-0 underline-offset-4 hover:text-primary hover:underline">
                {t.label}
              </a>
              <span className={`shrink-0 font-semibold tabular-nums ${t.correct === t.total ? "text-success" : "text-foreground"}`}>
                {t.correct} of {t.total} right
              </span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/** The four kinds of markable pages, for the summary tiles (mastery areas are one tile). */
function summaryTiles(groups: ProgressGroup[]): { title: string; keys: string[] }[] {
  const keys = (match: (g: ProgressGroup) => boolean) => groups.filter(match).flatMap((g) => g.items.map((i) => i.key));
  return [
    { title: "Frameworks", keys: keys((g) => g.id === "frameworks") },
    { title: "Product Mastery topics", keys: keys((g) => g.id.startsWith("mastery-")) },
    { title: "Book reviews", keys: keys((g) => g.id === "books") },
    { title: "Templates", keys: keys((g) => g.id === "templates") },
  ];
}

/** `tick`: the check icon, rendered by the server page (icons stay out of client code). */
export function ProgressDashboard({ groups, tick }: { groups: ProgressGroup[]; tick: ReactNode }) {
  const { progress, status, ready } = useProgress();
  const [message, setMessage] = useState<Message | null>(null);
  const [confirming, setConfirming] = useState(false);
  const fileRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const { best } = quizSummary(progress.quiz);

  function saved(ok: boolean, text: string) {
    setMessage(ok ? { tone: "success", text } : { tone: "error", text: `${text} This browser is not letting the site store data, so it lasts only until you close this tab.` });
  }

  function exportJson() {
    const blob = new Blob([JSON.stringify(progress, null, 2)], { type: "application/json" });
    const url = URL.createObjectURL(blob);
    const link = document.createElement("a");
    link.href = url;
    link.download = `pm-knowledge-hub-progress-${new Date().toISOString().slice(0, 10)}.json`;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
    setMessage({ tone: "success", text: "Exported: the file holds everything on this page. Import it here, or in another browser, to bring it back." });
  }

  async function importFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    const { importMessages, parseImport } = await loadSchema();
    if (file.size > MAX_IMPORT_BYTES) {
      setMessage({ tone: "error", text: importMessages["too-large"] });
      return;
    }
    let text: string;
    try {
      text = await file.text();
    } catch {
      setMessage({ tone: "error", text: "That file could not be read. Nothing was changed." });
      return;
    }
    const result = parseImport(text, file.size);
    if (!result.ok) {
      setMessage({ tone: "error", text: importMessages[result.reason] });
      return;
    }
    const items = Object.values(result.progress.items).filter((i) => i.read).length;
    saved(
      progressActions.importProgress(result.progress),
      `Imported ${items} read ${items === 1 ? "item" : "items"} and ${result.progress.quiz.length} quiz ${result.progress.quiz.length === 1 ? "attempt" : "attempts"}, merged with what was here (the newer state of each item wins).`,
    );
    persistStorage();
  }

  function reset() {
    setConfirming(false);
    saved(progressActions.reset(), "Your progress was reset. Everything on this page now starts from zero.");
  }

  return (
    <div className="grid gap-10" data-progress-dashboard={ready ? "ready" : "pending"}>
      {status === "corrupt" ? (
        <p role="alert" className="rounded-xl border border-destructive bg-surface-raised p-4 text-small">
          <strong className="font-semibold">Your saved progress could not be read</strong>, so this page shows none. It has not been deleted: it is
          set aside the next time you mark something, and importing an export file brings your progress back.
        </p>
      ) : status === "unavailable" ? (
        <p role="alert" className="rounded-xl border border-destructive bg-surface-raised p-4 text-small">
          <strong className="font-semibold">This browser is not letting the site store data</strong> (private browsing, or storage is disabled or
          full). What you mark lasts until you close this tab; export it to keep it.
        </p>
      ) : null}

      <section aria-labelledby="progress-summary">
        <h2 id="progress-summary" className="sr-only">
          Summary
        </h2>
        <ul className="grid grid-cols-2 gap-gutter lg:grid-cols-5">
          {summaryTiles(groups).map((tile) => {
            const done = countRead(progress, tile.keys);
            return (
              <li key={tile.title} className="rounded-2xl border border-border bg-surface-raised p-4 shadow-sm">
                <p className="text-small text-muted">{tile.title}</p>
                <p className="mt-1 text-title font-bold tabular-nums">
                  {done}
                  <span className="text-lead font-semibold text-muted"> of {tile.keys.length} read</span>
                </p>
                <span aria-hidden="true" className="mt-3 block h-1.5 overflow-hidden rounded-full bg-border">
                  <span className="block h-full rounded-full bg-success" style={{ width: `${tile.keys.length ? (done / tile.keys.length) * 100 : 0}%` }} />
                </span>
              </li>
            );
          })}
          <li className="col-span-2 rounded-2xl border border-border bg-surface-raised p-4 shadow-sm lg:col-span-1">
            <p className="text-small text-muted">Quiz, best score</p>
            <p className="mt-1 text-title font-bold tabular-nums">
              {best ? (
                <>
                  {best.score}
                  <span className="text-lead font-semibold text-muted"> of {best.total}</span>
                </>
              ) : (
                <span className="text-lead font-semibold text-muted">Not taken yet</span>
              )}
            </p>
            <p className="mt-1 text-small text-muted">
              {progress.quiz.length} {progress.quiz.length === 1 ? "attempt" : "attempts"} kept
            </p>
          </li>
        </ul>
        <p className="mt-4 flex min-h-11 items-center text-small">
          {progress.last ? (
            <a href={progress.last.path} className={`${buttonClasses({ variant: "secondary" })} max-w-full`}>
              <span className="truncate">Continue where you left off: {progress.last.title}</span>
            </a>
          ) : ready ? (
            <span className="text-muted">Open any guide, topic or review and a link back to it appears here.</span>
          ) : null}
        </p>
      </section>

      <section aria-labelledby="keep-heading">
        <h2 id="keep-heading" className="text-title font-bold">
          Keep your progress
        </h2>
        <p className="mt-2 max-w-measure text-muted">
          Clearing this browser&rsquo;s data clears your progress too. Export it now and then; import the file here, or in another browser, to merge it back.
        </p>
        <div className="mt-stack flex flex-wrap items-center gap-3">
          <button type="button" className={buttonClasses()} onClick={exportJson}>
            Export progress
          </button>
          <label htmlFor={inputId} className={`${buttonClasses({ variant: "secondary" })} cursor-pointer has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2`}>
            Import progress
            <input ref={fileRef} id={inputId} type="file" accept="application/json,.json" className="sr-only" onChange={importFile} />
          </label>
          <button type="button" className={buttonClasses({ variant: "ghost" })} onClick={() => setConfirming(true)} aria-expanded={confirming} aria-controls="reset-confirm">
            Reset progress
          </button>
        </div>
        {confirming ? (
          <div id="reset-confirm" role="group" aria-labelledby="reset-question" className="mt-4 max-w-measure rounded-xl border border-destructive bg-surface-raised p-4">
            <p id="reset-question" className="font-semibold">
              Reset all your progress in this browser?
            </p>
            <p className="mt-1 text-small text-muted">Every mark and every quiz attempt is removed. This cannot be undone unless you exported first.</p>
            <div className="mt-3 flex flex-wrap gap-3">
              <button type="button" className={buttonClasses({ variant: "destructive" })} onClick={reset}>
                Yes, reset everything
              </button>
              <button type="button" className={buttonClasses({ variant: "secondary" })} onClick={() => setConfirming(false)}>
                Cancel
              </button>
            </div>
          </div>
        ) : null}
        <p role="status" className="mt-4 min-h-6 max-w-measure text-small">
          {message ? <span className={message.tone === "error" ? "font-semibold text-destructive" : "font-semibold text-success"}>{message.text}</span> : null}
        </p>
      </section>

      <section aria-labelledby="read-heading">
        <h2 id="read-heading" className="text-title font-bold">
          What you have read
        </h2>
        <p className="mt-2 text-muted">Mark a page or topic as read with the &ldquo;Mark as read&rdquo; button on it.</p>
        <div className="mt-stack grid gap-gutter md:grid-cols-2 lg:grid-cols-3">
          {groups.map((group) => (
            <ItemList key={group.id} group={group} progress={progress} ready={ready} tick={tick} />
          ))}
        </div>
      </section>

      <section aria-labelledby="quiz-heading">
        <h2 id="quiz-heading" className="text-title font-bold">
          Quiz history
        </h2>
        <div className="mt-stack">
          <QuizHistory progress={progress} />
        </div>
      </section>
    </div>
  );
}
