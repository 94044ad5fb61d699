import { DiagramSvg, Lines, color, fitLines } from "./svg";

const W = 360;
const midY = 112;
const halfH = 72;
/** Each diamond: a widening half (diverge) and a narrowing half (converge). */
const diamonds = [
  { space: "Problem space", left: 12, phases: ["Discover", "Define"] },
  { space: "Solution space", left: 180, phases: ["Develop", "Deliver"] },
];
const diamondW = 168;
const caption = fitLines("Each dot marks a decision: first the right problem, then a solution that works.", W, 14, 12);

/** The Design Council's Double Diamond: two rounds of widening then narrowing. */
export function DoubleDiamond() {
  return (
    <DiagramSvg
      id="diagram-double-diamond"
      title="The Double Diamond: a problem space and a solution space"
      description="Two diamonds side by side. The first spans Discover and Define (the problem space), the second spans Develop and Deliver (the solution space); each diamond widens then narrows. Each diamond's left half diverges, opening up many options, and its right half converges on a choice: the first ends with the right problem to solve, the second with a solution that works."
      width={W}
      height={256 + (caption.length - 1) * 18 + 10}
    >
      {diamonds.map((diamond) => {
        const centreX = diamond.left + diamondW / 2;
        const right = diamond.left + diamondW;
        return (
          <g key={diamond.space}>
            <Lines x={centreX} y={24} lines={[diamond.space]} anchor="middle" bold fill={color.primary} />
            <path d={`M${diamond.left} ${midY}L${centreX} ${midY - halfH}V${midY + halfH}z`} fill={color.accent} stroke={color.primary} strokeWidth={2} strokeLinejoin="round" />
            <path d={`M${centreX} ${midY - halfH}L${right} ${midY}L${centreX} ${midY + halfH}z`} fill={color.primary} stroke={color.primary} strokeWidth={2} strokeLinejoin="round" />
            <Lines x={diamond.left + diamondW / 4} y={midY + halfH + 26} lines={[diamond.phases[0]!]} anchor="middle" bold />
            <Lines x={diamond.left + (3 * diamondW) / 4} y={midY + halfH + 26} lines={[diamond.phases[1]!]} anchor="middle" bold />
            <Lines x={diamond.left + diamondW / 4} y={midY + halfH + 46} lines={["diverge"]} anchor="middle" fill={color.muted} />
            <Lines x={diamond.left + (3 * diamondW) / 4} y={midY + halfH + 46} lines={["converge"]} anchor="middle" fill={color.muted} />
          </g>
        );
      })}
      <circle cx={180} cy={midY} r={7} fill={color.background} stroke={color.foreground} strokeWidth={2.5} />
      <circle cx={348} cy={midY} r={7} fill={color.background} stroke={color.foreground} strokeWidth={2.5} />
      <Lines x={12} y={256} lines={caption} fill={color.muted} />
    </DiagramSvg>
  );
}
