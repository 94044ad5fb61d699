"use client";

/**
 * /progress: everything this browser remembers in one place, and the tools to
 * keep it (export), bring it back (import, merged item by item, newer state
 * wins) and start over (reset, after a confirmation). Before the stored data
 * is read it renders the same lists with every state left blank (not "none
 * read"), so nothing moves and nothing is wrong when it fills in.
 */
import { Fragment, useId, useState, type ChangeEvent, type ReactNode } from "react";
import type { QuizArea } from "@/lib/content/schemas";
import { importSummary } from "@/lib/progress/merge";
import { importMessage, unsavedMessage } from "@/lib/progress/messages";
import { latestGroup, readNext } from "@/lib/progress/next";
import { runsByEyebrow } from "@/lib/progress/sections";
import { quizSummary } from "@/lib/progress/quiz-history";
import { getSnapshot, loadSchema, persistStorage, progressActions } from "@/lib/progress/store";
import { countRead, isRead, MAX_IMPORT_BYTES, type Progress } from "@/lib/progress/types";
import { useEarlyInput } from "@/components/early-input/use-early-input";
import { buttonClasses } from "@/components/ui/button";
import { truncateAtWord } from "@/lib/text/teaser";
import { QuizHistory, type HistoryQuestion } from "./quiz-history-section";
import { downloadFile, SetAsideNotice, today, UnsavedNotice } from "./storage-notices";
import { useProgress } from "./use-progress";
import { MeterView } from "./views";
import { ConfirmPanel } from "./confirm-panel";

export type ProgressItem = { key: string; title: string; href: string };
export type ProgressGroup = { id: string; title: string; eyebrow?: string; href: string; items: ProgressItem[] };

type Message = { tone: "success" | "error"; text: string };

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const panel = "rounded-2xl border border-border bg-surface-raised shadow-sm";

/**
 * One section's list as a disclosure: the summary line carries its name and
 * its meter, so the whole page reads as an overview; the titles open below.
 * `open`: the section the learner last marked a page in opens once the stored
 * state is known; the others stay shut, so a phone does not scroll through
 * every title of the site.
 */
function ItemList({
  group,
  progress,
  ready,
  open,
  tick,
  chevron,
}: {
  group: ProgressGroup;
  progress: Progress;
  ready: boolean;
  open: boolean;
  tick: ReactNode;
  chevron: ReactNode;
}) {
  const headingId = `${group.id}-heading`;
  const done = countRead(progress, group.items.map((i) => i.key));
  return (
    <section aria-labelledby={headingId}>
      <details open={open} className="group/list">
        <summary className="flex min-h-11 cursor-pointer list-none items-center gap-3 px-4 py-3 hover:bg-accent/50 sm:px-5 [&::-webkit-details-marker]:hidden">
          <span className="flex min-w-0 flex-1 flex-col gap-1 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
            <h3 id={headingId} className="font-semibold">
              {group.title}
            </h3>
            {/* Every row its count and bar, read or not ("0 of 8 read"): the page that shows progress shows it per section too. */}
            <MeterView done={done} total={group.items.length} label="read" ready={ready} />
          </span>
          <span className="grid size-8 shrink-0 place-items-center rounded-full text-muted transition-transform group-open/list:rotate-180 motion-reduce:transition-none">{chevron}</span>
        </summary>
        <div className="border-t border-border px-4 pt-3 pb-4 sm:px-5">
          <ul className="grid gap-x-6 gap-y-0.5 sm:grid-cols-2 lg:grid-cols-3">
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
                  <a href={item.href} className={`min-w-0 py-1.5 underline-offset-4 hover:text-primary hover:underline ${read ? "" : "text-muted"}`}>
                    {item.title}
                    {read ? <span className="sr-only"> (read)</span> : null}
                  </a>
                </li>
              );
            })}
          </ul>
          <p className="mt-3 text-small">
            <a href={group.href} className="font-semibold text-primary underline-offset-4 hover:underline">
              Open {group.eyebrow ? `${group.title} in ${group.eyebrow}` : group.title.toLowerCase()}
            </a>
          </p>
        </div>
      </details>
    </section>
  );
}

