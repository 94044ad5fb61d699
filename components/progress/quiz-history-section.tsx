/**
 * /progress's quiz history: every kept attempt (date, score, tier), then the
 * latest attempt read the way the quiz's own result reads it: right answers by
 * skill area (the same breakdown and component) and the questions missed, each
 * linking to its explanation.
 */
import type { QuizArea, QuizQuestion } from "@/lib/content/schemas";
import { attemptDetail, quizSummary } from "@/lib/progress/quiz-history";
import type { QuizAttempt } from "@/lib/progress/types";
import { topicBreakdown } from "@/lib/quiz/topic-breakdown";
import { TopicBreakdown } from "@/components/quiz/topic-breakdown";

/** What the page needs of each question: its text, skill area and the page that teaches it. */
export type HistoryQuestion = Pick<QuizQuestion, "question" | "area" | "topic">;

export const dateTime = (at: number) =>
  new Date(at).toLocaleString("en-GB", { day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit" });

const result = (a: QuizAttempt) => (a.retry ? `Retry of ${a.total} missed ${a.total === 1 ? "question" : "questions"}` : a.tier || "Full quiz");

const link = "font-semibold text-primary underline underline-offset-4";

function LatestAttempt({ attempt, questions, areas }: { attempt: QuizAttempt; questions: HistoryQuestion[]; areas: QuizArea[] }) {
  const { missed, asked } = attemptDetail(questions, attempt);
  const breakdown = asked ? topicBreakdown(asked.questions, asked.missedIndexes, areas) : [];
  return (
    <section aria-labelledby="latest-attempt-heading" data-latest-attempt>
      <h3 id="latest-attempt-heading" className="text-heading font-semibold">
        Latest attempt
      </h3>
      <p className="mt-1 text-small text-muted">
        {dateTime(attempt.at)}
        <span aria-hidden="true" className="px-1.5">
          ·
        </span>
        <strong className="font-semibold text-foreground tabular-nums">
          {attempt.score}/{attempt.total}
        </strong>
        <span aria-hidden="true" className="px-1.5">
          ·
        </span>
        {result(attempt)}
      </p>
      {breakdown.length > 0 ? (
        <TopicBreakdown results={breakdown} heading="By skill area" headingId="latest-areas-heading" className="mt-6" />
      ) : null}
      <h3 id="latest-missed-heading" className="mt-8 text-lg font-semibold">
        {missed.length > 0 ? `Missed questions (${missed.length})` : attempt.missed.length > 0 ? "Missed questions" : "Nothing missed"}
      </h3>
      {missed.length > 0 ? (
        <>
          <p className="mt-1 text-small text-muted">Each opens its answer and explanation.</p>
          <ol aria-labelledby="latest-missed-heading" className="mt-3 grid gap-2">
            {missed.map(({ number, question }) => (
              <li key={number} className="rounded-xl border border-border bg-surface p-3 text-small">
                <a href={`/quiz-explanations#question-${number}`} className="underline-offset-4 hover:text-primary hover:underline">
                  <span className="font-semibold">Question {number}:</span> {question.question}
                </a>
              </li>
            ))}
          </ol>
        </>
      ) : attempt.missed.length > 0 ? (
        // Kept from a version of the quiz whose questions have since changed.
        <p className="mt-1 text-small text-muted">The questions missed in this attempt are no longer in the quiz.</p>
      ) : (
        <p className="mt-1 text-small text-muted">Every question in this attempt was answered right.</p>
      )}
    </section>
  );
}

export function QuizHistory({ attempts, questions, areas }: { attempts: QuizAttempt[]; questions: HistoryQuestion[]; areas: QuizArea[] }) {
  const newestFirst = [...attempts].reverse();
  const { best } = quizSummary(attempts);
  const latest = newestFirst[0];
  if (!latest) {
    return (
      <p className="text-muted">
        No quiz attempts yet.{" "}
        <a href="/pm-quiz" className={link}>
          Take the PM Mastery Check
        </a>{" "}
        and every finished attempt is kept here.
      </p>
    );
  }
  return (
    <div className="grid gap-8 lg:grid-cols-2 lg:gap-10">
      <div className="min-w-0">
        <p>
          {best ? (
            <>
              Best score <strong className="tabular-nums">{best.score}/{best.total}</strong> ({best.tier}).{" "}
            </>
          ) : null}
          <a href="/pm-quiz" className={link}>
            Go to the quiz
          </a>
        </p>
        <div className="mt-4 overflow-x-auto rounded-xl border border-border" role="region" aria-label="Quiz attempts" tabIndex={0}>
          <table className="w-full text-left text-small">
            <caption className="sr-only">Quiz attempts, newest first</caption>
            <thead className="bg-surface">
              <tr>
                <th scope="col" className="px-3 py-2 font-semibold">
                  Date
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  Score
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  Result
                </th>
              </tr>
            </thead>
            <tbody>
              {newestFirst.map((a) => (
                <tr key={`${a.at}-${a.score}-${a.total}`} className="border-t border-border" data-quiz-attempt>
                  <td className="px-3 py-2 whitespace-nowrap">{dateTime(a.at)}</td>
                  <td className="px-3 py-2 tabular-nums">
                    {a.score}/{a.total}
                  </td>
                  <td className="px-3 py-2">{result(a)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
      <div className="min-w-0">
        <LatestAttempt attempt={latest} questions={questions} areas={areas} />
      </div>
    </div>
  );
}
