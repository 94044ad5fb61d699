import { wsjfMigrationFirst, wsjfMoneyCheck, wsjfSsoFirst } from "@/data/framework-examples";
import { formatMoney } from "@/lib/frameworks/market-sizing";
import { waitingCost, type QueuedJob } from "@/lib/frameworks/wsjf";
import { DiagramSvg, Lines, color } from "./svg";

const W = 360;
const left = 16;
const weeks = 8;
const perWeekWidth = (W - 2 * left) / weeks;
const xOf = (week: number) => left + week * perWeekWidth;
const blockH = 44;
const bandH = 22;
const rowH = 134;

const money = (value: number) => formatMoney(value);
const { ssoWeeks, migrationWeeks, migrationCostPerWeek } = wsjfMoneyCheck;
const ssoPerWeek = wsjfSsoFirst[0]!.costOfDelay;

/** Diagonal hatching inside a rectangle, as one path: it reads in both themes without a second fill colour. */
function hatch(x0: number, x1: number, y0: number, h: number): string {
  const y1 = y0 + h;
  const parts: string[] = [];
  for (let x = x0 - h; x < x1; x += 8) {
    const sx = Math.max(x, x0);
    const ex = Math.min(x + h, x1);
    if (ex <= sx) continue;
    parts.push(`M${sx} ${y1 - (sx - x)}L${ex} ${y1 - (ex - x)}`);
  }
  return parts.join("");
}

type Row = { title: string; order: QueuedJob[]; names: string[]; waits: string };

const rows: Row[] = [
  { title: "SSO first", order: wsjfSsoFirst, names: ["SSO", "Migration"], waits: `Migration waits: ${ssoWeeks} wk × ${money(migrationCostPerWeek)} = ${money(waitingCost(wsjfSsoFirst))}` },
  { title: "Migration first", order: wsjfMigrationFirst, names: ["Migration", "SSO"], waits: `SSO waits: ${migrationWeeks} wk × ${money(ssoPerWeek)} = ${money(waitingCost(wsjfMigrationFirst))}` },
];
const difference = waitingCost(wsjfMigrationFirst) - waitingCost(wsjfSsoFirst);
const axisY = 2 * rowH + 8;

/** The worked example's money check: SSO and the library migration in both orders, with the delay each order costs drawn as a hatched band. */
export function WsjfDelayCost() {
  return (
    <DiagramSvg
      id="diagram-wsjf-delay"
      title="Cost of delay: which of two jobs to do first"
      description={`Two timelines over ${weeks} weeks. SSO first: SSO takes weeks 0 to ${ssoWeeks}, then the migration weeks ${ssoWeeks} to ${weeks}; the migration waits ${ssoWeeks} weeks at ${money(migrationCostPerWeek)} a week, ${money(waitingCost(wsjfSsoFirst))}. Migration first: the migration takes weeks 0 to ${migrationWeeks}, then SSO to week ${weeks}; SSO waits ${migrationWeeks} weeks at ${money(ssoPerWeek)} a week, ${money(waitingCost(wsjfMigrationFirst))}. The waiting is drawn as a hatched band whose area is the delay cost. The difference is ${money(difference)}: a tie. Doing the highest CD3 first makes the hatched area smallest.`}
      width={W}
      height={axisY + 88}
    >
      {rows.map((row, index) => {
        const top = index * rowH;
        let start = 0;
        return (
          <g key={row.title}>
            <Lines x={left} y={top + 20} lines={[row.title]} bold />
            {row.order.map((job, position) => {
              const x = xOf(start);
              const width = job.duration * perWeekWidth;
              start += job.duration;
              const first = position === 0;
              return (
                <g key={position}>
                  <rect x={x} y={top + 30} width={width} height={blockH} rx={6} fill={first ? color.primary : color.accent} stroke={color.primary} strokeWidth={2} />
                  <Lines x={x + width / 2} y={top + 48} lines={[row.names[position]!, `${job.duration} wk`]} anchor="middle" bold fill={first ? color.onPrimary : color.onAccent} />
                </g>
              );
            })}
            <rect x={xOf(0)} y={top + 82} width={row.order[0]!.duration * perWeekWidth} height={bandH} fill="none" stroke={color.primary} strokeWidth={1.5} strokeDasharray="4 3" />
            <path d={hatch(xOf(0), xOf(row.order[0]!.duration), top + 82, bandH)} stroke={color.primary} strokeWidth={1.5} />
            <Lines x={left} y={top + 124} lines={[row.waits]} />
          </g>
        );
      })}
      <path d={`M${xOf(0)} ${axisY}H${xOf(weeks)}`} stroke={color.muted} strokeWidth={1.5} />
      <g stroke={color.muted} strokeWidth={1.5}>
        {Array.from({ length: weeks + 1 }, (_, week) => (
          <path key={week} d={`M${xOf(week)} ${axisY}v6`} />
        ))}
      </g>
      {Array.from({ length: weeks + 1 }, (_, week) => (
        <Lines key={week} x={xOf(week)} y={axisY + 22} lines={[String(week)]} anchor="middle" fill={color.muted} />
      ))}
      <Lines x={W / 2} y={axisY + 42} lines={["Weeks"]} anchor="middle" fill={color.muted} />
      <Lines x={left} y={axisY + 66} lines={[`Difference ${money(difference)}: a tie. Highest CD3 first`, "minimizes the hatched area."]} fill={color.muted} />
    </DiagramSvg>
  );
}
