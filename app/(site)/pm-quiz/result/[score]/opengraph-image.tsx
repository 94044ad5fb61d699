import { scoreTiers } from "@/data/quiz";
import { parseSharedScore, shareableScores } from "@/lib/quiz/share";
import { QUIZ_LENGTH, tierForScore } from "@/lib/quiz/tiers";
import { ogImageSize } from "@/lib/seo/metadata";
import { ogColours, renderOgCard } from "@/lib/seo/og-card";

/** The share card of a quiz result: the score as a ring, the tier as the title. Rendered at build time. */
export const alt = "A PM Mastery Check result from PM Knowledge Hub";
export const size = ogImageSize;
export const contentType = "image/png";
export const dynamicParams = false;

export function generateStaticParams() {
  return shareableScores.map((score) => ({ score: String(score) }));
}

const RADIUS = 120;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

function Ring({ score }: { score: number }) {
  const arc = (score / QUIZ_LENGTH) * CIRCUMFERENCE;
  return (
    <div style={{ display: "flex", position: "relative", width: 280, height: 280, alignItems: "center", justifyContent: "center" }}>
      <svg width="280" height="280" viewBox="0 0 280 280" style={{ position: "absolute", top: 0, left: 0 }}>
        <circle cx="140" cy="140" r={RADIUS} fill="none" stroke="rgba(255,255,255,0.22)" strokeWidth="22" />
        {arc > 0 ? (
          <circle
            cx="140"
            cy="140"
            r={RADIUS}
            fill="none"
            stroke={ogColours.foreground}
            strokeWidth="22"
            strokeLinecap={score === QUIZ_LENGTH ? "butt" : "round"}
            strokeDasharray={`${arc} ${CIRCUMFERENCE}`}
            transform="rotate(-90 140 140)"
          />
        ) : null}
      </svg>
      <div style={{ display: "flex", flexDirection: "column", alignItems: "center" }}>
        <div style={{ display: "flex", fontSize: 96, fontWeight: 700, lineHeight: 1 }}>{score}</div>
        <div style={{ display: "flex", fontSize: 30, color: ogColours.muted }}>of {QUIZ_LENGTH}</div>
      </div>
    </div>
  );
}

export default async function Image({ params }: { params: Promise<{ score: string }> }) {
  const score = parseSharedScore((await params).score) ?? 0;
  const tier = tierForScore(score, scoreTiers);
  return renderOgCard({
    eyebrow: "PM Mastery Check result",
    title: tier.title,
    subtitle: `Scored ${score} out of ${QUIZ_LENGTH}. Take the 25-question quiz and see how you compare.`,
    visual: <Ring score={score} />,
  });
}
