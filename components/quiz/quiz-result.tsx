import type { RefObject } from "react";
import type { QuizQuestion, ScoreCategory } from "@/lib/content/schemas";
import { buttonClasses } from "@/components/ui/button";
import { Icon } from "@/components/ui/icons";

type QuizResultProps = {
  score: number;
  total: number;
  tier: ScoreCategory;
  /** The questions answered wrongly, with their quiz number, in quiz order. */
  missed: { number: number; question: QuizQuestion }[];
  onRetry: () => void;
  headingRef: RefObject<HTMLHeadingElement | null>;
};

/** The result screen: score, tier, the three actions, and what to study next. */
export function QuizResult({ score, total, tier, missed, onRetry, headingRef }: QuizResultProps) {
  return (
    <section aria-labelledby="quiz-result-heading">
      <h2 id="quiz-result-heading" ref={headingRef} tabIndex={-1} className="text-2xl font-bold tracking-tight outline-none">
        Quiz complete
      </h2>
      <p className="mt-4 text-4xl font-bold text-primary">
        Your score: {score}/{total}
      </p>
      <div className="mt-6 rounded-xl bg-accent p-5 text-accent-foreground">
        <h3 className="text-xl font-semibold">{tier.title}</h3>
        <p className="mt-2 leading-relaxed">{tier.description}</p>
      </div>
      <div className="mt-6 flex flex-wrap gap-3">
        <button type="button" onClick={onRetry} className={buttonClasses()}>
          Try Again
        </button>
        <a href="/quiz-explanations" className={buttonClasses({ variant: "secondary" })}>
          View Answer Explanations
        </a>
        <a href="/" className={buttonClasses({ variant: "ghost" })}>
          Back to Home
        </a>
      </div>
      <h3 id="quiz-missed-heading" className="mt-10 text-lg font-semibold">{missed.length > 0 ? "What to study next" : "Nothing missed"}</h3>
      {missed.length > 0 ? (
        <>
          <p className="mt-1 text-sm text-muted">
            You missed {missed.length} {missed.length === 1 ? "question" : "questions"}. Each links to the page that teaches it.
          </p>
          <ol aria-labelledby="quiz-missed-heading" className="mt-4 grid gap-3">
            {missed.map(({ number, question }) => (
              <li key={number} className="rounded-xl border border-border bg-surface p-4">
                <p className="text-sm">
                  <span className="font-semibold">Question {number}:</span> {question.question}
                </p>
                <a
                  href={question.topic.href}
                  className="mt-2 inline-flex items-center gap-1 text-sm font-semibold text-primary underline-offset-4 hover:underline"
                >
                  Study {question.topic.label}
                  <Icon name="arrowRight" size={16} />
                </a>
              </li>
            ))}
          </ol>
        </>
      ) : (
        <p className="mt-1 text-sm text-muted">You answered every question correctly. Try teaching one of these ideas to someone else.</p>
      )}
    </section>
  );
}
