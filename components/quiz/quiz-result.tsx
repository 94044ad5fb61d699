import type { RefObject } from "react";
import type { QuizQuestion, ScoreCategory } from "@/lib/content/schemas";
import type { AreaResult } from "@/lib/quiz/topic-breakdown";
import { buttonClasses } from "@/components/ui/button";
import { MoreLink } from "@/components/ui/more-link";
import { ScoreRing } from "./score-ring";
import { ShareResult } from "./share-result";
import { TopicBreakdown } from "./topic-breakdown";

type QuizResultProps = {
  score: number;
  total: number;
  tier: ScoreCategory;
  /** The questions answered wrongly, with their quiz number, in quiz order. */
  missed: { number: number; question: QuizQuestion }[];
  /** Right answers by skill area, in the areas' order. */
  breakdown: AreaResult[];
  /** The shareable result page; only a full run has one. */
  shareHref?: string;
  onRetry: () => void;
  headingRef: RefObject<HTMLHeadingElement | null>;
};

/** The result screen: score ring, tier, the three actions, sharing, the picture by topic and what to study next. */
export function QuizResult({ score, total, tier, missed, breakdown, shareHref, onRetry, headingRef }: QuizResultProps) {
  return (
    <section aria-labelledby="quiz-result-heading">
      <h2 id="quiz-result-heading" ref={headingRef} tabIndex={-1} className="text-2xl font-bold tracking-tight outline-none">
        Quiz complete
      </h2>
      <div className="mt-6 flex flex-col gap-6 sm:flex-row sm:items-center">
        <ScoreRing score={score} total={total} className="size-32 self-center sm:self-auto" />
        <div className="min-w-0 flex-1">
          <p className="text-3xl font-bold text-primary sm:text-4xl">
            Your score: {score}/{total}
          </p>
          <div className="mt-4 rounded-xl bg-accent p-5 text-accent-foreground">
            <h3 className="text-xl font-semibold">{tier.title}</h3>
            <p className="mt-2 leading-relaxed">{tier.description}</p>
          </div>
        </div>
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
      {shareHref ? (
        <div className="mt-6 border-t border-border pt-6">
          <ShareResult href={shareHref} text={`I scored ${score}/${total} on the PM Mastery Check: ${tier.title}.`} />
        </div>
      ) : null}
      {breakdown.length > 0 ? <TopicBreakdown results={breakdown} /> : null}
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
                <MoreLink href={question.topic.href} text={`Study ${question.topic.label}`} className="mt-2" />
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
