import { extraRetainedUsers, wholePercent } from "@/lib/glossary/pictures";
import { ChartAxes, plainTicks } from "./chart-axes";
import { DiagramSvg, Lines, color } from "./svg";

const W = 360;
const weeks = 12;
/** The habit tracker's weekly cohort, as content/glossary-terms/retention.md states it; week 0 is sign-up, when the whole cohort is there. */
const measured = [
  { week: 0, share: 1 },
  { week: 1, share: 0.42 },
  { week: 4, share: 0.24 },
  { week: 12, share: 0.19 },
];
const newFloor = { week: 12, share: 0.23 };
const signUpsPerMonth = 30000;
const plot = { left: 52, right: 284, top: 16, bottom: 196 };
const x = (week: number) => Math.round(plot.left + ((plot.right - plot.left) * week) / weeks);
const y = (share: number) => Math.round(plot.bottom - (plot.bottom - plot.top) * share);
const extra = extraRetainedUsers(signUpsPerMonth, measured.at(-1)!.share, newFloor.share);
const noteY = plot.bottom + 64;

/** A weekly cohort's retention curve flattening, and the higher floor a better first-habit flow reached. */
export function RetentionCurve() {
  const floor = measured.at(-1)!;
  return (
    <DiagramSvg
      id="diagram-retention-curve"
      title="A cohort retention curve that flattens, and a higher floor after an onboarding change"
      description={`Retention curve of a habit tracker's weekly cohort: everyone at sign-up, ${measured.slice(1).map((point) => `${wholePercent(point.share)} logging a habit in week ${point.week}`).join(", ")}, where the curve flattens. The cohort from the new flow, which sets a daily reminder while setting up the first habit, flattened at ${wholePercent(newFloor.share)} by week 12: with ${signUpsPerMonth.toLocaleString("en-US")} sign-ups a month, about ${extra.toLocaleString("en-US")} more long-term users from each month.`}
      width={W}
      height={noteY + 30}
    >
      <ChartAxes plot={plot} x={x} y={y} grid={[0, 0.25, 0.5, 0.75, 1]} yTicks={plainTicks([0, 0.5, 1], wholePercent)} xTicks={plainTicks([0, 1, 4, 8, 12])} xTitle="Weeks after sign-up" />
      <path d={`M${x(4)} ${y(floor.share)}H${x(weeks)}`} stroke={color.muted} strokeWidth={1.5} strokeDasharray="3 4" />
      <path d={`M${measured.map((point) => `${x(point.week)} ${y(point.share)}`).join("L")}`} fill="none" stroke={color.primary} strokeWidth={3} />
      <g fill={color.primary}>
        {measured.map((point) => (
          <circle key={point.week} cx={x(point.week)} cy={y(point.share)} r={4.5} />
        ))}
      </g>
      <Lines x={x(1) + 8} y={y(0.42) - 8} lines={[wholePercent(0.42)]} bold fill={color.primary} />
      <Lines x={x(4)} y={y(0.24) - 12} lines={[wholePercent(0.24)]} anchor="middle" bold fill={color.primary} />
      <Lines x={x(8)} y={y(0.24) - 12} lines={["flattens"]} anchor="middle" fill={color.muted} />
      <Lines x={plot.right + 8} y={y(floor.share) + 12} lines={[`${wholePercent(floor.share)} old`]} bold fill={color.primary} />
      <path d={`M${x(newFloor.week) - 7} ${y(newFloor.share)}l7 -7l7 7l-7 7z`} fill={color.success} />
      <Lines x={plot.right + 8} y={y(newFloor.share) - 4} lines={[`${wholePercent(newFloor.share)} new`]} bold fill={color.success} />
      <Lines x={12} y={noteY} lines={[`Floor ${wholePercent(floor.share)} → ${wholePercent(newFloor.share)}: about ${extra.toLocaleString("en-US")} more`, `long-term users from ${signUpsPerMonth.toLocaleString("en-US")} monthly sign-ups`]} />
    </DiagramSvg>
  );
}
