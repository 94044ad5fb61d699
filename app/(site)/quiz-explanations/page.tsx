import type { Metadata } from "next";
import { JsonLd } from "@/components/seo/json-ld";
import { pageMetadata } from "@/lib/seo/metadata";
import { faqPageJsonLd } from "@/lib/seo/json-ld";
import { quizExplanations, quizQuestions } from "@/data/quiz";
import { buttonClasses } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page-header";
import { PageShell } from "@/components/ui/container";
import { Icon } from "@/components/ui/icons";

export const metadata: Metadata = pageMetadata({
  title: "Quiz Answer Explanations",
  description: `The correct answer to each of the ${quizQuestions.length} PM Mastery Check questions, with why it is right, why the tempting alternatives are wrong, and where to learn more.`,
  path: "/quiz-explanations",
});

// Each question with its correct answer and the reasoning, as crawlers read an FAQ.
const faq = faqPageJsonLd({
  path: "/quiz-explanations",
  items: quizQuestions.map((q, i) => ({
    question: q.question,
    answer: [`Correct answer: ${q.correctAnswer}.`, ...(quizExplanations[i]?.explanation ?? [])].join(" "),
  })),
});

export default function QuizExplanationsPage() {
  return (
    <PageShell>
      <JsonLd data={faq} />
      <PageHeader
        trail={[
          { name: "PM Mastery Check", path: "/pm-quiz" },
          { name: "Quiz Answer Explanations", path: "/quiz-explanations" },
        ]}
        eyebrow="PM Mastery Check"
        title="Quiz Answer Explanations"
        intro={<p>Every question from the quiz in order, with the correct answer and the reasoning behind it.</p>}
      >
        <a href="/pm-quiz" className={`${buttonClasses()} mt-6`}>
          <Icon name="arrowLeft" size={18} />
          Back to the quiz
        </a>
      </PageHeader>
      <ol className="grid max-w-3xl gap-6">
        {quizQuestions.map((question, i) => {
          const entry = quizExplanations[i];
          const number = i + 1;
          return (
            <li key={number} className="rounded-2xl border border-border bg-surface-raised p-6">
              <h2 id={`question-${number}`} className="text-lg font-semibold leading-snug">
                <span className="mb-1 block text-sm font-semibold uppercase tracking-wide text-primary">Question {number}</span>
                {question.question}
              </h2>
              <p className="mt-4 rounded-lg bg-accent p-3 text-accent-foreground">
                <span className="font-semibold">Correct answer:</span> {question.correctAnswer}
              </p>
              {entry ? (
                <div className="prose-content mt-4">
                  {entry.explanation.map((paragraph, index) => (
                    <p key={index}>{paragraph}</p>
                  ))}
                  {entry.relatedLink ? (
                    <p>
                      <a href={entry.relatedLink}>{entry.relatedLinkText ?? "Learn more"}</a>
                    </p>
                  ) : null}
                </div>
              ) : null}
            </li>
          );
        })}
      </ol>
      <a href="/pm-quiz" className={`${buttonClasses({ variant: "secondary" })} mt-10`}>
        Take the quiz
      </a>
    </PageShell>
  );
}
