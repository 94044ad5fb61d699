import { pricingPageTest } from "@/data/glossary";
import { differenceInterval } from "@/lib/stats/two-proportion";
import { DiagramSvg, Lines, color } from "./svg";

const W = 360;
const test = pricingPageTest;
const interval = differenceInterval(test.control, test.variant);
/** Percentage points to one decimal, as the page writes them. */
const points = (fraction: number) => (fraction * 100).toFixed(1);
const count = (value: number) => value.toLocaleString("en-US");
const arms = [
  { name: "Control", detail: "current page", arm: test.control, fill: color.raised, text: color.foreground },
  { name: "Variant", detail: "annual price first", arm: test.variant, fill: color.accent, text: color.onAccent },
];
const armY = 58;
const armH = 92;
/** The interval axis, in percentage points of difference. */
const axis = { from: -0.004, to: 0.012, left: 24, right: 336, y: 224 };
const ax = (difference: number) => Math.round(axis.left + ((axis.right - axis.left) * (difference - axis.from)) / (axis.to - axis.from));

/** An A/B test: visitors split at random into two arms, and the decision read from the difference's confidence interval. */
export function AbTestArms() {
  return (
    <DiagramSvg
      id="diagram-ab-test"
      title="An A/B test: two randomly assigned arms, and a decision from the confidence interval of their difference"
      description={`Pricing-page visitors are assigned at random, ${count(test.control.users)} to each group. The control, the current page, converts ${count(test.control.conversions)} visitors into trials (${points(test.control.conversions / test.control.users)}%); the variant, which shows the annual price first, converts ${count(test.variant.conversions)} (${points(test.variant.conversions / test.variant.users)}%). The difference is ${points(interval.difference)} percentage points, with a 95% confidence interval of ${points(interval.low)} to ${points(interval.high)} points: all of it above zero, and the guardrail metric is flat, so the team ships the variant.`}
      width={W}
      height={axis.y + 86}
    >
      <rect x={80} y={8} width={200} height={30} rx={15} fill={color.primary} />
      <Lines x={180} y={28} lines={["Random 50/50 split"]} anchor="middle" bold fill={color.onPrimary} />
      <path d={`M150 38L92 ${armY}M210 38L268 ${armY}`} stroke={color.muted} strokeWidth={2} />
      {arms.map(({ name, detail, arm, fill, text }, index) => {
        const x = 12 + index * 176;
        return (
          <g key={name}>
            <rect x={x} y={armY} width={160} height={armH} rx={10} fill={fill} stroke={color.primary} strokeWidth={2} />
            <Lines x={x + 80} y={armY + 20} lines={[name]} anchor="middle" bold fill={text} />
            <Lines x={x + 80} y={armY + 38} lines={[detail]} anchor="middle" fill={text} />
            <Lines x={x + 80} y={armY + 66} lines={[`${points(arm.conversions / arm.users)}%`]} anchor="middle" bold size={22} fill={text} />
            <Lines x={x + 80} y={armY + 84} lines={[`${count(arm.conversions)} of ${count(arm.users)}`]} anchor="middle" fill={text} />
          </g>
        );
      })}
      <Lines x={12} y={axis.y - 42} lines={["Difference, 95% confidence interval"]} bold />
      <path d={`M${axis.left} ${axis.y}H${axis.right}`} stroke={color.muted} strokeWidth={1.5} />
      <path d={`M${ax(0)} ${axis.y - 24}V${axis.y + 8}`} stroke={color.foreground} strokeWidth={2} strokeDasharray="4 3" />
      <Lines x={ax(0)} y={axis.y + 20} lines={["0"]} anchor="middle" />
      <Lines x={ax(0) - 8} y={axis.y - 8} lines={["no difference"]} anchor="end" fill={color.muted} />
      <rect x={ax(interval.low)} y={axis.y - 14} width={ax(interval.high) - ax(interval.low)} height={12} rx={6} fill={color.primary} />
      <circle cx={ax(interval.difference)} cy={axis.y - 8} r={7} fill={color.background} stroke={color.primary} strokeWidth={3} />
      <Lines x={ax(interval.low)} y={axis.y + 20} lines={[points(interval.low)]} anchor="middle" />
      <Lines x={ax(interval.high)} y={axis.y + 20} lines={[points(interval.high)]} anchor="middle" />
      <Lines x={ax(interval.difference)} y={axis.y - 22} lines={[`+${points(interval.difference)} points`]} anchor="middle" bold fill={color.primary} />
      <rect x={12} y={axis.y + 36} width={336} height={44} rx={10} fill={color.raised} stroke={color.success} strokeWidth={2} />
      <Lines x={180} y={axis.y + 54} lines={["All of the interval is above zero,", "the guardrail is flat: ship"]} anchor="middle" bold />
    </DiagramSvg>
  );
}
