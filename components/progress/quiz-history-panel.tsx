"use client";

/**
 * The quiz with its history (docs/product.md, Quiz): a strip above the question with the
 * best and last score and "Retry missed questions", which runs the same quiz
 * on only the questions missed last time. Each finished run is recorded.
 */
import { useState } from "react";
import type { QuizArea, QuizQuestion, ScoreCategory } from "@/lib/content/schemas";
import { buildAttempt, missedQuestions, quizSummary } from "@/lib/progress/quiz-history";
import { progressActions } from "@/lib/progress/store";
import type { QuizAttempt } from "@/lib/progress/types";
import { Quiz, type QuizFinish } from "@/components/quiz/quiz";
import { buttonClasses } from "@/components/ui/button";
import { useProgress } from "./use-progress";
import { useSaveNotice } from "./use-save-notice";

const shortDate = (at: number) => new Date(at).toLocaleDateString("en-GB", { day: "numeric", month: "short", year: "numeric" });
const score = (a: QuizAttempt) => `${a.score}/${a.total}`;

export function QuizWithHistory({ questions, tiers, areas }: { questions: QuizQuestion[]; tiers: ScoreCategory[]; areas: QuizArea[] }) {
  const { progress, ready } = useProgress();
  const notice = useSaveNotice();
  const [run, setRun] = useState<{ id: number; questions: QuizQuestion[]; retry: boolean }>({ id: 0, questions, retry: false });
  const { best, last } = quizSummary(progress.quiz);
  const missed = missedQuestions(questions, progress.quiz);

  function onFinish(result: QuizFinish) {
    void notice(progressActions.recordAttempt(buildAttempt({ questions: run.questions, score: result.score, tier: result.tier, missedIndexes: result.missed, retry: run.retry })));
  }

  const strip = run.retry ? (
    <>
      <p>
        <strong className="font-semibold">Retrying {run.questions.length} missed {run.questions.length === 1 ? "question" : "questions"}.</strong>{" "}
        <span className="text-muted">Same rules as the full quiz.</span>
      </p>
      <button type="button" className={buttonClasses({ variant: "secondary", size: "sm" })} onClick={() => setRun((r) => ({ id: r.id + 1, questions, retry: false }))}>
        Back to the full quiz
      </button>
    </>
  ) : (
    <>
      {/* Until this browser's history is read, the line keeps its place but says nothing (it could be wrong either way). */}
      <p data-quiz-history={ready ? "ready" : "pending"} className={ready ? undefined : "invisible"} aria-hidden={ready ? undefined : true}>
        {best && last ? (
          <>
            Best score <strong className="font-semibold tabular-nums">{score(best)}</strong>
            <span aria-hidden="true" className="px-2 text-muted">·</span>
            Last score <strong className="font-semibold tabular-nums">{score(last)}</strong>{" "}
            <span className="text-muted">on {shortDate(last.at)}</span>
          </>
        ) : (
          // Led by a clock-and-check mark in the accent tile the site's notes use, so the empty panel reads as a note, not an empty field.
          <span className="inline-flex items-center gap-3 text-muted">
            <span aria-hidden="true" className="grid size-8 shrink-0 place-items-center rounded-lg bg-accent text-accent-foreground">
              <svg viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
                <path d="M12 7v5l3 2M21 12a9 9 0 1 1-9-9" />
                <path d="M16 4.5l2 2 3.5-3.5" />
              </svg>
            </span>
            Your best and last scores are kept in this browser once you finish the quiz.
          </span>
        )}
      </p>
      {missed.length > 0 ? (
        <button
          type="button"
          className={buttonClasses({ variant: "secondary", size: "sm" })}
          onClick={() => setRun((r) => ({ id: r.id + 1, questions: missed, retry: true }))}
        >
          Retry missed questions ({missed.length})
        </button>
      ) : null}
    </>
  );

  return (
    <>
      {/*
        One panel whether or not there is a history yet, the same size either way, so nothing moves when the
        history is read. Before the first finished run it holds the line about keeping scores: as a bare line
        in a band kept for the panel, it read as an element gone missing.
      */}
      <div
        role="region"
        aria-label="Your quiz history"
        className="mb-6 flex min-h-[5.5rem] flex-wrap items-center justify-between gap-x-4 gap-y-2 rounded-xl border border-border bg-surface px-4 py-3 text-sm sm:min-h-14"
      >
        {strip}
      </div>
      <Quiz key={run.id} questions={run.questions} tiers={tiers} areas={areas} onFinish={onFinish} />
    </>
  );
}
