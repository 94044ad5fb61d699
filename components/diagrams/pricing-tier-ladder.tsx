import { crewdeskMix } from "@/data/guides";
import { formatMoney, formatShare } from "@/lib/stats/format";
import { DiagramSvg, Lines, color } from "./svg";

const W = 360;
const m = crewdeskMix;
/**
 * One indigo per tier, lightest for Starter: the primary colour at rising
 * opacity, so the same three tints mark the tier cards and the revenue bars
 * in either theme. Text sits in the foreground colour on the two tints and
 * in the primary's own foreground on the solid one.
 */
const tint = [0.14, 0.42, 1] as const;
const textOn = (index: number) => (index === 2 ? color.onPrimary : color.foreground);
const features = [
  ["Up to 2 techs", "Scheduling + invoicing"],
  ["Up to 10 techs", "+ Route planning, online booking"],
  ["Unlimited techs", "+ Locations, API, priority support"],
] as const;
const fences = ["Fence: 3+ techs", "Fence: 11+ techs, multi-site"] as const;
const card = { h: 66, gap: 34, top: 40, right: W - 12 } as const;
/** Each card is wider than the one before: the ladder climbs as firms grow. */
const cardX = (index: number) => 84 - index * 36;
const cardY = (index: number) => card.top + index * (card.h + card.gap);
const mostRevenue = m.after.indexOf(Math.max(...m.after));
/** Baseline of the "Revenue mix" title; each bar has its own title 8 units above it. */
const mixTitleY = cardY(2) + card.h + 42;
const bar = { x: 12, w: W - 24, h: 34 } as const;
const bars = [
  { title: `Today (${m.mrrBefore} MRR)`, shares: m.before, y: mixTitleY + 34 },
  { title: `New plans (${m.mrrAfter} MRR)`, shares: m.after, y: mixTitleY + 34 + bar.h + 34 },
];
const legendY = bars[1]!.y + bar.h + 26;
const share = (value: number) => formatShare(value, 1);

/** Crewdesk's three tiers with their fences, and its revenue mix today and on the new plans. */
export function PricingTierLadder() {
  return (
    <DiagramSvg
      id="diagram-pricing-tier-ladder"
      title="Crewdesk's three tiers with the fences between them, and its revenue mix before and after"
      description={`Three tier cards, each wider than the last. ${m.plans.map((plan, index) => `${plan.plan}, ${formatMoney(plan.price)} a month: ${features[index]!.join(", ")}`).join(". ")}. The fence between Starter and Pro is 3 or more technicians; between Pro and Business, 11 or more technicians and multiple sites. ${m.plans[mostRevenue]!.plan} brings in the most revenue. Below, the revenue mix: today, ${m.mrrBefore} of MRR, ${m.plans.map((plan, index) => `${share(m.before[index]!)} from ${plan.label}`).join(", ")}; on the new plans, ${m.mrrAfter} of MRR, ${m.plans.map((plan, index) => `${share(m.after[index]!)} ${plan.plan}`).join(", ")}. MRR rises ${m.mrrChange} after the expected churn.`}
      width={W}
      height={legendY + 52}
    >
      <Lines x={12} y={24} lines={["Three tiers, fenced by firm size"]} bold size={15} />
      {m.plans.map((plan, index) => {
        const x = cardX(index);
        const y = cardY(index);
        const fill = textOn(index);
        return (
          <g key={plan.plan}>
            <rect x={x} y={y} width={card.right - x} height={card.h} rx={10} fill={color.primary} fillOpacity={tint[index]} stroke={color.primary} strokeWidth={2} />
            <Lines x={x + 12} y={y + 22} lines={[`${plan.plan} ${formatMoney(plan.price)}/mo`]} bold size={15} fill={fill} />
            <Lines x={x + 12} y={y + 41} lines={[features[index]![0]]} fill={fill} />
            <Lines x={x + 12} y={y + 58} lines={[features[index]![1]]} fill={fill} />
            {index === mostRevenue ? (
              <g>
                <rect x={card.right - 112} y={y + 8} width={104} height={22} rx={11} fill={color.primary} />
                <Lines x={card.right - 60} y={y + 24} lines={["Most revenue"]} anchor="middle" bold fill={color.onPrimary} />
              </g>
            ) : null}
            {index < fences.length ? (
              <g>
                <Lines x={cardX(index + 1) + 4} y={y + card.h + card.gap / 2 + 5} lines={[fences[index]!]} bold />
                <path d={`M${cardX(index + 1) + 12 + fences[index]!.length * 8.2} ${y + card.h + card.gap / 2}H${card.right}`} stroke={color.primary} strokeWidth={3} strokeDasharray="2 5" strokeLinecap="round" />
              </g>
            ) : null}
          </g>
        );
      })}
      <Lines x={12} y={mixTitleY} lines={["Revenue mix"]} bold size={15} />
      {bars.map((row) => {
        let x = bar.x;
        return (
          <g key={row.title}>
            <Lines x={bar.x} y={row.y - 8} lines={[row.title]} />
            {row.shares.map((value, index) => {
              const w = value * bar.w;
              const segment = (
                <g key={index}>
                  <rect x={x} y={row.y} width={w} height={bar.h} fill={color.primary} fillOpacity={tint[index]} stroke={color.primary} strokeWidth={1.5} />
                  <Lines x={x + w / 2} y={row.y + 22} lines={[share(value)]} anchor="middle" bold fill={textOn(index)} />
                </g>
              );
              x += w;
              return segment;
            })}
          </g>
        );
      })}
      {m.plans.map((plan, index) => {
        const x = 12 + index * 116;
        return (
          <g key={plan.plan}>
            <rect x={x} y={legendY - 12} width={14} height={14} rx={3} fill={color.primary} fillOpacity={tint[index]} stroke={color.primary} strokeWidth={1.5} />
            <Lines x={x + 20} y={legendY} lines={[plan.plan]} />
            <Lines x={x + 20} y={legendY + 18} lines={[plan.label.replace(" technicians", " techs")]} fill={color.muted} />
          </g>
        );
      })}
      <Lines x={W / 2} y={legendY + 40} lines={[`MRR +${m.mrrChange} after expected churn`]} anchor="middle" bold />
    </DiagramSvg>
  );
}
