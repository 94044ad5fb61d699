import { schedulingFunnel as ex } from "@/data/guides";
import { formatNumber } from "@/lib/frameworks/worked-example";
import { formatShare } from "@/lib/stats/format";
import { DiagramSvg, Lines, color } from "./svg";

const W = 360;
const steps = ex.steps;
const barLeft = 8;
const barMax = 260;
const widthOf = (accounts: number) => (accounts / steps[0].accounts) * barMax;
const rowTop = (i: number) => 34 + i * 46;
const pct = (part: number, whole: number) => formatShare(part / whole, 0);

/** The cohort chart: weeks after sign-up across, share of the cohort publishing up. */
const chart = { left: 48, right: 240, top: 262, bottom: 382, max: 0.4 };
const firstWeek = ex.cohortWeeks[0];
const lastWeek = ex.cohortWeeks[ex.cohortWeeks.length - 1]!;
const xOfWeek = (week: number) => chart.left + ((week - firstWeek) / (lastWeek - firstWeek)) * (chart.right - chart.left);
const yOfShare = (share: number) => chart.bottom - (share / chart.max) * (chart.bottom - chart.top);
const cohortPoints = ex.cohorts.map((cohort) =>
  cohort.weeks.flatMap((count, i) => (count === null ? [] : [{ x: xOfWeek(ex.cohortWeeks[i]!), y: yOfShare(count / cohort.accounts) }])),
);
const latest = ex.cohorts.length - 1;

/** The scheduling app's activation funnel, and its weekly cohorts before and after the new onboarding. */
export function FunnelAndCohorts() {
  const lastPoint = cohortPoints[latest]!.at(-1)!;
  return (
    <DiagramSvg
      id="diagram-funnel-cohorts"
      title="An activation funnel and the weekly cohorts that followed a fix"
      description={`Funnel of January and February sign-ups: ${steps.map((step) => `${step.short} ${formatNumber(step.accounts)}`).join(", ")}; step conversions ${steps
        .slice(1)
        .map((step, i) => pct(step.accounts, steps[i]!.accounts))
        .join(", ")}. The first two steps lose ${formatNumber(steps[0].accounts - steps[1].accounts)} and ${formatNumber(steps[1].accounts - steps[2].accounts)} accounts. Below, the share of each weekly cohort publishing a schedule in weeks ${ex.cohortWeeks.join(", ")}: ${ex.cohorts
        .map((cohort) => `${cohort.label} ${cohort.weeks.map((count) => (count === null ? "not yet" : pct(count, cohort.accounts))).join(", ")}`)
        .join("; ")}. The two earlier cohorts' lines lie almost on top of each other; the 16 March cohort's runs above them and stops at week 4.`}
      width={W}
      height={chart.bottom + 30}
    >
      <Lines x={8} y={18} lines={["Funnel (Jan\u2013Feb sign-ups)"]} bold />
      {steps.map((step, i) => {
        const top = rowTop(i);
        const width = widthOf(step.accounts);
        const previous = i > 0 ? widthOf(steps[i - 1]!.accounts) : width;
        return (
          <g key={step.name}>
            <Lines x={barLeft} y={top + 8} lines={[`${step.short} ${formatNumber(step.accounts)}`]} />
            <rect x={barLeft} y={top + 14} width={width} height={20} rx={4} fill={color.primary} opacity={1 - i * 0.18} />
            {i > 0 && i < 3 ? (
              <g>
                <rect x={barLeft + width} y={top + 14} width={previous - width} height={20} rx={4} fill="none" stroke={color.muted} strokeDasharray="3 3" />
                <Lines x={barLeft + width + (previous - width) / 2} y={top + 29} lines={[`\u2212${formatNumber(steps[i - 1]!.accounts - step.accounts)}`]} anchor="middle" fill={color.muted} />
              </g>
            ) : null}
            {i > 0 ? <Lines x={W - 8} y={top + 29} lines={[pct(step.accounts, steps[i - 1]!.accounts)]} anchor="end" bold /> : null}
          </g>
        );
      })}

      <Lines x={8} y={chart.top - 20} lines={["Share publishing, by cohort"]} bold />
      {[0, 0.2, 0.4].map((share) => (
        <g key={share}>
          <path d={`M${chart.left} ${yOfShare(share)}H${chart.right}`} stroke={color.border} />
          <Lines x={chart.left - 6} y={yOfShare(share) + 5} lines={[share === 0 ? "0" : formatShare(share, 0)]} anchor="end" fill={color.muted} />
        </g>
      ))}
      {ex.cohortWeeks.map((week) => (
        <Lines key={week} x={xOfWeek(week)} y={chart.bottom + 22} lines={[`Wk ${week}`]} anchor="middle" fill={color.muted} />
      ))}
      {cohortPoints.map((points, i) => (
        <g key={ex.cohorts[i]!.label}>
          <path d={points.map((p, j) => `${j === 0 ? "M" : "L"}${p.x} ${p.y}`).join("")} fill="none" stroke={i === latest ? color.primary : color.muted} strokeWidth={i === latest ? 3 : 2} />
          {points.map((p) => (
            <circle key={p.x} cx={p.x} cy={p.y} r={4} fill={i === latest ? color.primary : color.muted} />
          ))}
        </g>
      ))}
      {/* The newest cohort is not eight weeks old: a dotted stub and an open marker where its point will be. */}
      <path d={`M${lastPoint.x} ${lastPoint.y}L${xOfWeek(lastWeek)} ${lastPoint.y}`} stroke={color.primary} strokeWidth={2} strokeDasharray="2 4" />
      <circle cx={xOfWeek(lastWeek)} cy={lastPoint.y} r={5} fill={color.background} stroke={color.primary} strokeWidth={2} />
      <Lines x={xOfWeek(lastWeek) + 10} y={lastPoint.y + 5} lines={["16 Mar", "not yet"]} fill={color.primary} bold />
      <Lines x={xOfWeek(lastWeek) + 10} y={cohortPoints[0]!.at(-1)!.y + 26} lines={["2 and 9 Mar"]} fill={color.muted} />
    </DiagramSvg>
  );
}
