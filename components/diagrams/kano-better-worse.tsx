import { kanoWorkedExample } from "@/data/framework-examples";
import { kanoBetter, kanoCategoryLabels, kanoQuadrant, kanoWorse } from "@/lib/frameworks/kano";
import { formatDecimal } from "@/lib/stats/format";
import { DiagramSvg, Lines, color } from "./svg";

const W = 360;
const left = 52;
const top = 44;
const size = 264;
/** A coefficient's position: Better up from the bottom, |Worse| across from the left, both 0 to 1. */
const x = (worse: number) => left + Math.abs(worse) * size;
const y = (better: number) => top + (1 - better) * size;
const two = (value: number) => formatDecimal(value, 2);

/** The key under the chart: each point is numbered, as names beside the points collided. */
const legendTop = top + size + 76;
const points = kanoWorkedExample.map((feature) => ({ name: feature.name, better: kanoBetter(feature), worse: kanoWorse(feature) }));

/**
 * The Kano worked example's three features on a Better-Worse chart: how much
 * having each pleases (up) against how much missing it hurts (across), split
 * at 0.5 into the four categories; each lands in the category its counts gave.
 */
export function KanoBetterWorse() {
  const quadrant = (label: string, at: { x: number; y: number; anchor: "start" | "end" }) => <Lines x={at.x} y={at.y} lines={[label]} anchor={at.anchor} fill={color.muted} bold />;
  return (
    <DiagramSvg
      id="diagram-kano-better-worse"
      title="The worked example's three features on a Better-Worse chart"
      description={`Better, how much having a feature pleases, runs up from 0 to 1; Worse, how much missing it hurts, runs across from 0 to 1 as a size. Lines at 0.5 split the chart into Delighters (top left), Performance Needs (top right), Indifferent (bottom left) and Basic Needs (bottom right). ${points.map((p) => `${p.name}: Better ${two(p.better)}, Worse ${two(p.worse)}.`).join(" ")} ${points.map((p) => `${p.name} sits with the ${kanoCategoryLabels[kanoQuadrant(p.better, p.worse)]}.`).join(" ")}`}
      width={W}
      height={legendTop + points.length * 22}
    >
      <Lines x={left - 8} y={22} lines={["Better: having it pleases"]} anchor="start" bold />
      <rect x={left} y={top} width={size} height={size} fill={color.raised} stroke={color.border} />
      {/* Each quarter in its category's tint from the evaluation table above (globals.css td[data-tint]); Indifferent has none. */}
      <rect x={left} y={top} width={size / 2} height={size / 2} fill={color.success} fillOpacity={0.2} />
      <rect x={left + size / 2} y={top} width={size / 2} height={size / 2} fill={color.primary} fillOpacity={0.2} />
      <rect x={left + size / 2} y={top + size / 2} width={size / 2} height={size / 2} fill={color.foreground} fillOpacity={0.12} />
      <path d={`M${left + size / 2} ${top}V${top + size}M${left} ${top + size / 2}H${left + size}`} stroke={color.border} strokeDasharray="4 4" />
      {quadrant(kanoCategoryLabels.delighters, { x: left + 8, y: top + 20, anchor: "start" })}
      {/* "Performance Needs" does not fit half the chart's width at 14 units; the description gives the full name. */}
      {quadrant("Performance", { x: left + size - 8, y: top + 20, anchor: "end" })}
      {quadrant(kanoCategoryLabels.indifferent, { x: left + 8, y: top + size - 10, anchor: "start" })}
      {quadrant(kanoCategoryLabels.basic, { x: left + size - 8, y: top + size - 10, anchor: "end" })}
      {[0, 0.5, 1].map((tick) => (
        <g key={tick}>
          <Lines x={left - 8} y={y(tick) + 5} lines={[String(tick)]} anchor="end" fill={color.muted} />
          <Lines x={x(tick)} y={top + size + 20} lines={[String(tick)]} anchor="middle" fill={color.muted} />
        </g>
      ))}
      <Lines x={left + size} y={top + size + 46} lines={["Worse: missing it hurts"]} anchor="end" bold />
      {points.map((p, index) => (
        <g key={p.name}>
          <circle cx={x(p.worse)} cy={y(p.better)} r={11} fill={color.primary} stroke={color.background} strokeWidth={2} />
          <Lines x={x(p.worse)} y={y(p.better) + 5} lines={[String(index + 1)]} anchor="middle" bold fill={color.onPrimary} />
          <Lines x={left - 8} y={legendTop + index * 22} lines={[`${index + 1}  ${p.name}`]} anchor="start" bold />
          <Lines x={W - 12} y={legendTop + index * 22} lines={[`${two(p.better)}, ${two(p.worse)}`]} anchor="end" fill={color.muted} />
        </g>
      ))}
    </DiagramSvg>
  );
}
