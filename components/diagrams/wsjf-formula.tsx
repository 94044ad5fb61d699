import { wsjfJob } from "@/data/framework-examples";
import { costOfDelay, formatWsjf, wsjfScore } from "@/lib/frameworks/wsjf";
import { DiagramSvg, Lines, color, defined } from "./svg";

const W = 360;
const left = 12;
/** One scale for both bars, in pixels per point: cost of delay and job size are both relative points, so their lengths compare. */
const widest = 336;
/** The parts of cost of delay, in the order the formula adds them: full, a third and a tint of the primary colour, so the three tell apart in both themes. */
const parts = [
  { key: "value", label: "User-business value", fill: color.primary, opacity: undefined, stroke: undefined },
  { key: "time", label: "Time criticality", fill: color.primary, opacity: 0.4, stroke: color.primary },
  { key: "risk", label: "Risk reduction or opportunity enablement", fill: color.accent, opacity: undefined, stroke: color.primary },
] as const;

/** A part's fill, in the legend and in each bar alike. */
const partStyle = (part: (typeof parts)[number]) => ({ fill: part.fill, ...defined({ fillOpacity: part.opacity, stroke: part.stroke, strokeWidth: part.stroke ? 1.5 : undefined }) });

/**
 * SAFe's formula drawn on two of the worked example's six items (the first
 * and the last in its ranking): the largest cost of delay of all loses to
 * the smallest once each is divided by its job size.
 */
const jobs = ["CSV vehicle import", "Predictive alerts"].map((name) => {
  const job = wsjfJob(name);
  return { ...job, costOfDelay: costOfDelay(job), score: formatWsjf(wsjfScore(job)) };
});
const scale = widest / Math.max(...jobs.map((job) => Math.max(job.costOfDelay, job.size)));
const legendTop = 12;
const blockTop = legendTop + 3 * 24 + 8;
const block = 132;

export function WsjfFormula() {
  const sentence = (job: (typeof jobs)[number]) =>
    `${job.name}: user-business value ${job.value} plus time criticality ${job.time} plus risk reduction or opportunity enablement ${job.risk} makes a cost of delay of ${job.costOfDelay}; divided by a job size of ${job.size}, its WSJF is ${job.score}.`;
  return (
    <DiagramSvg
      id="diagram-wsjf-formula"
      title="WSJF on two of the worked example's items: cost of delay, made of three parts, divided by job size"
      description={`Cost of delay is the sum of three scores, drawn as one bar in three parts, and WSJF divides it by the job size, drawn on the same scale below it. ${jobs.map(sentence).join(" ")}`}
      width={W}
      height={blockTop + jobs.length * block}
    >
      {parts.map((part, index) => (
        <g key={part.key}>
          <rect x={left} y={legendTop + index * 24} width={16} height={16} rx={4} {...partStyle(part)} />
          <Lines x={left + 24} y={legendTop + index * 24 + 13} lines={[part.label]} />
        </g>
      ))}
      {jobs.map((job, index) => {
        const top = blockTop + index * block;
        // Each part starts where the parts before it end.
        const starts = parts.map((_, at) => left + parts.slice(0, at).reduce((sum, part) => sum + job[part.key] * scale, 0));
        return (
          <g key={job.name}>
            <path d={`M${left} ${top}H${W - left}`} stroke={color.border} />
            <Lines x={left} y={top + 24} lines={[job.name]} bold />
            <Lines x={W - left} y={top + 24} lines={[`WSJF ${job.score}`]} anchor="end" bold fill={color.primary} />
            <Lines x={left} y={top + 48} lines={[`Cost of delay ${job.value} + ${job.time} + ${job.risk} = ${job.costOfDelay}`]} fill={color.muted} />
            {parts.map((part, at) => (
              <rect key={part.key} x={starts[at]} y={top + 56} width={job[part.key] * scale} height={20} {...partStyle(part)} />
            ))}
            <Lines x={left} y={top + 100} lines={[`÷ Job size ${job.size}`]} fill={color.muted} />
            <rect x={left} y={top + 108} width={job.size * scale} height={20} fill={color.foreground} fillOpacity={0.7} />
          </g>
        );
      })}
    </DiagramSvg>
  );
}
