import { formatNumber } from "@/lib/frameworks/worked-example";
import { cacPaybackMonths, grossMarginLtv, ltvToCac, monthlyGrossProfit } from "@/lib/stats/unit-economics";
import { DiagramSvg, Lines, color } from "./svg";

const W = 360;
/** The bookkeeping app's figures from the Monetization lesson. */
export const bookkeepingApp = { monthlyRevenue: 50, grossMargin: 0.8, lifetimeMonths: 30, cac: 600, benchmark: 3 } as const;
const app = bookkeepingApp;
const profit = monthlyGrossProfit(app.monthlyRevenue, app.grossMargin);
const ltv = grossMarginLtv(app.monthlyRevenue, app.grossMargin, app.lifetimeMonths);
const payback = cacPaybackMonths(app.cac, app.monthlyRevenue, app.grossMargin);
const ratio = ltvToCac(ltv, app.cac);
const target = app.benchmark * app.cac;
const plot = { left: 60, right: 340, top: 64, bottom: 270 };
const xOf = (month: number) => plot.left + (month / app.lifetimeMonths) * (plot.right - plot.left);
const yOf = (dollars: number) => plot.bottom - (dollars / target) * (plot.bottom - plot.top);
const usd = (value: number) => `$${formatNumber(value)}`;

/** One customer's cumulative gross profit against what acquiring them cost: payback at month 15, a 2:1 lifetime ratio against a 3:1 benchmark. */
export function CacPayback() {
  return (
    <DiagramSvg
      id="diagram-cac-payback"
      title="CAC payback and LTV:CAC for a subscription bookkeeping app"
      description={`A line rises from $0 by ${usd(profit)} of gross profit a month (${usd(app.monthlyRevenue)} at ${app.grossMargin * 100}% margin) over the average ${app.lifetimeMonths}-month lifetime. It crosses the ${usd(app.cac)} acquisition cost at month ${formatNumber(payback)}, the CAC payback, and ends at ${usd(ltv)}, the gross-margin lifetime value: ${formatNumber(ratio)}:1 against the acquisition cost. A dashed line at ${usd(target)} marks what the ${app.benchmark}:1 benchmark would need.`}
      width={W}
      height={plot.bottom + 52}
    >
      <Lines x={12} y={20} lines={["Cumulative gross profit, one customer"]} bold />
      <Lines x={12} y={40} lines={[`${usd(profit)} a month: ${usd(app.monthlyRevenue)} × ${formatNumber(app.grossMargin)}`]} fill={color.muted} />
      <path d={`M${plot.left} ${yOf(target)}H${plot.right}`} stroke={color.muted} strokeWidth={2} strokeDasharray="6 5" />
      <Lines x={plot.left + 6} y={yOf(target) + 20} lines={[`${app.benchmark}:1 benchmark needs ${usd(target)}`]} fill={color.muted} />
      <path d={`M${plot.left} ${yOf(app.cac)}H${plot.right}`} stroke={color.destructive} strokeWidth={2.5} />
      <Lines x={plot.right} y={yOf(app.cac) + 22} lines={[`CAC ${usd(app.cac)}`]} anchor="end" bold fill={color.destructive} />
      <path d={`M${xOf(0)} ${yOf(0)}L${xOf(app.lifetimeMonths)} ${yOf(ltv)}`} stroke={color.primary} strokeWidth={4} strokeLinecap="round" />
      <path d={`M${xOf(payback)} ${yOf(app.cac)}V${plot.bottom}`} stroke={color.foreground} strokeWidth={1.5} strokeDasharray="3 3" />
      <circle cx={xOf(payback)} cy={yOf(app.cac)} r={6} fill={color.foreground} />
      <Lines x={xOf(payback) - 8} y={yOf(app.cac) - 12} lines={[`Payback: month ${formatNumber(payback)}`]} anchor="end" bold />
      <circle cx={xOf(app.lifetimeMonths)} cy={yOf(ltv)} r={6} fill={color.primary} />
      <Lines x={plot.right} y={yOf(ltv) - 14} lines={[`LTV ${usd(ltv)} = ${formatNumber(ratio)}:1`]} anchor="end" bold fill={color.primary} />
      <path d={`M${plot.left} ${plot.top - 6}V${plot.bottom}H${plot.right + 6}`} fill="none" stroke={color.muted} strokeWidth={1.5} />
      <Lines x={plot.left - 6} y={yOf(0) + 5} lines={["$0"]} anchor="end" fill={color.muted} />
      <Lines x={plot.left - 6} y={yOf(app.cac) + 5} lines={[usd(app.cac)]} anchor="end" fill={color.muted} />
      {[0, payback, app.lifetimeMonths].map((month) => (
        <Lines key={month} x={xOf(month)} y={plot.bottom + 20} lines={[formatNumber(month)]} anchor="middle" fill={color.muted} />
      ))}
      <Lines x={(plot.left + plot.right) / 2} y={plot.bottom + 42} lines={["Months as a customer"]} anchor="middle" fill={color.muted} />
    </DiagramSvg>
  );
}
