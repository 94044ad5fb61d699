import { wsjfHeroJobs } from "@/data/framework-examples";
import { formatNumber } from "@/lib/frameworks/worked-example";
import { formatMoney } from "@/lib/frameworks/market-sizing";
import { orderByWsjf, waitingCost } from "@/lib/frameworks/wsjf";
import { DiagramSvg, Lines, color } from "./svg";

const W = 360;
const left = 16;
const weeks = wsjfHeroJobs.reduce((sum, job) => sum + job.duration, 0);
const perWeekWidth = (W - 2 * left) / weeks;
const xOf = (week: number) => left + week * perWeekWidth;
const blockH = 44;
const bandH = 22;
const rowH = 134;

type Job = (typeof wsjfHeroJobs)[number];
const money = (value: number) => formatMoney(value);
/** Cost of delay per week of work (CD3), in dollars. */
const perWeekOfWork = (job: Job) => money(Math.round(job.costOfDelay / job.duration));

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

// The two orders, the highest cost of delay per week of work (CD3) first, then the other way round.
const best = orderByWsjf(wsjfHeroJobs);
const orders = [best, [...best].reverse()];
const waits = (order: readonly Job[]) => `${order[1]!.name} waits: ${order[0]!.duration} wk × ${money(order[1]!.costOfDelay)} = ${money(waitingCost(order))}`;
const saved = waitingCost(orders[1]!) - waitingCost(orders[0]!);
const maxCost = Math.max(...wsjfHeroJobs.map((job) => job.costOfDelay));
/** A band as tall as the waiting job's cost of delay a week (the dearest one is bandH), as long as it waits: its area is what the wait costs. */
const bandHeight = (order: readonly Job[]) => Math.round((bandH * order[1]!.costOfDelay) / maxCost);
const ratio = formatNumber(best[1]!.duration / best[0]!.duration);
// The drawing's point: the job that costs more a week still goes second when it takes longer.
if (!(best[1]!.costOfDelay > best[0]!.costOfDelay && saved > 0)) throw new Error("WSJF's opening drawing needs a job that costs more a week but goes second");
const axisY = 2 * rowH + 8;

/**
 * The opening drawing of the WSJF page: two jobs in both orders, the waiting
 * each order costs drawn as a hatched band as long as the wait and as tall as
 * the waiting job's cost of delay a week (its area is the cost); the job with
 * the higher cost of delay per week of work (CD3) first loses the least,
 * though a week's delay on the other costs more.
 */
export function WsjfDelayCost() {
  return (
    <DiagramSvg
      id="diagram-wsjf-delay"
      title="Cost of delay: which of two jobs to do first"
      description={`Two timelines over ${weeks} weeks. ${orders
        .map((order) => `${order[0]!.name} first: it takes weeks 0 to ${order[0]!.duration}, then ${order[1]!.name} to week ${weeks}; ${order[1]!.name} waits ${order[0]!.duration} weeks at ${money(order[1]!.costOfDelay)} a week, costing ${money(waitingCost(order))}.`)
        .join(" ")} Each wait is drawn as a hatched band as long as the weeks waited and as tall as the waiting job's cost of delay a week, so its area is the cost. ${best[0]!.name} first loses ${money(saved)} less: a week's delay on ${best[1]!.name} costs more, but ${best[1]!.name} takes ${ratio} times as long, so its cost of delay per week of work is ${perWeekOfWork(best[1]!)} against ${perWeekOfWork(best[0]!)} for ${best[0]!.name}.`}
      width={W}
      height={axisY + 108}
    >
      {orders.map((order, index) => {
        const top = index * rowH;
        let start = 0;
        return (
          <g key={order[0]!.name}>
            <Lines x={left} y={top + 20} lines={[`${order[0]!.name} first`]} bold />
            {order.map((job, position) => {
              const x = xOf(start);
              const width = job.duration * perWeekWidth;
              start += job.duration;
              const first = position === 0;
              return (
                <g key={job.name}>
                  <rect x={x} y={top + 30} width={width} height={blockH} rx={6} fill={first ? color.primary : color.accent} stroke={color.primary} strokeWidth={2} />
                  <Lines x={x + width / 2} y={top + 48} lines={[job.name, `${job.duration} wk`]} anchor="middle" bold fill={first ? color.onPrimary : color.onAccent} />
                </g>
              );
            })}
            <rect x={xOf(0)} y={top + 82 + bandH - bandHeight(order)} width={order[0]!.duration * perWeekWidth} height={bandHeight(order)} fill="none" stroke={color.primary} strokeWidth={1.5} strokeDasharray="4 3" />
            <path d={hatch(xOf(0), xOf(order[0]!.duration), top + 82 + bandH - bandHeight(order), bandHeight(order))} stroke={color.primary} strokeWidth={1.5} />
            <Lines x={left} y={top + 124} lines={[waits(order)]} />
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
      <Lines
        x={left}
        y={axisY + 66}
        lines={[`${best[0]!.name} first loses ${money(saved)} less to waiting.`, `A week's delay on ${best[1]!.name} costs more, but it`, `takes ${ratio}x as long, so ${best[0]!.name} goes first.`]}
        fill={color.muted}
      />
    </DiagramSvg>
  );
}
