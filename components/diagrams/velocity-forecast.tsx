import { velocityExample } from "@/data/glossary";
import { sprintForecast, velocitySummary } from "@/lib/glossary/pictures";
import { DiagramSvg, Lines, color } from "./svg";

const W = 360;
/** The patient-portal team in content/glossary-terms/velocity.md: points finished in its last five sprints, and the release backlog left. */
const { finished, remaining } = velocityExample;
const summary = velocitySummary(finished);
const forecast = sprintForecast(remaining, summary);
const plot = { left: 20, right: 250, top: 40, bottom: 212, max: 35 };
const y = (points: number) => Math.round(plot.bottom - ((plot.bottom - plot.top) * points) / plot.max);
const slot = (plot.right - plot.left) / finished.length;
const barW = 32;
const noteY = plot.bottom + 76;

/** Velocity: points finished per sprint, their average and range, and the forecast in whole sprints they give. */
export function VelocityForecast() {
  const range = `${summary.slowest} to ${summary.fastest}`;
  return (
    <DiagramSvg
      id="diagram-velocity"
      title="Velocity: points finished in each of five sprints, their average and range, and the forecast they give"
      description={`Bar chart of story points finished in the last five sprints: ${finished.join(", ")}. The average is ${summary.average} points a sprint and the range ${range}. With ${remaining} points left, that is ${forecast.atAverage} sprints at the average pace, and ${forecast.fewest} to ${forecast.most} whole sprints between the fastest and the slowest.`}
      width={W}
      height={noteY + 52}
    >
      <rect x={plot.left} y={y(summary.fastest)} width={plot.right - plot.left} height={y(summary.slowest) - y(summary.fastest)} fill={color.accent} />
      <path d={`M${plot.left} ${plot.bottom}H${plot.right}`} stroke={color.muted} strokeWidth={1.5} />
      <g fill={color.primary}>
        {finished.map((points, index) => (
          <rect key={index} x={Math.round(plot.left + slot * index + (slot - barW) / 2)} y={y(points)} width={barW} height={plot.bottom - y(points)} rx={3} />
        ))}
      </g>
      <g textAnchor="middle" fill={color.onPrimary} fontWeight={700}>
        {finished.map((points, index) => (
          <text key={index} x={Math.round(plot.left + slot * (index + 0.5))} y={y(points) + 20}>
            {points}
          </text>
        ))}
      </g>
      <g fill={color.muted} textAnchor="middle">
        {finished.map((_, index) => (
          <text key={index} x={Math.round(plot.left + slot * (index + 0.5))} y={plot.bottom + 20}>
            {index + 1}
          </text>
        ))}
      </g>
      <Lines x={(plot.left + plot.right) / 2} y={plot.bottom + 40} lines={["Last five sprints"]} anchor="middle" fill={color.muted} />
      <Lines x={12} y={18} lines={["Story points finished per sprint"]} bold />
      <path d={`M${plot.left} ${y(summary.average)}H${plot.right + 6}`} stroke={color.foreground} strokeWidth={2} strokeDasharray="6 4" />
      <Lines x={plot.right + 10} y={y(summary.average) + 5} lines={[`average ${summary.average}`]} bold />
      <Lines x={plot.right + 10} y={y(summary.fastest) - 14} lines={["range", range]} fill={color.muted} />
      <rect x={12} y={noteY - 18} width={336} height={62} rx={10} fill={color.raised} stroke={color.primary} strokeWidth={2} />
      <Lines x={24} y={noteY + 2} lines={[`${remaining} points left ÷ ${summary.average} = ${forecast.atAverage} sprints`, `at ${summary.fastest} to ${summary.slowest} a sprint: ${forecast.fewest} to ${forecast.most} sprints`]} />
    </DiagramSvg>
  );
}
