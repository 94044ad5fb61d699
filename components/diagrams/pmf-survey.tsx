import { shareOf, wholePercent } from "@/lib/glossary/pictures";
import { DiagramSvg, Lines, color } from "./svg";

const W = 360;
/** The shift-scheduling app's Sean Ellis survey in content/glossary-terms/product-market-fit.md. */
const threshold = 0.4;
const groups = [
  { name: "All respondents", veryDisappointed: 84, answers: 310, fill: color.muted },
  { name: "Restaurants", veryDisappointed: 46, answers: 100, fill: color.primary },
  { name: "Others, mostly retail", veryDisappointed: 38, answers: 210, fill: color.muted },
].map((group) => ({ ...group, share: shareOf(group.veryDisappointed, group.answers) }));
const scale = { left: 12, right: 300, max: 0.6 };
const x = (share: number) => Math.round(scale.left + ((scale.right - scale.left) * share) / scale.max);
const top = 48;
const rowH = 64;

/** The Sean Ellis product-market fit survey: the share answering "very disappointed", by segment, against the 40% line. */
export function PmfSurvey() {
  const bottom = top + groups.length * rowH;
  return (
    <DiagramSvg
      id="diagram-pmf-survey"
      title="The Sean Ellis survey: the share of users who would be very disappointed without the product, by segment"
      description={`Bars of the share answering 'very disappointed' against the ${wholePercent(threshold)} line above which growth tends to follow. ${groups.map((group) => `${group.name}: ${group.veryDisappointed} of ${group.answers}, ${wholePercent(group.share)}`).join("; ")}. Only restaurants clear the line.`}
      width={W}
      height={bottom + 30}
    >
      <Lines x={12} y={20} lines={["Share answering 'very disappointed'"]} bold />
      <Lines x={x(threshold) + 6} y={top - 2} lines={[`${wholePercent(threshold)} line`]} bold />
      {groups.map((group, index) => {
        const y = top + index * rowH + 14;
        const clears = group.share >= threshold;
        return (
          <g key={group.name}>
            <Lines x={12} y={y + 6} lines={[`${group.name}: ${group.veryDisappointed} of ${group.answers}`]} fill={clears ? color.primary : color.foreground} bold={clears} />
            <rect x={scale.left} y={y + 14} width={x(group.share) - scale.left} height={22} rx={3} fill={group.fill} />
            <path d={`M${x(threshold)} ${y + 10}V${y + 40}`} stroke={color.foreground} strokeWidth={2} strokeDasharray="5 3" />
            <Lines x={x(group.share) + 8} y={y + 31} lines={[wholePercent(group.share)]} bold fill={clears ? color.primary : color.foreground} />
          </g>
        );
      })}
      <path d={`M${scale.left} ${bottom}H${scale.right}`} stroke={color.muted} strokeWidth={1.5} />
      <g fill={color.muted} textAnchor="middle">
        {[0, 0.2, 0.4, 0.6].map((share) => (
          <text key={share} x={Math.max(x(share), 20)} y={bottom + 20}>
            {wholePercent(share)}
          </text>
        ))}
      </g>
    </DiagramSvg>
  );
}
