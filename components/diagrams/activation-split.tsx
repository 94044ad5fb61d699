import { wholePercent } from "@/lib/glossary/pictures";
import { twoGroupMix } from "@/lib/stats/mix";
import { DiagramSvg, Lines, color } from "./svg";

const W = 360;
/** The payroll tool in content/glossary-terms/activation.md: 90-day retention of businesses that did and did not run a first payroll within 14 days. */
const retained = { activated: 0.58, other: 0.11 };
const cohorts = [
  { name: "Before", activated: 0.4 },
  { name: "After the self-serve bank-details form", activated: 0.52 },
];
const bar = { left: 12, width: 336, height: 34 };
const rowH = 104;
const top = 92;

/** Activation as the split of a sign-up cohort: the share reaching the event sets the blended retention. */
export function ActivationSplit() {
  return (
    <DiagramSvg
      id="diagram-activation-split"
      title="The activation event splits each sign-up cohort, and the split sets 90-day retention"
      description={`Businesses that ran a first payroll within 14 days of signing up were still paying after 90 days at ${wholePercent(retained.activated)}, the others at ${wholePercent(retained.other)}. ${cohorts
        .map((cohort) => `${cohort.name}: ${wholePercent(cohort.activated)} of sign-ups reached the event, so ${cohort.activated.toFixed(2)} × ${wholePercent(retained.activated)} + ${(1 - cohort.activated).toFixed(2)} × ${wholePercent(retained.other)} ≈ ${wholePercent(twoGroupMix(cohort.activated, retained.activated, retained.other))} retained.`)
        .join(" ")}`}
      width={W}
      height={top + cohorts.length * rowH - 16}
    >
      <rect x={12} y={10} width={160} height={60} rx={10} fill={color.primary} />
      <Lines x={92} y={32} lines={["First payroll in 14 days", `${wholePercent(retained.activated)} still paying`]} anchor="middle" fill={color.onPrimary} />
      <rect x={188} y={10} width={160} height={60} rx={10} fill={color.raised} stroke={color.muted} strokeWidth={2} />
      <Lines x={268} y={32} lines={["No first payroll yet", `${wholePercent(retained.other)} still paying`]} anchor="middle" />
      <Lines x={W / 2} y={86} lines={["90-day retention of each group"]} anchor="middle" fill={color.muted} />
      {cohorts.map((cohort, index) => {
        const y = top + index * rowH + 22;
        const split = Math.round(bar.width * cohort.activated);
        const blended = twoGroupMix(cohort.activated, retained.activated, retained.other);
        return (
          <g key={cohort.name}>
            <Lines x={12} y={y - 8} lines={[cohort.name]} bold />
            <rect x={bar.left} y={y} width={split} height={bar.height} fill={color.primary} />
            <rect x={bar.left + split} y={y} width={bar.width - split} height={bar.height} fill={color.raised} stroke={color.muted} strokeWidth={1.5} />
            <Lines x={bar.left + 10} y={y + 22} lines={[`${wholePercent(cohort.activated)} activated`]} bold fill={color.onPrimary} />
            <Lines x={bar.left + bar.width - 10} y={y + 22} lines={[`${wholePercent(1 - cohort.activated)} not`]} anchor="end" />
            <Lines x={12} y={y + bar.height + 22} lines={[`→ about ${wholePercent(blended)} of the cohort still paying`]} fill={color.primary} bold />
          </g>
        );
      })}
    </DiagramSvg>
  );
}
