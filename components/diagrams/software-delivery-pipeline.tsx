import { Arrow, DiagramSvg, Lines, centredBaseline, color, fitLines, lineStep } from "./svg";

const W = 360;
const stepX = 12;
const stepW = 168;
const stepH = 34;
const pitch = 50;
const top = 12;
const steps = [
  { name: "Code on a branch", tone: "step" },
  { name: "Review by a colleague", tone: "step" },
  { name: "Automated tests", tone: "step" },
  { name: "Merge into main", tone: "step" },
  { name: "Test environment", tone: "step" },
  { name: "Release decision", tone: "gate" },
  { name: "Production", tone: "live" },
  { name: "Monitoring", tone: "watch" },
] as const;
const y = (index: number) => top + index * pitch;
const noteX = 200;
const noteW = W - noteX - 4;
const ciNote = fitLines("small changes, many times a day", noteW, 14, 0);
const sloNote = fitLines("e.g. 99.9% of checkout requests succeed each month", noteW, 14, 0);

/** The pipeline a change travels, from a branch to production and monitoring, with the release decision that tells continuous delivery from continuous deployment. */
export function SoftwareDeliveryPipeline() {
  const gate = y(5);
  return (
    <DiagramSvg
      id="diagram-delivery-pipeline"
      title="How a change travels from a branch to customers"
      description="A vertical pipeline: code written on a branch, reviewed by a colleague, checked by automated tests and merged into main; continuous integration means doing this in small changes many times a day. The merged code is deployed to a test environment, then a release decision: after a manual approval in continuous delivery, or automatically in continuous deployment. In production, monitoring tracks errors and speed against service level objectives, for example 99.9% of checkout requests succeed each month."
      width={W}
      height={y(steps.length - 1) + stepH + 12}
    >
      {steps.slice(1).map((step, index) => (
        <Arrow key={step.name} x1={stepX + stepW / 2} y1={y(index) + stepH} x2={stepX + stepW / 2} y2={y(index + 1)} stroke={color.muted} />
      ))}
      {steps.map((step, index) => {
        const fill = step.tone === "live" ? color.primary : step.tone === "gate" ? color.background : step.tone === "watch" ? color.raised : color.accent;
        const text = step.tone === "live" ? color.onPrimary : step.tone === "step" ? color.onAccent : color.foreground;
        return (
          <g key={step.name}>
            <rect
              x={stepX}
              y={y(index)}
              width={stepW}
              height={stepH}
              rx={step.tone === "gate" ? 17 : 8}
              fill={fill}
              stroke={color.primary}
              strokeWidth={2}
              {...(step.tone === "gate" || step.tone === "watch" ? { strokeDasharray: "6 4" } : {})}
            />
            <Lines x={stepX + stepW / 2} y={y(index) + 22} lines={[step.name]} anchor="middle" bold fill={text} />
          </g>
        );
      })}
      {/* Continuous integration brackets the first four steps. */}
      <path d={`M${noteX - 14} ${y(0)}h6V${y(3) + stepH}h-6`} fill="none" stroke={color.primary} strokeWidth={2} />
      <Lines x={noteX} y={centredBaseline((y(0) + y(3) + stepH) / 2, ciNote.length + 2, 14)} lines={["Continuous", "integration:"]} bold />
      <Lines x={noteX} y={centredBaseline((y(0) + y(3) + stepH) / 2, ciNote.length + 2, 14) + 2 * lineStep(14)} lines={ciNote} fill={color.muted} />
      {/*
        The two ways of releasing, centred on the release decision, the dashed line from it pointing
        between them (either one). Drawn above and below the line, the first sat beside the test
        environment and read as its label.
      */}
      <Lines x={noteX} y={gate - 5} lines={["Manual approval:"]} bold />
      <Lines x={noteX} y={gate + 13} lines={["continuous delivery"]} fill={color.muted} />
      <Lines x={noteX} y={gate + 35} lines={["Automatic:"]} bold />
      <Lines x={noteX} y={gate + 53} lines={["continuous deployment"]} fill={color.muted} />
      <path d={`M${stepX + stepW} ${gate + stepH / 2}H${noteX - 6}`} stroke={color.primary} strokeWidth={2} strokeDasharray="3 3" />
      <Lines x={noteX} y={y(6) + 38} lines={["Against SLOs,"]} bold />
      <Lines x={noteX} y={y(6) + 38 + lineStep(14)} lines={sloNote} fill={color.muted} />
    </DiagramSvg>
  );
}
