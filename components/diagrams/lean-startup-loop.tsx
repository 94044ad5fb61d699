import { Arrow, DiagramSvg, Lines, color } from "./svg";

const W = 360;
const centre = { x: 180, y: 164 };
const R = 108;
const nodeR = 40;
const at = (degrees: number, radius = R) => {
  const angle = (degrees * Math.PI) / 180;
  return { x: Math.round(centre.x + radius * Math.cos(angle)), y: Math.round(centre.y + radius * Math.sin(angle)) };
};
/** Angles clockwise from the right, in screen coordinates. */
const steps = [
  { name: "Build", angle: -90, makes: "Product" },
  { name: "Measure", angle: 30, makes: "Data" },
  { name: "Learn", angle: 150, makes: "Ideas" },
];
/** How far an arc stays from a node's centre, in degrees. */
const clearance = 25;

/** An arc of the loop from one step towards the next, ending in an arrowhead. */
function LoopArc({ from, to }: { from: number; to: number }) {
  const start = at(from + clearance);
  const end = at(to - clearance);
  const tangent = ((to - clearance) * Math.PI) / 180;
  const lead = { x: end.x - 10 * -Math.sin(tangent), y: end.y - 10 * Math.cos(tangent) };
  return (
    <g>
      <path d={`M${start.x} ${start.y}A${R} ${R} 0 0 1 ${end.x} ${end.y}`} fill="none" stroke={color.primary} strokeWidth={3} />
      <Arrow x1={lead.x} y1={lead.y} x2={end.x} y2={end.y} stroke={color.primary} width={3} />
    </g>
  );
}

/** The Lean Startup's Build-Measure-Learn loop, with the pivot-or-persevere decision at its centre. */
export function LeanStartupLoop() {
  return (
    <DiagramSvg
      id="diagram-lean-startup"
      title="The Build-Measure-Learn loop of the Lean Startup"
      description="A circular loop of three steps: Ideas lead to Build, which produces a Product; Measure produces Data; Learn produces new Ideas. At the centre, a pivot or persevere decision. The goal is to go round the loop as quickly as possible."
      width={W}
      height={336}
    >
      {steps.map((step, index) => (
        <LoopArc key={step.name} from={step.angle} to={steps[(index + 1) % steps.length]!.angle + (index === steps.length - 1 ? 360 : 0)} />
      ))}
      {steps.map((step) => {
        const node = at(step.angle);
        const made = at(step.angle + 60);
        return (
          <g key={step.name}>
            <circle cx={node.x} cy={node.y} r={nodeR} fill={color.primary} />
            <Lines x={node.x} y={node.y + 5} lines={[step.name]} anchor="middle" bold fill={color.onPrimary} />
            <rect x={made.x - 38} y={made.y - 14} width={76} height={28} rx={14} fill={color.accent} stroke={color.primary} strokeWidth={2} />
            <Lines x={made.x} y={made.y + 5} lines={[step.makes]} anchor="middle" bold fill={color.onAccent} />
          </g>
        );
      })}
      <Lines x={centre.x} y={centre.y - 4} lines={["Pivot or", "persevere?"]} anchor="middle" bold />
      <Lines x={centre.x} y={324} lines={["Goal: go round the loop as fast as you can"]} anchor="middle" fill={color.muted} />
    </DiagramSvg>
  );
}
