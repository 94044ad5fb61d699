import { aarrrResults, budgetingCohort, budgetingStepRates } from "@/data/framework-examples";
import { formatDecimal, formatShare } from "@/lib/stats/format";
import { Arrow, DiagramSvg, Lines, color } from "./svg";

const W = 360;
const bandH = 44;
const gap = 8;
const top = 8;
const centre = 170;
const count = (value: number) => new Intl.NumberFormat("en-US").format(Math.round(value));
const stages = budgetingCohort.stages;
/** Half-widths of each band's top edge: the funnel narrows by a fixed step (a picture of order, not to scale). */
const half = (index: number) => 130 - index * 16;
const y = (index: number) => top + index * (bandH + gap);
const retentionIndex = stages.findIndex((stage) => stage.stage === "Retention");
const acquisitionIndex = stages.findIndex((stage) => stage.stage === "Acquisition");
const cardsY = y(stages.length) + 12;
const costPerPaying = `$${formatDecimal(aarrrResults.costPerPaying, 0)}`;
const lifetimeValue = `$${aarrrResults.lifetimeValue.toFixed(2)}`;

/** The budgeting app's funnel: five stages with their counts and step rates, referral looping back, value against cost below. */
export function AarrrFunnel() {
  return (
    <DiagramSvg
      id="diagram-aarrr"
      title="The budgeting app's AARRR funnel for one month"
      description={
        stages.map((stage, index) => `${stage.stage} ${count(stage.people)}${index > 0 ? ` (${formatShare(budgetingStepRates[index - 1]!, 0)} of the stage before)` : ""}`).join(", ") +
        `. Referral loops from retained users back to acquisition: ${count(aarrrResults.referred)} sign-ups, K ${formatDecimal(aarrrResults.k, 2)}. ` +
        `A paying customer leaves ${lifetimeValue} of gross profit over their lifetime, less than the ${costPerPaying} it cost to win them. The worked example's tables give the same numbers.`
      }
      width={W}
      height={cardsY + 62}
    >
      {stages.map((stage, index) => {
        const yTop = y(index);
        const muted = index === 0;
        const path = `M${centre - half(index)} ${yTop}H${centre + half(index)}L${centre + half(index + 1)} ${yTop + bandH}H${centre - half(index + 1)}z`;
        return (
          <g key={stage.stage}>
            <path d={path} fill={muted ? color.surface : index >= 3 ? color.primary : color.accent} stroke={muted ? color.border : color.primary} strokeWidth={1.5} />
            <Lines
              x={centre}
              y={yTop + 28}
              lines={[`${stage.stage} ${count(stage.people)}`]}
              anchor="middle"
              bold={!muted}
              fill={index >= 3 ? color.onPrimary : muted ? color.muted : color.onAccent}
            />
            {index > 0 ? <Lines x={centre - half(index) - 6} y={yTop + 28} lines={[formatShare(budgetingStepRates[index - 1]!, 0)]} anchor="end" fill={color.muted} /> : null}
          </g>
        );
      })}
      <path
        d={`M${centre + half(retentionIndex) - 2} ${y(retentionIndex) + bandH / 2}C${W - 6} ${y(retentionIndex) + bandH / 2} ${W - 6} ${y(acquisitionIndex) + 14} ${centre + half(acquisitionIndex) + 22} ${y(acquisitionIndex) + 14}`}
        fill="none"
        stroke={color.primary}
        strokeWidth={2}
        strokeDasharray="6 4"
      />
      <Arrow x1={centre + half(acquisitionIndex) + 24} y1={y(acquisitionIndex) + 14} x2={centre + half(acquisitionIndex) + 2} y2={y(acquisitionIndex) + 14} stroke={color.primary} />
      <Lines x={W - 4} y={y(retentionIndex + 1) + 10} lines={["Referral", `+${count(aarrrResults.referred)} sign-ups`, `K ${formatDecimal(aarrrResults.k, 2)}`]} anchor="end" bold fill={color.primary} />
      <rect x={4} y={cardsY} width={150} height={50} rx={10} fill={color.raised} stroke={color.destructive} strokeWidth={2} strokeDasharray="5 3" />
      <Lines x={79} y={cardsY + 21} lines={["Lifetime value", lifetimeValue]} anchor="middle" />
      <Lines x={180} y={cardsY + 33} lines={["<"]} size={24} anchor="middle" bold />
      <rect x={206} y={cardsY} width={150} height={50} rx={10} fill={color.raised} stroke={color.primary} strokeWidth={2} />
      <Lines x={281} y={cardsY + 21} lines={["Cost per paying", costPerPaying]} anchor="middle" />
    </DiagramSvg>
  );
}