/**
 * The five kinds of markable pages, for the overview (mastery areas are one row); `short` names a kind on a
 * small tile, `href` is its index (on a first visit each tile is the way into its kind).
 */
function summaryRows(groups: ProgressGroup[]): { title: string; short: string; href: string; keys: string[] }[] {
  const keys = (match: (g: ProgressGroup) => boolean) => groups.filter(match).flatMap((g) => g.items.map((i) => i.key));
  return [
    { title: "Frameworks", short: "Frameworks", href: "/frameworks", keys: keys((g) => g.id === "frameworks") },
    { title: "Guides", short: "Guides", href: "/guides", keys: keys((g) => g.id === "guides") },
    { title: "Product Mastery topics", short: "Topics", href: "/product-mastery", keys: keys((g) => g.id.startsWith("mastery-")) },
    { title: "Book reviews", short: "Books", href: "/books", keys: keys((g) => g.id === "books") },
    { title: "Templates", short: "Templates", href: "/templates", keys: keys((g) => g.id === "templates") },
  ];
}

/** Until the data is read a figure keeps its line but shows nothing (a "0" there could be wrong). */
const hiddenUntil = (ready: boolean, className: string) => (ready ? { className } : { className: `${className} invisible`, "aria-hidden": true as const });

/** The share read, as a ring in the site's indigo on its border colour; the figure in the middle is the text. */
function Ring({ done, total, ready }: { done: number; total: number; ready: boolean }) {
  const share = ready && total ? done / total : 0;
  const r = 42;
  const length = 2 * Math.PI * r;
  return (
    <span className="relative grid size-28 shrink-0 place-items-center">
      <svg viewBox="0 0 100 100" className="absolute inset-0 size-full -rotate-90" aria-hidden="true">
        <circle cx="50" cy="50" r={r} fill="none" strokeWidth="9" className="stroke-border" />
        {share > 0 ? (
          <circle cx="50" cy="50" r={r} fill="none" strokeWidth="9" strokeLinecap="round" className="stroke-success" strokeDasharray={`${Math.max(share * length, 4)} ${length}`} />
        ) : null}
      </svg>
      <span className={`text-title font-bold tabular-nums ${ready ? "" : "invisible"}`}>{Math.round(share * 100)}%</span>
    </span>
  );
}

/**
 * One suggestion under Read next / Start here, as the site's link rows are (the not-found page's starting
 * points): where it is from, its title in the link colour, an arrow that moves on hover. As grey boxes
 * with a black title they did not look like something to press.
 */
function NextLink({ href, kicker, title, arrow }: { href: string; kicker: string; title: string; arrow: ReactNode }) {
  return (
    <a href={href} className="group/next flex min-h-14 items-center justify-between gap-3 px-4 py-2.5 transition-colors hover:bg-accent focus-visible:bg-accent motion-reduce:transition-none">
      <span className="min-w-0">
        <span className="block text-caption font-semibold tracking-wide text-muted uppercase">{kicker}</span>
        <span className="block font-semibold text-primary group-hover/next:underline group-hover/next:underline-offset-4">{title}</span>
      </span>
      <span className="shrink-0 text-muted transition-transform group-hover/next:translate-x-0.5 group-hover/next:text-primary motion-reduce:transition-none">{arrow}</span>
    </a>
  );
}

/**
 * A first visit's way into one section: its name in the link colour, how many pages it has, an arrow
 * (from 640 px: two to a row on a phone, the arrow would push "Book reviews" onto two lines). Thirteen
 * rows of "0 of N read" with empty bars said the same nothing thirteen times; the rows with bars come
 * once something is read.
 */
function SectionLink({ group, arrow }: { group: ProgressGroup; arrow: ReactNode }) {
  const unit = group.eyebrow ? "topic" : "page";
  return (
    <a
      href={group.href}
      data-progress-section={group.id}
      className="group/section flex h-full min-h-14 items-center justify-between gap-2 rounded-xl border border-border bg-surface px-3 py-2.5 sm:gap-3 sm:px-4 transition-colors hover:border-primary hover:bg-accent focus-visible:bg-accent motion-reduce:transition-none"
    >
      <span className="min-w-0">
        <span className="block font-semibold text-primary group-hover/section:underline group-hover/section:underline-offset-4">{group.title}</span>
        <span className="block text-small text-muted tabular-nums">{plural(group.items.length, unit, `${unit}s`)}</span>
      </span>
      <span className="hidden shrink-0 text-muted transition-transform group-hover/section:translate-x-0.5 sm:block group-hover/section:text-primary motion-reduce:transition-none">{arrow}</span>
    </a>
  );
}

