import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { scoreTiers } from "@/data/quiz";
import { ScoreRing } from "@/components/quiz/score-ring";
import { TierScale } from "@/components/quiz/tier-scale";
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


export default async function SharedQuizResultPage({ params }: { params: Promise<Params> }) {
  const score = parseSharedScore((await params).score);
  if (score === undefined) notFound();
  const tier = tierForScore(score, scoreTiers);
  const path = `/pm-quiz/result/${score}`;

  return (
    <PageShell>
      {/* The site's left edge, like every other page (a centred column moved the breadcrumb and title right), and on a wide screen the tiers beside the result. */}
      <PageHeader
        trail={[
          { name: "PM Mastery Check", path: "/pm-quiz" },
          { name: `Result: ${score}/${QUIZ_LENGTH}`, path },
        ]}
        eyebrow="Quiz result"
        title={`${score} out of ${QUIZ_LENGTH} on the PM Mastery Check`}
        intro={<p>Someone shared their result with you. Here is what the score means, and how to find out yours.</p>}
      />
      {/*
        The two cards as a pair, equally tall: the result card was 150 px shorter than the tiers beside it, an
        empty band under it. The note on what the quiz is moved from under the tiers to above the result's
        buttons, which sit at the card's foot, so neither card stretches over a blank.
      */}
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] xl:gap-12" data-result-pair="">
        {/* The score is in the title; the card leads with what it means (the ring draws it, a third "Score: 18/25" line repeated it). */}
        <Card as="section" aria-labelledby="result-tier" className="flex flex-col sm:p-8">
          <div className="flex flex-col gap-6 sm:flex-row sm:items-start">
            <ScoreRing score={score} total={QUIZ_LENGTH} className="size-32 self-center sm:self-auto" />
            <div className="min-w-0 flex-1">
              <p className="text-sm font-semibold tracking-wide text-muted uppercase">Tier {scoreTiers.indexOf(tier) + 1} of {scoreTiers.length}</p>
              <h2 id="result-tier" className="mt-1 text-3xl font-bold text-primary">
                {tier.title}
              </h2>
              {/* Nothing follows on a shared result: advice that points "below" to a review of missed questions says it otherwise here. */}
              <p className="mt-3 leading-relaxed">{tier.sharedDescription ?? tier.description}</p>
            </div>
          </div>
          <p className="mt-6 border-t border-border pt-5 text-sm text-muted">
            {QUIZ_LENGTH} scenario-based questions on strategy, discovery, prioritization, metrics and delivery; no timer and no going back. Nothing about this
            result is stored: every score from 0 to {QUIZ_LENGTH} has its own page, the same for everyone who reaches it.
          </p>
          {/* Both buttons as wide as each other on a phone (they were two widths, one under the other). */}
          <div className="mt-auto grid gap-3 pt-6 sm:flex sm:flex-wrap">
            <a href="/pm-quiz" className={buttonClasses()}>
              Take the quiz yourself
            </a>
            <a href="/quiz-explanations" className={buttonClasses({ variant: "secondary" })}>
              See the answers explained
            </a>
          </div>
        </Card>

        <section aria-labelledby="tiers-heading" className="flex flex-col rounded-2xl border border-border bg-surface p-5">
          <h2 id="tiers-heading" className="text-lg font-bold">
            The five tiers
          </h2>
          <p className="mt-1 text-sm text-muted">Where {score} of {QUIZ_LENGTH} falls on the scale.</p>
          <div className="mt-4 flex-1">
            <TierScale tiers={scoreTiers} score={score} headingId="tiers-heading" />
          </div>
        </section>
      </div>
    </PageShell>
  );
}
