import type { Metadata } from "next";
import { pageMetadata } from "@/lib/seo/metadata";
import { quizQuestions, scoreTiers, quizAreas } from "@/data/quiz";
import { quizAnswerKeys } from "@/lib/quiz/keys";
import { EarlyInput } from "@/components/early-input/early-input";
import { QuizWithHistory } from "@/components/progress/quiz-history-panel";
import { Card } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { PageShell } from "@/components/ui/container";

export const metadata: Metadata = pageMetadata({
  title: "PM Mastery Check",
  description: `Test your product management judgement with ${quizQuestions.length} scenario-based questions on strategy, discovery, prioritization, metrics, experiments, delivery, tech and business, then see what to study next.`,
  path: "/pm-quiz",
});

export default function PmQuizPage() {
  return (
    <PageShell>
      {/* One centred column at every width: the quiz is the page's only task. */}
      <div className="mx-auto max-w-3xl">
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
        {/* An answer key pressed while the page is still loading answers once the quiz is live. */}
        <EarlyInput keys={quizAnswerKeys} />
        <Card as="div">
          <QuizWithHistory questions={quizQuestions} tiers={scoreTiers} areas={quizAreas} />
        </Card>
        <p className="mt-6 text-sm text-muted">
          Want the reasoning first? Every answer is explained on the{" "}
          <a href="/quiz-explanations" className="font-semibold text-primary underline underline-offset-4">
            answer explanations
          </a>{" "}
          page.
        </p>
      </div>
    </PageShell>
  );
}
