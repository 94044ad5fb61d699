import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { scoreTiers } from "@/data/quiz";
import { ScoreRing } from "@/components/quiz/score-ring";
import { buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { PageShell } from "@/components/ui/container";
import { PageHeader } from "@/components/ui/page-header";
import { parseSharedScore, shareableScores } from "@/lib/quiz/share";
import { QUIZ_LENGTH, tierForScore } from "@/lib/quiz/tiers";
import { pageMetadata } from "@/lib/seo/metadata";

type Params = { score: string };

/*
 * A shared quiz result (docs/product.md, Quiz): one prerendered page per score, so the
 * link carries the whole result and nothing is stored. Not indexed: 26 pages
 * that differ by a number would only crowd the quiz out of search results.
 */
export const dynamicParams = false;

export function generateStaticParams(): Params[] {
  return shareableScores.map((score) => ({ score: String(score) }));
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const score = parseSharedScore((await params).score);
  if (score === undefined) return {};
  const tier = tierForScore(score, scoreTiers);
  return {
    ...pageMetadata({
      title: `${score}/${QUIZ_LENGTH} on the PM Mastery Check: ${tier.title}`,
      description: `A PM Mastery Check result: ${score} of ${QUIZ_LENGTH}, ${tier.title}. Take the 25-question product management quiz and see how you compare.`,
      path: `/pm-quiz/result/${score}`,
      images: "segment",
    }),
    robots: { index: false, follow: true },
  };
}

const range = (min: number, max: number) => (min === max ? String(min) : `${min}–${max}`);

export default async function SharedQuizResultPage({ params }: { params: Promise<Params> }) {
  const score = parseSharedScore((await params).score);
  if (score === undefined) notFound();
  const tier = tierForScore(score, scoreTiers);
  const path = `/pm-quiz/result/${score}`;

  return (
    <PageShell>
      <div className="mx-auto max-w-3xl">
        <PageHeader
          trail={[
            { name: "PM Mastery Check", path: "/pm-quiz" },
            { name: `Result: ${score}/${QUIZ_LENGTH}`, path },
          ]}
          eyebrow="Quiz result"
          title={`${score} out of ${QUIZ_LENGTH} on the PM Mastery Check`}
          intro={<p>Someone shared their result with you. Here is what the score means, and how to find out yours.</p>}
        />
        <Card as="section" className="sm:p-8">
          <h2 className="sr-only">The result</h2>
          <div className="flex flex-col gap-6 sm:flex-row sm:items-center">
            <ScoreRing score={score} total={QUIZ_LENGTH} className="size-36 self-center sm:self-auto" />
            <div className="min-w-0 flex-1">
              <p className="text-3xl font-bold text-primary sm:text-4xl">
                Score: {score}/{QUIZ_LENGTH}
              </p>
              <div className="mt-4 rounded-xl bg-accent p-5 text-accent-foreground">
                <h3 className="text-xl font-semibold">{tier.title}</h3>
                <p className="mt-2 leading-relaxed">{tier.description}</p>
              </div>
            </div>
          </div>
          <div className="mt-8 flex flex-wrap gap-3">
            <a href="/pm-quiz" className={buttonClasses()}>
              Take the quiz yourself
            </a>
            <a href="/quiz-explanations" className={buttonClasses({ variant: "secondary" })}>
              See the answers explained
            </a>
          </div>
        </Card>

        <section aria-labelledby="tiers-heading" className="mt-section">
          <h2 id="tiers-heading" className="text-title font-bold">
            The five tiers
          </h2>
          <p className="mt-2 text-muted">{QUIZ_LENGTH} scenario-based questions on strategy, discovery, prioritization, metrics and delivery; no timer and no going back.</p>
          <ol className="mt-stack grid gap-2">
            {scoreTiers.map((t) => {
              const current = t === tier;
              return (
                <li
                  key={t.title}
                  aria-current={current ? "true" : undefined}
                  className={`flex items-center gap-4 rounded-xl border px-4 py-3 ${current ? "border-primary bg-accent text-accent-foreground" : "border-border bg-surface"}`}
                >
                  <span className="w-14 shrink-0 text-sm font-semibold tabular-nums text-muted">{range(t.minScore, t.maxScore)}</span>
                  <span className="font-semibold">{t.title}</span>
                  {current ? <span className="ml-auto rounded-full bg-primary px-2.5 py-0.5 text-xs font-semibold text-primary-foreground">This result</span> : null}
                </li>
              );
            })}
          </ol>
          <p className="mt-stack text-sm text-muted">
            Nothing about this result is stored: every score from 0 to {QUIZ_LENGTH} has its own page, the same for everyone who reaches it.
          </p>
        </section>
      </div>
    </PageShell>
  );
}