function Bar({ done, total }: { done: number; total: number }) {
  return (
    <span aria-hidden="true" className="block h-2 overflow-hidden rounded-full bg-border">
      <span className="block h-full rounded-full bg-success transition-[width] motion-reduce:transition-none" style={{ width: `${total ? (done / total) * 100 : 0}%` }} />
    </span>
  );
}

/**
 * `tick`, `chevron`, `arrow`: icons, rendered by the server page (icons stay out of
 * client code); `quiz`: what the quiz history needs of each question and the
 * skill areas its result is broken down by.
 */
export function ProgressDashboard({
  groups,
  tick,
  chevron,
  arrow,
  quiz,
}: {
  groups: ProgressGroup[];
  tick: ReactNode;
  chevron: ReactNode;
  arrow: ReactNode;
  quiz: { questions: HistoryQuestion[]; areas: QuizArea[] };
}) {
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

  const rows = summaryRows(groups).map((row) => ({ ...row, done: countRead(progress, row.keys) }));
  const total = rows.reduce((n, row) => n + row.keys.length, 0);
  const done = rows.reduce((n, row) => n + row.done, 0);
  // Before the stored state is read the progress is the empty one, so a first visit (the usual case) reads "Start here" from the start.
  const fresh = done === 0 && progress.quiz.length === 0;
  const noneRead = done === 0;
  // Nothing stored at all (no marks, visits, last page or quiz): there is nothing to reset.
  const nothingStored = ready && Object.keys(progress.items).length === 0 && progress.quiz.length === 0 && Object.keys(progress.visited).length === 0 && !progress.last;
  // Export and Reset once the stored state is known and holds something (until then, neither is offered).
  const stored = ready && !nothingStored;
  // Four suggestions either way (on a first visit the fourth is the quiz): three left the panel a row short of the overview beside it.
  const next = readNext(groups, progress, fresh ? 3 : 4);
  const latest = latestGroup(groups, progress);

  return (
    <div className="grid gap-12" data-progress-dashboard={ready ? "ready" : "pending"}>
      {setAside ? <SetAsideNotice setAside={setAside} /> : null}
      {status !== "ok" ? <UnsavedNotice status={status} /> : null}

      {/*
        The two panels as a pair: as tall as each other (each kept its own height, and the overview
        ended 140 px above "Start here", a hole under it), with the content filling its panel: the
        figures or bars take the overview's spare height, the suggestions list the other's.
      */}
      <div className="grid gap-gutter lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]" data-progress-pair="">
        <section aria-labelledby="progress-summary" className={`${panel} flex flex-col p-5 sm:p-6`}>
          <h2 id="progress-summary" className="text-title font-bold">
            Overview
          </h2>
          <div className="flex items-center gap-5 pt-4">
            <Ring done={done} total={total} ready={ready} />
            <div className="min-w-0">
              <p {...hiddenUntil(ready, "text-lead font-semibold")}>
                <span className="tabular-nums">{done}</span> of {total} pages and topics read
              </p>
              <p {...hiddenUntil(ready, "mt-1 text-small text-muted")}>
                {fresh
                  ? "Nothing marked yet: every page and topic you mark as read counts here."
                  : best
                    ? `Quiz best score ${best.score}/${best.total}, ${plural(progress.quiz.length, "attempt", "attempts")} kept.`
                    : "No quiz attempts yet."}
              </p>
            </div>
          </div>
          {noneRead ? (
            // Nothing read yet: what there is to read, as figures that lead to their kind, instead of empty bars;
            // the quiz is the sixth, so they make two even rows of three (two rows of two and a lone fifth on a phone
            // before). Named above them, so a "22" under "0 of 86 read" is not taken for 22 read. The rows share the
            // panel's spare height, so the figures end where the panel beside does.
            <div className="flex flex-1 flex-col pt-6">
              <p id="progress-library" className="text-small font-medium text-muted">
                What there is to read
              </p>
              <ul className="mt-2 grid flex-1 auto-rows-fr grid-cols-2 gap-3 sm:grid-cols-3" aria-labelledby="progress-library">
                {[...rows.map((row) => ({ key: row.title, href: row.href, count: row.keys.length, short: row.short })), { key: "Quiz", href: "/pm-quiz", count: quiz.questions.length, short: "Quiz questions" }].map((tile) => (
                  <li key={tile.key} data-progress-kind={tile.key}>
                    <a
                      href={tile.href}
                      className="group/tile flex h-full min-h-20 flex-col justify-between gap-2 rounded-xl border border-transparent bg-surface px-3 py-3 transition-colors hover:border-primary hover:bg-accent focus-visible:bg-accent motion-reduce:transition-none sm:px-4"
                    >
                      <span className="text-title font-bold text-foreground tabular-nums">{tile.count}</span>
                      <span className="flex items-center justify-between gap-1 text-small font-medium text-primary">
                        {tile.short}
                        <span className="shrink-0 transition-transform group-hover/tile:translate-x-0.5 motion-reduce:transition-none">{arrow}</span>
                      </span>
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ) : (
            // The bars share the panel's spare height, evenly, so the last one ends at the panel's foot.
            <ul className="flex flex-1 flex-col justify-between gap-4 pt-6" aria-label="Read by kind">
              {rows.map((row) => (
                <li key={row.title} data-progress-kind={row.title}>
                  <p className="flex items-baseline justify-between gap-3 text-small">
                    <span className="font-medium">{row.title}</span>
                    <span className={`text-muted tabular-nums ${ready ? "" : "invisible"}`} aria-hidden={ready ? undefined : true}>
                      {row.done} of {row.keys.length}
                    </span>
                  </p>
                  <span className="mt-1.5 block">
                    <Bar done={ready ? row.done : 0} total={row.keys.length} />
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>

        {/* On a first visit a phone shows where to start before an overview of zeros. */}
        <section aria-labelledby="next-heading" className={`${panel} flex flex-col p-5 sm:p-6 ${fresh ? "max-lg:order-first" : ""}`}>
          <h2 id="next-heading" className="text-title font-bold">
            {fresh ? "Start here" : "Read next"}
          </h2>
          <p className="mt-1 text-small text-muted">
            {fresh
              ? "Read one of these and press \u201cMark as read\u201d at its end: it counts in your overview."
              : "The next unread page in each section you have started."}
          </p>
          <ol
            className={`mt-4 divide-y divide-border overflow-hidden rounded-xl border border-border bg-surface ${ready ? "" : "invisible"}`}
            aria-hidden={ready ? undefined : true}
          >
            {next.map(({ group, item }) => (
              <li key={item.key}>
                <NextLink href={item.href} kicker={group.eyebrow ? `${group.eyebrow} \u00b7 ${group.title}` : group.title} title={item.title} arrow={arrow} />
              </li>
            ))}
            {fresh ? (
              <li>
                <NextLink href="/pm-quiz" kicker="Quiz" title="Take the PM Mastery Check" arrow={arrow} />
              </li>
            ) : null}
          </ol>
          {progress.last ? (
            <p className="mt-auto pt-5">
              <a href={progress.last.path} className={`${buttonClasses()} max-w-full`}>
                <span>Continue where you left off: {truncateAtWord(progress.last.title, 60)}</span>
              </a>
            </p>
          ) : ready ? (
            <p className="mt-auto pt-5 text-small text-muted">Open any guide, topic, review, template, the quiz or the comic and a link back to it appears here.</p>
          ) : null}
        </section>
      </div>

      <section aria-labelledby="read-heading">
        <h2 id="read-heading" className="text-title font-bold">
          What you have read
        </h2>
        {noneRead ? (
          <>
            <p className="mt-2 text-muted">
              Nothing yet. Each section gets its count and bar here once you mark a page in it with the &ldquo;Mark as read&rdquo; button at the page&rsquo;s end.
            </p>
            {/* Before anything is read, the sections as a compact way in: a link and a page count each, in two runs. */}
            <div className={`${panel} mt-stack grid gap-6 p-5 sm:p-6`} data-progress-sections="">
              {runsByEyebrow(groups).map((run) => {
                const labelId = `sections-${run.eyebrow ? "mastery" : "pages"}`;
                return (
                  <div key={labelId}>
                    <p id={labelId} className="text-caption font-semibold tracking-wide text-primary uppercase">
                      {run.eyebrow ? `${run.eyebrow} areas` : "Sections"}
                    </p>
                    <ul className="mt-3 grid grid-cols-2 gap-2 sm:gap-3 lg:grid-cols-4" aria-labelledby={labelId}>
                      {run.groups.map((group) => (
                        <li key={group.id}>
                          <SectionLink group={group} arrow={arrow} />
                        </li>
                      ))}
                    </ul>
                  </div>
                );
              })}
            </div>
          </>
        ) : (
          <>
            <p className="mt-2 text-muted">Mark a page or topic as read with the &ldquo;Mark as read&rdquo; button on it. Open a section to see its pages.</p>
            {/* One panel of rows, not fourteen boxes. */}
            <div className={`${panel} mt-stack divide-y divide-border overflow-hidden`}>
              {groups.map((group, i) => (
                <Fragment key={group.id}>
                  {/* The Product Mastery areas are one kind of page: named once, above the first of them. */}
                  {group.eyebrow && group.eyebrow !== groups[i - 1]?.eyebrow ? (
                    <p className="bg-surface px-4 pt-4 pb-2 text-caption font-semibold tracking-wide text-primary uppercase sm:px-5">{group.eyebrow}</p>
                  ) : null}
                  <ItemList group={group} progress={progress} ready={ready} open={ready && group.id === latest} tick={tick} chevron={chevron} />
                </Fragment>
              ))}
            </div>
          </>
        )}
      </section>

      <section aria-labelledby="quiz-heading">
        <h2 id="quiz-heading" className="text-title font-bold">
          Quiz history
        </h2>
        <div className="mt-stack">{ready ? <QuizHistory attempts={progress.quiz} questions={quiz.questions} areas={quiz.areas} /> : null}</div>
      </section>

      <section aria-labelledby="keep-heading" className={`${panel} p-5 sm:p-6`}>
        <h2 id="keep-heading" className="text-title font-bold">
          Keep your progress
        </h2>
        <p className="mt-2 max-w-measure text-muted">
          Clearing this browser&rsquo;s data clears your progress too. Export it now and then; import the file here, or in another browser, to merge it back.
        </p>
        <div className="mt-stack flex flex-wrap items-center gap-3">
          {/*
            With nothing stored there is nothing to export or reset: the two are not offered (disabled, they read as
            broken, the reset's pale red most of all), a line says why, and importing a file is the one thing to do.
          */}
          {!stored ? null : (
            <button type="button" className={buttonClasses({ variant: "primary" })} onClick={exportJson}>
              Export progress
            </button>
          )}
          <label htmlFor={inputId} className={`${buttonClasses({ variant: stored ? "secondary" : "primary" })} cursor-pointer has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2`}>
            Import progress
            <input id={inputId} type="file" accept="application/json,.json" className="sr-only" onChange={importFile} data-early-input="" />
          </label>
          {nothingStored ? (
            <p className="text-small text-muted">Nothing is stored in this browser yet, so there is nothing to export or reset.</p>
          ) : !stored ? null : (
            // Bordered like its neighbours (a borderless button beside two bordered ones read as a stray link), but in
            // the destructive colour and set apart at the row's end: it is not a third way to keep progress. The
            // confirm step guards it.
            <button
              type="button"
              className={`${buttonClasses({ variant: "secondary" })} text-destructive! sm:ml-auto`}
              onClick={() => setConfirming(true)}
              aria-expanded={confirming}
              aria-controls="reset-confirm"
            >
              Reset progress
            </button>
          )}
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
        {/* Takes no room until there is a message (one follows the visitor's own action, so nothing shifts unasked). */}
        <p role="status" className="max-w-measure text-small [&:not(:empty)]:mt-4">
          {message ? <span className={message.tone === "error" ? "font-semibold text-destructive" : "font-semibold text-success"}>{message.text}</span> : null}
        </p>
      </section>
    </div>
  );
}
