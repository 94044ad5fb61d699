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
// From pale to full: a tier further up the scale is drawn in a stronger tint of the site's primary colour.
const tints = ["bg-primary/30", "bg-primary/45", "bg-primary/60", "bg-primary/75", "bg-primary/90"];

export function TierScale({ tiers, score, headingId }: { tiers: readonly ScoreCategory[]; score?: number; headingId?: string }) {
  const shares = tierShares(tiers);
  const current = score === undefined ? undefined : tierForScore(score, tiers);
  return (
    <div>
      <div aria-hidden="true" data-tier-scale="" className={`relative ${score === undefined ? "" : "pt-7"}`}>
        {score !== undefined ? (
          <span
            className="absolute top-0 -translate-x-1/2 rounded-md bg-foreground px-1.5 text-sm font-bold text-background tabular-nums"
            style={{ left: `${scorePosition(score)}%` }}
          >
            {score}
          </span>
        ) : null}
        <div className="flex h-3 gap-0.5 overflow-hidden rounded-full">
          {tiers.map((tier, index) => (
            <span key={tier.title} className={tier === current ? "bg-primary" : tints[index % tints.length]} style={{ width: `${shares[index]}%` }} />
          ))}
        </div>
        <div className="mt-1 flex justify-between text-xs text-muted tabular-nums">
          <span>0</span>
          <span>{QUIZ_LENGTH}</span>
        </div>
      </div>
      <ol aria-labelledby={headingId} className="mt-3 grid gap-1.5">
        {tiers.map((tier, index) => {
          const here = tier === current;
          return (
            <li
              key={tier.title}
              aria-current={here ? "true" : undefined}
              className={`flex items-center gap-3 rounded-lg border px-3 py-2 text-sm ${here ? "border-primary bg-accent text-accent-foreground" : "border-transparent"}`}
            >
              <span aria-hidden="true" className={`size-3 shrink-0 rounded-sm ${here ? "bg-primary" : tints[index % tints.length]}`} />
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
