"use client";

/**
 * /progress: everything this browser remembers in one place, and the tools to
 * keep it (export), bring it back (import, merged item by item, newer state
 * wins) and start over (reset, after a confirmation). Before the stored data
 * is read it renders the same lists with every state left blank (not "none
 * read"), so nothing moves and nothing is wrong when it fills in.
 */
import { useId, useState, type ChangeEvent, type ReactNode } from "react";
import type { QuizArea } from "@/lib/content/schemas";
import { importSummary } from "@/lib/progress/merge";
import { importMessage, unsavedMessage } from "@/lib/progress/messages";
import { quizSummary } from "@/lib/progress/quiz-history";
import { getSnapshot, loadSchema, persistStorage, progressActions } from "@/lib/progress/store";
import { countRead, isRead, MAX_IMPORT_BYTES, type Progress } from "@/lib/progress/types";
import { useEarlyInput } from "@/components/early-input/use-early-input";
import { buttonClasses } from "@/components/ui/button";
import { cardGridClasses } from "@/lib/layout/card-grid";
import { truncateAtWord } from "@/lib/text/teaser";
import { QuizHistory, type HistoryQuestion } from "./quiz-history-section";
import { downloadFile, SetAsideNotice, today, UnsavedNotice } from "./storage-notices";
import { useProgress } from "./use-progress";
import { MeterView } from "./views";
import { ConfirmPanel } from "./confirm-panel";

export type ProgressItem = { key: string; title: string; href: string };
export type ProgressGroup = { id: string; title: string; eyebrow?: string; href: string; items: ProgressItem[] };

type Message = { tone: "success" | "error"; text: string };

