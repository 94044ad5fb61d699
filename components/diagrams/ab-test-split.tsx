import { checkoutExample } from "@/data/mastery";
import { formatNumber } from "@/lib/frameworks/worked-example";
import { formatShare } from "@/lib/stats/format";
import { sampleRatioCheck, twoProportionZTest } from "@/lib/stats/two-proportion";
import { DiagramSvg, Lines, color } from "./svg";

const W = 360;
const ck = checkoutExample;
const split = sampleRatioCheck(ck.control.users, ck.variant.users);
const test = twoProportionZTest(ck.control, ck.variant);
const total = ck.control.users + ck.variant.users;
/** The fair band as the lesson states it: about ±120, rounded to tens. */
const band = Math.round(split.range95 / 10) * 10;
const axis = { left: 30, right: 330, from: 6900, to: 7900, y: 196 };
const xOf = (users: number) => axis.left + ((users - axis.from) / (axis.to - axis.from)) * (axis.right - axis.left);
const arms = [
  { name: "Control", what: "three-step checkout", arm: ck.control, rate: test.controlRate, x: 12 },
  { name: "Variant", what: "one-page checkout", arm: ck.variant, rate: test.variantRate, x: 184 },
];
const cardW = 164;
const cardY = 40;

/** The checkout test's two arms on day four, and the sample ratio mismatch that made its result untrustworthy. */
export function AbTestSplit() {
  return (
    <DiagramSvg
      id="diagram-ab-split"
      title="An A/B test's two arms, and a split that missed its 50/50 plan"
      description={`${formatNumber(total)} users were meant to be split 50/50 between two checkouts. Control, the three-step checkout: ${formatNumber(ck.control.conversions)} of ${formatNumber(ck.control.users)} converted (${formatShare(test.controlRate)}). Variant, the one-page checkout: ${formatNumber(ck.variant.conversions)} of ${formatNumber(ck.variant.users)} (${formatShare(test.variantRate)}). On a line of group sizes, a fair split lands within about ${band} of ${formatNumber(split.expected)} per group 19 times in 20; control at ${formatNumber(ck.control.users)} and the variant at ${formatNumber(ck.variant.users)} both sit ${formatNumber(ck.control.users - split.expected)} away, outside that band: a sample ratio mismatch to debug before trusting the result.`}
      width={W}
      height={axis.y + 118}
    >
      <Lines x={180} y={22} lines={[`${formatNumber(total)} users, planned 50/50`]} anchor="middle" bold />
      {arms.map((arm) => (
        <g key={arm.name}>
          <rect x={arm.x} y={cardY} width={cardW} height={98} rx={12} fill={arm.name === "Variant" ? color.accent : color.raised} stroke={color.primary} strokeWidth={2} />
          <Lines x={arm.x + cardW / 2} y={cardY + 22} lines={[arm.name]} anchor="middle" bold fill={arm.name === "Variant" ? color.onAccent : color.foreground} />
          <Lines x={arm.x + cardW / 2} y={cardY + 42} lines={[arm.what]} anchor="middle" fill={color.muted} />
          <Lines x={arm.x + cardW / 2} y={cardY + 64} lines={[`${formatNumber(arm.arm.conversions)} of ${formatNumber(arm.arm.users)}`]} anchor="middle" fill={arm.name === "Variant" ? color.onAccent : color.foreground} />
          <Lines x={arm.x + cardW / 2} y={cardY + 84} lines={[`${formatShare(arm.rate)} converted`]} anchor="middle" bold fill={arm.name === "Variant" ? color.onAccent : color.foreground} />
        </g>
      ))}
      <Lines x={12} y={axis.y - 30} lines={["Users per group on day four"]} bold />
      {/* Where a fair split lands 19 times in 20. */}
      <rect x={xOf(split.expected - band)} y={axis.y - 12} width={xOf(split.expected + band) - xOf(split.expected - band)} height={24} fill={color.success} opacity={0.25} />
      <path d={`M${axis.left} ${axis.y}H${axis.right}`} stroke={color.muted} strokeWidth={2} />
      <path d={`M${xOf(split.expected)} ${axis.y - 16}V${axis.y + 16}`} stroke={color.success} strokeWidth={2} strokeDasharray="3 3" />
      <Lines x={xOf(split.expected)} y={axis.y + 34} lines={[formatNumber(split.expected)]} anchor="middle" bold fill={color.success} />
      <Lines x={xOf(split.expected)} y={axis.y + 52} lines={[`± about ${band}`]} anchor="middle" fill={color.muted} />
      {arms.map((arm) => (
        <g key={arm.name}>
          <circle cx={xOf(arm.arm.users)} cy={axis.y} r={8} fill={color.destructive} />
          <Lines x={xOf(arm.arm.users)} y={axis.y + 34} lines={[formatNumber(arm.arm.users)]} anchor="middle" bold fill={color.destructive} />
          <Lines x={xOf(arm.arm.users)} y={axis.y + 52} lines={[arm.name.toLowerCase()]} anchor="middle" fill={color.muted} />
        </g>
      ))}
      <Lines x={180} y={axis.y + 86} lines={["Sample ratio mismatch:"]} anchor="middle" bold fill={color.destructive} />
      <Lines x={180} y={axis.y + 106} lines={[`each arm is ${formatNumber(ck.control.users - split.expected)} from ${formatNumber(split.expected)}: debug first`]} anchor="middle" />
    </DiagramSvg>
  );
}
