/**
 * The quiz score as a ring: the arc is the share of answers right, the number
 * sits in the middle. Decorative (aria-hidden): the score is always also
 * written out in text next to it. Theme colours come from the tokens, and the
 * arc fills once on first paint (the global reduced-motion rule stops that).
 */
import type { CSSProperties } from "react";

const RADIUS = 52;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

export function ScoreRing({ score, total, className = "size-32" }: { score: number; total: number; className?: string }) {
  const arc = total > 0 ? (Math.min(Math.max(score, 0), total) / total) * CIRCUMFERENCE : 0;
  return (
    <svg viewBox="0 0 120 120" aria-hidden="true" data-score-ring="" className={`shrink-0 ${className}`}>
      <circle cx="60" cy="60" r={RADIUS} fill="none" stroke="var(--border)" strokeWidth="10" />
      {arc > 0 ? (
        <circle
          cx="60"
          cy="60"
          r={RADIUS}
          fill="none"
          stroke="var(--primary)"
          strokeWidth="10"
          strokeLinecap={arc >= CIRCUMFERENCE ? "butt" : "round"}
          strokeDasharray={`${arc} ${CIRCUMFERENCE}`}
          transform="rotate(-90 60 60)"
          className="score-ring-arc"
          style={{ "--arc": `${arc}` } as CSSProperties}
        />
      ) : null}
      <text x="60" y="62" textAnchor="middle" fontSize="36" fontWeight="700" fill="var(--foreground)" className="tabular-nums">
        {score}
      </text>
      <text x="60" y="84" textAnchor="middle" fontSize="14" fill="var(--muted)">
        of {total}
      </text>
    </svg>
  );
}