/** The read lists: the site's card grid, two per row from 768 px; each list keeps its own height. */
const readGrid = cardGridClasses({ twoFrom: "md" }).grid;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

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
          const read = ready && isRead(progress, item.key);
          return (
            <li key={item.key} className="flex items-center gap-2 text-small" data-progress-item={item.key} data-read={ready ? read : undefined}>
              <span
                className={`grid size-5 shrink-0 place-items-center rounded-full border-2 ${
                  read ? "border-success bg-success text-background" : ready ? "border-border" : "border-dashed border-border"
                }`}
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

/** The five kinds of markable pages, for the summary tiles (mastery areas are one tile). */
function summaryTiles(groups: ProgressGroup[]): { title: string; keys: string[] }[] {
  const keys = (match: (g: ProgressGroup) => boolean) => groups.filter(match).flatMap((g) => g.items.map((i) => i.key));
  return [
    { title: "Frameworks", keys: keys((g) => g.id === "frameworks") },
    { title: "Guides", keys: keys((g) => g.id === "guides") },
    { title: "Product Mastery topics", keys: keys((g) => g.id.startsWith("mastery-")) },
    { title: "Book reviews", keys: keys((g) => g.id === "books") },
    { title: "Templates", keys: keys((g) => g.id === "templates") },
  ];
}

/** A tile's figure; until the data is read it keeps its line but shows nothing (a "0" there could be wrong). */
function Figure({ ready, children }: { ready: boolean; children: ReactNode }) {
  return (
    <p className={`mt-1 text-title font-bold tabular-nums ${ready ? "" : "invisible"}`} aria-hidden={ready ? undefined : true}>
      {children}
    </p>
  );
}

/**
 * `tick`: the check icon, rendered by the server page (icons stay out of
 * client code); `quiz`: what the quiz history needs of each question and the
 * skill areas its result is broken down by.
 */
export function ProgressDashboard({ groups, tick, quiz }: { groups: ProgressGroup[]; tick: ReactNode; quiz: { questions: HistoryQuestion[]; areas: QuizArea[] } }) {
  const { progress, status, ready, setAside } = useProgress();
  const [message, setMessage] = useState<Message | null>(null);
  const [confirming, setConfirming] = useState(false);
  const inputId = useId();
  const { best } = quizSummary(progress.quiz);
  // A file chosen in Import before the page was live (kept by the page's EarlyInput script) is imported now.
  useEarlyInput();

  function saved(ok: boolean, text: string) {
    const { status: now } = getSnapshot();
    setMessage(ok || now === "ok" ? { tone: "success", text } : { tone: "error", text: `${text} ${unsavedMessage(now, true).description}` });
  }

  // Each action reads the stored state when it runs: a click before the page has read it acts on the real data, not on an empty list.
  async function exportJson() {
    await loadSchema();
    downloadFile(JSON.stringify(getSnapshot().progress, null, 2), "application/json", `pm-knowledge-hub-progress-${today()}.json`);
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
    // Said from what the merge changed (the newer state of each item wins), not from what the file holds.
    const { saved: kept, before, after } = await progressActions.importProgress(result.progress);
    saved(kept, importMessage(importSummary(before, after, result.progress), result.dropped));
    persistStorage();
  }

  async function reset() {
    setConfirming(false);
    saved(await progressActions.reset(), "Your progress was reset. Everything on this page now starts from zero.");
  }

  return (
    <div className="grid gap-10" data-progress-dashboard={ready ? "ready" : "pending"}>
      {setAside ? <SetAsideNotice setAside={setAside} /> : null}
      {status !== "ok" ? <UnsavedNotice status={status} /> : null}

      <section aria-labelledby="progress-summary">
        <h2 id="progress-summary" className="sr-only">
          Summary
        </h2>
        <ul className="grid grid-cols-2 gap-gutter md:grid-cols-3">
          {summaryTiles(groups).map((tile) => {
            const done = countRead(progress, tile.keys);
            return (
              <li key={tile.title} className="rounded-2xl border border-border bg-surface-raised p-4 shadow-sm">
                <p className="text-small text-muted">{tile.title}</p>
                {/* Nothing sits beside or after the figure in its tile, so a longer count moves nothing. */}
                <Figure ready={ready}>
                  {done}
                  <span className="text-lead font-semibold text-muted"> of {tile.keys.length} read</span>
                </Figure>
                <span aria-hidden="true" className="mt-3 block h-1.5 overflow-hidden rounded-full bg-border">
                  <span className="block h-full rounded-full bg-success" style={{ width: `${tile.keys.length ? (done / tile.keys.length) * 100 : 0}%` }} />
                </span>
              </li>
            );
          })}
          <li className="rounded-2xl border border-border bg-surface-raised p-4 shadow-sm">
            <p className="text-small text-muted">Quiz, best score</p>
            <Figure ready={ready}>
              {best ? (
                <>
                  {best.score}
                  <span className="text-lead font-semibold text-muted"> of {best.total}</span>
                </>
              ) : (
                <span className="text-lead font-semibold text-muted">Not taken yet</span>
              )}
            </Figure>
            <p className={`mt-1 text-small text-muted ${ready ? "" : "invisible"}`} aria-hidden={ready ? undefined : true}>
              {plural(progress.quiz.length, "attempt", "attempts")} kept
            </p>
          </li>
        </ul>
        <p className="mt-4 flex min-h-11 items-center text-small">
          {progress.last ? (
            <a href={progress.last.path} className={`${buttonClasses({ variant: "secondary" })} max-w-full`}>
              <span>Continue where you left off: {truncateAtWord(progress.last.title, 60)}</span>
            </a>
          ) : ready ? (
            <span className="text-muted">Open any guide, topic, review, template, the quiz or the comic and a link back to it appears here.</span>
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
            <input id={inputId} type="file" accept="application/json,.json" className="sr-only" onChange={importFile} data-early-input="" />
          </label>
          <button type="button" className={buttonClasses({ variant: "ghost" })} onClick={() => setConfirming(true)} aria-expanded={confirming} aria-controls="reset-confirm">
            Reset progress
          </button>
        </div>
        {confirming ? (
          <ConfirmPanel
            id="reset-confirm"
            question="Reset all your progress in this browser?"
            detail="Every mark and every quiz attempt is removed. This cannot be undone unless you exported first."
            confirmLabel="Yes, reset everything"
            onConfirm={reset}
            onCancel={() => setConfirming(false)}
          />
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
        <div className={`mt-stack ${readGrid}`}>
          {groups.map((group) => (
            <ItemList key={group.id} group={group} progress={progress} ready={ready} tick={tick} />
          ))}
        </div>
      </section>

      <section aria-labelledby="quiz-heading">
        <h2 id="quiz-heading" className="text-title font-bold">
          Quiz history
        </h2>
        <div className="mt-stack">{ready ? <QuizHistory attempts={progress.quiz} questions={quiz.questions} areas={quiz.areas} /> : null}</div>
      </section>
    </div>
  );
}
