import { quilloPilot } from "@/data/framework-examples";
import { answerZones, formatDollars, type AnswerZoneKey } from "@/lib/frameworks/van-westendorp";
import { DiagramSvg, Lines, color } from "./svg";

const W = 360;
/** The price line runs up the drawing, $0 at the foot. */
const TOP_PRICE = 50;
const UNIT = 7;
const chartTop = 40;
const chartHeight = TOP_PRICE * UNIT;
const band = { x: 66, width: 48 };
const labelX = band.x + band.width + 14;
const y = (price: number) => chartTop + (TOP_PRICE - price) * UNIT;

/** Each zone's name and what the respondent said about prices in it, with its tint (a price's verdict, from cheap to dear), strong enough to tell apart on the dark theme's navy. */
const zoneText: Record<AnswerZoneKey, { name: string; gloss: string; fill: string; opacity: number }> = {
  tooExpensive: { name: "Too expensive", gloss: "would not consider it", fill: color.destructive, opacity: 0.3 },
  expensive: { name: "Getting expensive", gloss: "would think before buying", fill: color.primary, opacity: 0.35 },
  normal: { name: "Neither", gloss: "not a bargain, not expensive", fill: color.raised, opacity: 1 },
  bargain: { name: "A bargain", gloss: "", fill: color.success, opacity: 0.4 },
  tooCheap: { name: "Too cheap", gloss: "would doubt the quality", fill: color.destructive, opacity: 0.3 },
};

const answers = quilloPilot[0]!;
const zones = answerZones(answers, TOP_PRICE);
const boundaries = [answers.tooCheap, answers.cheap, answers.expensive, answers.tooExpensive];

/**
 * One respondent's four answers (the first of Quillo's pilot, the worked
 * example's data) as a price line cut into five zones: what the four curves
 * add up across all respondents, for one person. Drawn from the data with
 * answerZones, the boundaries the curves count by.
 */
export function VanWestendorpOneRespondent() {
  return (
    <DiagramSvg
      id="diagram-van-westendorp-one-respondent"
      title="How one respondent's four answers cut the price line"
      description={`The first respondent of Quillo's pilot answered ${boundaries.map(formatDollars).join(", ")} a month. ${zones
        .map((zone) => `From ${formatDollars(zone.from)} to ${formatDollars(zone.to)}: ${zoneText[zone.key].name.toLowerCase()}${zoneText[zone.key].gloss ? `, ${zoneText[zone.key].gloss}` : ""}.`)
        .join(" ")}`}
      width={W}
      height={chartTop + chartHeight + 24}
    >
      <Lines x={8} y={22} lines={["Price, $ a month"]} anchor="start" bold />
      {zones.map((zone) => {
        const text = zoneText[zone.key];
        const top = y(zone.to);
        const height = (zone.to - zone.from) * UNIT;
        const middle = top + height / 2;
        return (
          <g key={zone.key}>
            <rect x={band.x} y={top} width={band.width} height={height} fill={text.fill} fillOpacity={text.opacity} stroke={color.border} />
            {text.gloss ? (
              <>
                <Lines x={labelX} y={middle - 3} lines={[text.name]} anchor="start" bold />
                <Lines x={labelX} y={middle + 15} lines={[text.gloss]} anchor="start" fill={color.muted} />
              </>
            ) : (
              <Lines x={labelX} y={middle + 5} lines={[text.name]} anchor="start" bold />
            )}
          </g>
        );
      })}
      {/* The four answers, where the zones meet. */}
      {boundaries.map((price) => (
        <g key={price}>
          <path d={`M${band.x - 6} ${y(price)}H${band.x + band.width}`} stroke={color.primary} strokeWidth={3} />
          <Lines x={band.x - 10} y={y(price) + 5} lines={[formatDollars(price)]} anchor="end" bold fill={color.primary} />
        </g>
      ))}
      <Lines x={band.x - 10} y={y(0) + 5} lines={[formatDollars(0)]} anchor="end" fill={color.muted} />
    </DiagramSvg>
  );
}
