import type { Metadata } from "next";
import { pageMetadata } from "@/lib/seo/metadata";
import { quizQuestions, scoreTiers, quizAreas } from "@/data/quiz";
import { quizAnswerKeys } from "@/lib/quiz/keys";
import { topicBreakdown } from "@/lib/quiz/topic-breakdown";
import { EarlyInput } from "@/components/early-input/early-input";
import { QuizWithHistory } from "@/components/progress/quiz-history-panel";
import { Card } from "@/components/ui/card";
import { TierScale } from "@/components/quiz/tier-scale";
import { PageHeader } from "@/components/ui/page-header";
import { PageShell } from "@/components/ui/container";

export const metadata: Metadata = pageMetadata({
  title: "PM Mastery Check",
  description: `Test your product management judgement with ${quizQuestions.length} scenario-based questions on strategy, discovery, prioritization, metrics, experiments, delivery, tech and business, then see what to study next.`,
  path: "/pm-quiz",
});

/** Questions per skill area, counted by the function the result screen scores areas with (nothing missed yet). */
const areaCounts = topicBreakdown(quizQuestions, [], quizAreas).map((result) => ({ title: result.area.title, count: result.total }));

export default function PmQuizPage() {
  return (
    <PageShell>
      {/*
        The site's left edge for the header, then the quiz beside a short panel on wide screens: what the quiz
        covers and how it works. (A centred column broke the left edge every other page keeps.)
      */}
      <PageHeader
        trail={[{ name: "PM Mastery Check", path: "/pm-quiz" }]}
        eyebrow="Quiz"
        title="PM Mastery Check"
        intro={
          <p>
            {quizQuestions.length} scenario-based questions of the kind a hiring manager asks. No timer and no going
            back: answer each one, see how you did, and get a list of pages to study for the questions you missed.
          </p>
        }
      />
      <div className="grid items-start gap-10 lg:grid-cols-[minmax(0,48rem)_17rem] xl:gap-16">
        <div className="min-w-0">
          {/* An answer key pressed while the page is still loading answers once the quiz is live. */}
          <EarlyInput keys={quizAnswerKeys} />
          {/* No frame on phones: a card around the answer cards left their text a 230 px column, four or five lines an answer. */}
          <Card as="div" className="max-sm:border-0 max-sm:bg-transparent max-sm:p-0 max-sm:shadow-none">
            <QuizWithHistory questions={quizQuestions} tiers={scoreTiers} areas={quizAreas} />
          </Card>
        </div>
        <div className="grid gap-6">
        <section aria-labelledby="quiz-covers-heading" className="rounded-2xl border border-border bg-surface p-5">
          <h2 id="quiz-covers-heading" className="text-caption font-semibold tracking-wide text-muted uppercase">
            What it covers
          </h2>
          <p className="mt-3 flex justify-between text-caption text-muted" aria-hidden="true">
            <span>Skill area</span>
            <span>Questions</span>
          </p>
          <ul className="mt-1 divide-y divide-border text-sm">
            {areaCounts.map((area) => (
              <li key={area.title} className="flex justify-between gap-3 py-2">
                <span className="font-medium">{area.title}</span>
                <span className="text-muted tabular-nums">
                  {area.count}
                  <span className="sr-only"> questions</span>
                </span>
              </li>
            ))}
          </ul>
          <p className="mt-4 text-sm text-muted">
            Want the reasoning first? Every answer is explained on the{" "}
            <a href="/quiz-explanations" className="font-semibold text-primary underline underline-offset-4">
              answer explanations
            </a>{" "}
            page.
          </p>
        </section>
        {/* What a score will mean, before the first question: the five tiers on one scale. */}
        <section aria-labelledby="quiz-tiers-heading" className="rounded-2xl border border-border bg-surface p-5">
          <h2 id="quiz-tiers-heading" className="text-caption font-semibold tracking-wide text-muted uppercase">
            The five tiers
          </h2>
          <div className="mt-3">
            <TierScale tiers={scoreTiers} headingId="quiz-tiers-heading" />
          </div>
        </section>
        </div>
      </div>
    </PageShell>
  );
}
