import { Lines, color } from "./svg";

/** The plotting area of a small line chart, in the diagram's own units. */
export type ChartPlot = { left: number; right: number; top: number; bottom: number };

type Tick = { value: number; label: string };

/**
 * The frame every small line chart in the diagrams shares: horizontal grid
 * lines, value labels on the left, tick labels and a title under the x axis.
 * The charts differ in what they plot, not in how their axes read.
 */
export function ChartAxes({
  plot,
  x,
  y,
  grid,
  yTicks,
  xTicks,
  xTitle,
}: {
  plot: ChartPlot;
  x: (value: number) => number;
  y: (value: number) => number;
  grid: readonly number[];
  yTicks: readonly Tick[];
  xTicks: readonly Tick[];
  xTitle: string;
}) {
  return (
    <>
      <g stroke={color.border} strokeWidth={1}>
        {grid.map((value) => (
          <path key={value} d={`M${plot.left} ${y(value)}H${plot.right}`} />
        ))}
      </g>
      <g fill={color.muted} textAnchor="end">
        {yTicks.map((tick) => (
          <text key={tick.value} x={plot.left - 8} y={y(tick.value) + 5}>
            {tick.label}
          </text>
        ))}
      </g>
      <g fill={color.muted} textAnchor="middle">
        {xTicks.map((tick) => (
          <text key={tick.value} x={x(tick.value)} y={plot.bottom + 20}>
            {tick.label}
          </text>
        ))}
      </g>
      <Lines x={(plot.left + plot.right) / 2} y={plot.bottom + 40} lines={[xTitle]} anchor="middle" fill={color.muted} />
    </>
  );
}

/** Ticks labelled with their own value. */
export const plainTicks = (values: readonly number[], label: (value: number) => string = String): Tick[] => values.map((value) => ({ value, label: label(value) }));
