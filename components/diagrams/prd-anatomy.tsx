import { prdMetricMove } from "@/data/guides";
import { Arrow, DiagramSvg, Lines, color } from "./svg";

const W = 360;
const prd = { x: 52, y: 84, w: 296 };
const bandX = prd.x + 10;
const bandW = prd.w - 20;
/** The three groups of sections, by the question each answers, darkest first as the brief reads top to bottom. */
const bands = [
  { heading: "Why", rows: ["Problem", "Evidence", "Audience"], fill: color.primary, ink: color.onPrimary },
  { heading: "What good looks like", rows: ["Goal + metric", "Guardrails", "Non-goals"], fill: color.accent, ink: color.onAccent },
  { heading: "What to build", rows: ["Requirements (MoSCoW)", "User stories", "Open questions", "Risks"], fill: color.raised, ink: color.foreground },
].reduce<{ heading: string; rows: string[]; fill: string; ink: string; top: number; height: number }[]>((laid, band) => {
  const previous = laid[laid.length - 1];
  const top = previous ? previous.top + previous.height + 8 : prd.y + 36;
  return [...laid, { ...band, top, height: 36 + band.rows.length * 21 }];
}, []);
const last = bands[bands.length - 1]!;
const prdBottom = last.top + last.height + 10;
const page1 = { top: bands[0]!.top, bottom: bands[1]!.top + bands[1]!.height };
const rfcY = prdBottom + 40;

/** The PRD's sections as one page read top to bottom, grouped by the question each answers, between the one-pager and the RFC. */
export function PrdAnatomy() {
  const chip = { x: bandX + bandW - 118, y: bands[1]!.top + 34, w: 108, h: 50 };
  return (
    <DiagramSvg
      id="diagram-prd-anatomy"
      title="The anatomy of a PRD, between the one-pager and the RFC"
      description={`A one-pager comes first; after discovery it leads into the PRD, and the PRD leads into the engineers' RFC, which says how to build it. The PRD reads top to bottom in three groups. Why: problem, evidence, audience. What good looks like: goal and metric, guardrails, non-goals. What to build: requirements with MoSCoW priorities, user stories, open questions, risks. The first two groups are page one, enough to decide. In the worked example the primary metric moves from ${prdMetricMove.from} to ${prdMetricMove.to} of out-of-stock orders rejected.`}
      width={W}
      height={rfcY + 48}
    >
      <rect x={110} y={10} width={140} height={36} rx={8} fill={color.surface} stroke={color.primary} strokeWidth={2} />
      <Lines x={180} y={33} lines={["One-pager"]} anchor="middle" bold />
      <Arrow x1={180} y1={48} x2={180} y2={prd.y - 4} stroke={color.primary} width={1.5} />
      <Lines x={190} y={70} lines={["after discovery"]} fill={color.muted} />
      <rect x={prd.x} y={prd.y} width={prd.w} height={prdBottom - prd.y} rx={14} fill={color.surface} stroke={color.primary} strokeWidth={2} />
      <Lines x={prd.x + prd.w / 2} y={prd.y + 25} lines={["PRD"]} size={18} anchor="middle" bold fill={color.primary} />
      {bands.map((band) => (
        <g key={band.heading}>
          <rect x={bandX} y={band.top} width={bandW} height={band.height} rx={10} fill={band.fill} stroke={color.primary} strokeWidth={band.fill === color.raised ? 1.5 : 0} />
          <Lines x={bandX + 12} y={band.top + 23} lines={[band.heading]} bold fill={band.ink} />
          <Lines x={bandX + 12} y={band.top + 45} lines={band.rows.map((row) => `· ${row}`)} fill={band.ink} />
        </g>
      ))}
      <rect x={chip.x} y={chip.y} width={chip.w} height={chip.h} rx={8} fill={color.raised} stroke={color.primary} strokeWidth={1.5} strokeDasharray="4 3" />
      <Lines x={chip.x + chip.w / 2} y={chip.y + 21} lines={[`${prdMetricMove.from} → ${prdMetricMove.to}`]} anchor="middle" bold fill={color.primary} />
      <Lines x={chip.x + chip.w / 2} y={chip.y + 40} lines={["rejected"]} anchor="middle" fill={color.muted} />
      {/* The bracket: the first two groups fit on page one. */}
      <path d={`M${prd.x - 6} ${page1.top}H${prd.x - 14}V${page1.bottom}H${prd.x - 6}`} fill="none" stroke={color.primary} strokeWidth={2} />
      <g transform={`translate(30 ${(page1.top + page1.bottom) / 2}) rotate(-90)`}>
        <Lines x={0} y={0} lines={["Page 1: enough to decide"]} anchor="middle" fill={color.foreground} />
      </g>
      <Arrow x1={180} y1={prdBottom + 2} x2={180} y2={rfcY - 4} stroke={color.primary} width={1.5} />
      <Lines x={190} y={prdBottom + 26} lines={["how to build it"]} fill={color.muted} />
      <rect x={110} y={rfcY} width={140} height={36} rx={8} fill={color.surface} stroke={color.primary} strokeWidth={2} />
      <Lines x={180} y={rfcY + 23} lines={["RFC"]} anchor="middle" bold />
    </DiagramSvg>
  );
}
