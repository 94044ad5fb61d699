/**
 * The quiz's five tiers as a scale: one bar from 0 to 25, each tier a
 * segment as wide as its range of scores, and under it the tiers by name and
 * range. Given a score, the bar marks it and its tier is highlighted, so a
 * shared result shows where 18 sits inside 15-19, not only which row it is.
 * Server-rendered; the bar is decorative (aria-hidden) because the list says
 * the same in words.
 */
import type { ScoreCategory } from "@/lib/content/schemas";
import { QUIZ_LENGTH, scorePosition, tierForScore, tierShares } from "@/lib/quiz/tiers";

const range = (min: number, max: number) => (min === max ? String(min) : `${min}–${max}`);
/*
 * A colour a tier, pale to deep (the --tier-* tokens in globals.css): each stands 3:1 or more from the card
 * in both themes, and each differs from its neighbour. (Tints of the primary at 30-90% opacity left the
 * lower tiers barely darker than a dark card.) A tier keeps its colour when it is the result's: the result's
 * segment is marked by standing taller, so the scale still reads pale to deep.
 */
const tints = ["bg-tier-1", "bg-tier-2", "bg-tier-3", "bg-tier-4", "bg-tier-5"];

export function TierScale({ tiers, score, headingId }: { tiers: readonly ScoreCategory[]; score?: number; headingId?: string }) {
  const shares = tierShares(tiers);
  const current = score === undefined ? undefined : tierForScore(score, tiers);
  // A column whose list takes any height its card is given (the shared result's card is as tall as the result beside it).
  return (
    <div className="flex h-full flex-col">
      <div aria-hidden="true" data-tier-scale="" className={`relative ${score === undefined ? "" : "pt-7"}`}>
        {score !== undefined ? (
          <span
            className="absolute top-0 -translate-x-1/2 rounded-md bg-foreground px-1.5 text-sm font-bold text-background tabular-nums"
            style={{ left: `${scorePosition(score)}%` }}
          >
            {score}
          </span>
        ) : null}
        <div className="flex h-5 items-center gap-0.5">
          {tiers.map((tier, index) => (
            <span
              key={tier.title}
              data-tier-segment={index + 1}
              data-current={tier === current ? "" : undefined}
              className={`${tints[index % tints.length]} ${tier === current ? "h-5 rounded-sm" : "h-3"} first:rounded-l-full last:rounded-r-full`}
              style={{ width: `${shares[index]}%` }}
            />
          ))}
        </div>
        <div className="mt-1 flex justify-between text-xs text-muted tabular-nums">
          <span>0</span>
          <span>{QUIZ_LENGTH}</span>
        </div>
      </div>
      <ol aria-labelledby={headingId} className="mt-3 grid flex-1 content-between gap-1.5">
        {tiers.map((tier, index) => {
          const here = tier === current;
          return (
            <li
              key={tier.title}
              aria-current={here ? "true" : undefined}
              className={`flex items-center gap-3 rounded-lg border px-3 py-2 text-sm ${here ? "border-primary bg-accent text-accent-foreground" : "border-transparent"}`}
            >
              <span aria-hidden="true" data-tier-swatch={index + 1} className={`size-3 shrink-0 rounded-sm ${tints[index % tints.length]}`} />
              <span className={`w-12 shrink-0 font-semibold tabular-nums ${here ? "" : "text-muted"}`}>{range(tier.minScore, tier.maxScore)}</span>
              <span className="font-semibold">{tier.title}</span>
              {here ? <span className="ml-auto rounded-full bg-primary px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-primary-foreground">This result</span> : null}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
