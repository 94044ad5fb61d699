"use client";

import { useEffect, useEffectEvent, useReducer, useRef, type MouseEvent } from "react";
import type { QuizArea, QuizQuestion, ScoreCategory } from "@/lib/content/schemas";
import { initialQuizState, isCorrectAnswer, quizReducer } from "@/lib/quiz/quiz-state";
import { quizResultPath } from "@/lib/quiz/share";
import { tierForScore } from "@/lib/quiz/tiers";
import { topicBreakdown } from "@/lib/quiz/topic-breakdown";
import { useEarlyInput } from "@/components/early-input/use-early-input";
import { useToast } from "@/components/ui/toast";
import { quizAnswerKeys as ANSWER_KEYS } from "@/lib/quiz/keys";
import { QuizProgress } from "./quiz-progress";
import { QuizResult } from "./quiz-result";

/** Typing in a field must never answer a question by accident. */
function isTypingTarget(target: EventTarget | null) {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName);
}

/**
 * The PM Mastery Check: one question at a time, forward only, feedback by
 * toast, then the result screen. Answers with a click or the keys 1-4.
 */
/** A finished run, for learner progress (docs/product.md, Learner progress): `missed` holds indexes into `questions`. */
export type QuizFinish = { score: number; tier: string; missed: number[] };

export function Quiz({
  questions,
  tiers,
  areas,
  onFinish,
}: {
  questions: QuizQuestion[];
  tiers: ScoreCategory[];
  /** The skill areas the result breaks the score into. */
  areas: QuizArea[];
  /** Called once per finished run. */
  onFinish?: (result: QuizFinish) => void;
}) {
  const total = questions.length;
  const [state, dispatch] = useReducer(quizReducer, total, initialQuizState);
  // Named apart from `state` so the hooks linter does not mistake `current` for a ref.
  const { current: questionIndex, finished } = state;
  const { toast, dismiss } = useToast();
  const questionHeadingRef = useRef<HTMLHeadingElement>(null);
  const resultHeadingRef = useRef<HTMLHeadingElement>(null);
  // The last question index answered: a second click or key press landing
  // before React re-renders must not answer the same question twice.
  const answeredRef = useRef(-1);
  // Focus moves only after the visitor acts, never on page load.
  const interactedRef = useRef(false);

  const question = finished ? undefined : questions[questionIndex];

  function answer(choice: string) {
    if (!question || answeredRef.current === questionIndex) return;
    answeredRef.current = questionIndex;
    interactedRef.current = true;
    const correct = isCorrectAnswer(question, choice);
    toast(
      correct
        ? { title: "Correct!", description: "Great job! Moving to the next question...", variant: "default" }
        : { title: "Not quite right", description: "Keep going! Next question...", variant: "destructive" },
    );
    dispatch({ type: "answer", questionIndex, correct });
  }

  function onAnswerClick(event: MouseEvent<HTMLButtonElement>, choice: string) {
    // The second click of a double-click would land on the next question's button.
    if (event.detail > 1) return;
    answer(choice);
  }

  function retry() {
    answeredRef.current = -1;
    interactedRef.current = true;
    dispatch({ type: "reset" });
  }

  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (!question || event.repeat || event.ctrlKey || event.metaKey || event.altKey || isTypingTarget(event.target)) return;
    const index = ANSWER_KEYS.indexOf(event.key as (typeof ANSWER_KEYS)[number]);
    const choice = question.answers[index];
    if (index === -1 || choice === undefined) return;
    event.preventDefault();
    answer(choice);
  });

  useEffect(() => {
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);
  // Keys pressed before the page was live (kept by the page's EarlyInput script) answer now, in order.
  useEarlyInput();

  // The last answer's toast would sit over the result, which itself says how it went (docs/product.md, Quiz).
  useEffect(() => {
    if (finished) dismiss();
  }, [finished, dismiss]);

  // After every answer and after Try Again, move focus to the new heading.
  useEffect(() => {
    if (!interactedRef.current) return;
    (finished ? resultHeadingRef : questionHeadingRef).current?.focus();
  }, [questionIndex, finished]);

  // Learner progress: report each finished run once (the ref survives a re-render of the same result).
  const reportedRef = useRef<typeof state | null>(null);
  const reportFinish = useEffectEvent(() => {
    if (reportedRef.current === state) return;
    reportedRef.current = state;
    onFinish?.({ score: state.score, tier: tierForScore(state.score, tiers, total).title, missed: state.missed });
  });
  useEffect(() => {
    if (finished) reportFinish();
  }, [finished]);

  if (!question) {
    return (
      <QuizResult
        score={state.score}
        total={total}
        tier={tierForScore(state.score, tiers, total)}
        missed={state.missed.flatMap((i) => {
          const missedQuestion = questions[i];
          return missedQuestion ? [{ number: i + 1, question: missedQuestion }] : [];
        })}
        breakdown={topicBreakdown(questions, state.missed, areas)}
        shareHref={quizResultPath(state.score, total)}
        onRetry={retry}
        headingRef={resultHeadingRef}
      />
    );
  }

  return (
    <section aria-labelledby="quiz-question-heading">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="quiz-question-heading" ref={questionHeadingRef} tabIndex={-1} className="text-xl font-bold tracking-tight outline-none">
          Question {questionIndex + 1} of {total}
        </h2>
        <p className="text-sm font-semibold text-muted">
          Score: {state.score}/{total}
        </p>
      </div>
      <div className="mt-4">
        <QuizProgress answered={questionIndex} total={total} />
      </div>
      <p id="quiz-question-text" className="mt-6 text-lg leading-relaxed font-medium">
        {question.question}
      </p>
      <div role="group" aria-labelledby="quiz-question-text" className="mt-6 grid gap-3">
        {question.answers.map((choice, i) => (
          <button
            // Keyed by question so a new question gets fresh buttons (no carried-over focus or hover state).
            key={`${questionIndex}-${i}`}
            type="button"
            aria-keyshortcuts={ANSWER_KEYS[i]}
            onClick={(event) => onAnswerClick(event, choice)}
            className="flex min-h-12 w-full items-start gap-3 rounded-xl border border-border bg-surface-raised p-4 text-left transition-colors hover:border-primary hover:bg-accent focus-visible:outline-2 focus-visible:outline-offset-2"
          >
            <span
              aria-hidden="true"
              className="grid size-7 shrink-0 place-items-center rounded-md border border-border bg-surface font-mono text-sm font-semibold"
            >
              {ANSWER_KEYS[i]}
            </span>
            <span className="pt-0.5">{choice}</span>
          </button>
        ))}
      </div>
      {/* Only where a keyboard is likely: not on touch screens (coarse pointers). */}
      <p className="mt-4 text-sm text-muted pointer-coarse:hidden max-sm:hidden">Tip: press 1, 2, 3 or 4 to choose an answer with the keyboard.</p>
    </section>
  );
}
