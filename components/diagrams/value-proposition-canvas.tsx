import { DiagramSvg, HArrow, Lines, centredBaseline, color, fitLines } from "./svg";

const W = 360;
const top = 36;
const side = 160;
const square = { x: 12, y: top };
const circle = { cx: 268, cy: top + side / 2, r: 80 };
const fitText = fitLines("Fit: the square answers the jobs, pains and gains that matter most in the circle.", W - 24, 14, 0);

function Centred({ x, cy, lines, bold = false }: { x: number; cy: number; lines: string[]; bold?: boolean }) {
  return <Lines x={x} y={centredBaseline(cy, lines.length, 14)} lines={lines} anchor="middle" bold={bold} />;
}

/** The Value Proposition Canvas: the value map (square) facing the customer profile (circle). */
export function ValuePropositionCanvasDiagram() {
  const midX = square.x + side / 2;
  const midY = top + side / 2;
  return (
    <DiagramSvg
      id="diagram-vpc"
      title="The Value Proposition Canvas: a value map facing a customer profile"
      description="On the left, a square: the value map, divided into products and services, gain creators and pain relievers. On the right, a circle: the customer profile, divided into customer jobs, gains and pains. Arrows run from gain creators to gains and from pain relievers to pains. Fit means the square answers the jobs, pains and gains that matter most in the circle."
      width={W}
      height={top + side + 24 + fitText.length * 18 + 8}
    >
      <Lines x={midX} y={24} lines={["Value map"]} anchor="middle" bold />
      <Lines x={circle.cx} y={24} lines={["Customer profile"]} anchor="middle" bold />
      <g stroke={color.primary} strokeWidth={2}>
        <rect x={square.x} y={square.y} width={side} height={side} fill={color.accent} />
        <path d={`M${midX} ${top}V${top + side}M${midX} ${midY}H${square.x + side}`} />
        <circle cx={circle.cx} cy={circle.cy} r={circle.r} fill={color.raised} />
        <path d={`M${circle.cx} ${top}V${top + side}M${circle.cx - circle.r} ${midY}H${circle.cx}`} />
      </g>
      <Centred x={square.x + side / 4} cy={midY} lines={["Products", "&", "services"]} />
      <Centred x={midX + side / 4} cy={top + side / 4} lines={["Gain", "creators"]} />
      <Centred x={midX + side / 4} cy={top + (3 * side) / 4} lines={["Pain", "relievers"]} />
      <Centred x={circle.cx - circle.r / 2 + 4} cy={top + side / 4 + 6} lines={["Gains"]} bold />
      <Centred x={circle.cx - circle.r / 2 + 4} cy={top + (3 * side) / 4 - 6} lines={["Pains"]} bold />
      <Centred x={circle.cx + circle.r / 2} cy={midY} lines={["Customer", "jobs"]} bold />
      <HArrow x1={174} x2={196} y={top + side / 4 + 2} stroke={color.foreground} width={2} />
      <HArrow x1={174} x2={196} y={top + (3 * side) / 4 - 2} stroke={color.foreground} width={2} />
      <Lines x={12} y={top + side + 30} lines={fitText} />
    </DiagramSvg>
  );
}
