import { dispatchFunnel } from "@/data/guides";
import { Arrow, DiagramSvg, Lines, centredBaseline, color } from "./svg";

const W = 360;
const components = ["1 Alternatives", "2 Unique attributes", "3 Value", "4 Target market", "5 Market category"] as const;
const step = { x: 12, w: 196, h: 32, pitch: 44, top: 38 } as const;
const stepY = (index: number) => step.top + index * step.pitch;
const statementY = stepY(components.length) + 8;
const gtmTitleY = statementY + 40 + 40;
const left = 44;
const right = W - 12;
const messagingY = gtmTitleY + 14;
const tiersY = messagingY + 48 + 16;
const funnelTop = tiersY + 30 + 18;
const f = dispatchFunnel;
const stages = [`${f.visits} visits`, `${f.leads} leads`, `${f.opportunities} opportunities`, `${f.deals} deals`];
const stageH = 34;
const narrowing = 24;
const funnelBottom = funnelTop + stages.length * stageH;
const reviewY = funnelBottom + 40;

/** The funnel's trapezoids: each loses `narrowing` units on each side from top to bottom. */
function trapezoid(index: number): string {
  const inset = index * narrowing;
  const y = funnelTop + index * stageH;
  return `M${left + inset} ${y}H${right - inset}L${right - inset - narrowing} ${y + stageH}H${left + inset + narrowing}z`;
}

/** Dunford's five components, in order, feeding the statement; then messaging, the launch tier, Crewdesk's new-logo funnel and the review that loops back. */
export function PositioningToLaunch() {
  return (
    <DiagramSvg
      id="diagram-positioning-to-launch"
      title="From positioning to launch: the five components in order, then the go-to-market plan and its review"
      description={`Positioning, worked in this order: 1 competitive alternatives, 2 unique attributes, 3 value (with relevant trends as an optional extra), 4 target market characteristics, 5 market category. Together they give the positioning statement. The go-to-market follows: messaging with a core message, three pillars and proof; a launch tier, Tier 1 for Crewdesk Dispatch; and the new-logo funnel worked back from the revenue goal, ${f.visits} visits, ${f.leads} leads, ${f.opportunities} opportunities and ${f.deals} deals for ${f.revenue} of new-logo ARR. A review at day 90 loops back to adjust the messaging.`}
      width={W}
      height={reviewY + 44 + 12}
    >
      <Lines x={12} y={24} lines={["Positioning, in this order"]} bold size={15} />
      {components.slice(1).map((name, index) => (
        <Arrow key={name} x1={step.x + step.w / 2} y1={stepY(index) + step.h + 1} x2={step.x + step.w / 2} y2={stepY(index + 1) - 1} stroke={color.muted} />
      ))}
      {/* Shared attributes sit on the groups: the drawing is part of the page's HTML. */}
      <g fill={color.accent} stroke={color.primary} strokeWidth={2}>
        {components.map((name, index) => (
          <rect key={name} x={step.x} y={stepY(index)} width={step.w} height={step.h} rx={8} />
        ))}
      </g>
      <g fill={color.onAccent} fontWeight={700}>
        {components.map((name, index) => (
          <text key={name} x={step.x + 12} y={centredBaseline(stepY(index) + step.h / 2, 1, 14)}>
            {name}
          </text>
        ))}
      </g>
      {/* Trends are optional and only count when they make the value more urgent. */}
      <path d={`M${step.x + step.w} ${stepY(2) + step.h / 2}h20`} stroke={color.primary} strokeWidth={2} strokeDasharray="4 3" />
      <rect x={step.x + step.w + 20} y={stepY(2) - 6} width={right - step.x - step.w - 20} height={step.h + 12} rx={8} fill="none" stroke={color.primary} strokeWidth={2} strokeDasharray="6 4" />
      <Lines x={(step.x + step.w + 20 + right) / 2} y={stepY(2) + 12} lines={["+ Trends", "(optional)"]} anchor="middle" fill={color.muted} />
      <Arrow x1={step.x + step.w / 2} y1={stepY(4) + step.h + 1} x2={step.x + step.w / 2} y2={statementY - 1} stroke={color.muted} />
      <rect x={12} y={statementY} width={right - 12} height={40} rx={8} fill={color.primary} />
      <Lines x={W / 2} y={statementY + 26} lines={["Positioning statement"]} anchor="middle" bold fill={color.onPrimary} />
      <Arrow x1={W / 2} y1={statementY + 41} x2={W / 2} y2={messagingY - 1} stroke={color.muted} />
      <Lines x={12} y={gtmTitleY - 8} lines={["Go-to-market"]} bold size={15} />

      <rect x={left} y={messagingY} width={right - left} height={48} rx={8} fill={color.accent} stroke={color.primary} strokeWidth={2} />
      <Lines x={left + 12} y={messagingY + 20} lines={["Messaging"]} bold fill={color.onAccent} />
      <Lines x={left + 12} y={messagingY + 39} lines={["Core message, 3 pillars, proof"]} fill={color.onAccent} />
      {["Tier 1", "Tier 2", "Tier 3"].map((tier, index) => {
        const w = (right - left - 16) / 3;
        const x = left + index * (w + 8);
        const first = index === 0;
        return (
          <g key={tier}>
            <rect x={x} y={tiersY} width={w} height={30} rx={15} fill={first ? color.primary : color.surface} stroke={color.primary} strokeWidth={first ? 0 : 1.5} />
            <Lines x={x + w / 2} y={tiersY + 20} lines={[tier]} anchor="middle" bold={first} fill={first ? color.onPrimary : color.foreground} />
          </g>
        );
      })}
      <g stroke={color.primary} strokeWidth={1.5}>
        {stages.map((stage, index) => (
          <path key={stage} d={trapezoid(index)} fill={index === stages.length - 1 ? color.primary : color.accent} />
        ))}
      </g>
      <g textAnchor="middle" fontWeight={700}>
        {stages.map((stage, index) => (
          <text key={stage} x={(left + right) / 2} y={funnelTop + index * stageH + 22} fill={index === stages.length - 1 ? color.onPrimary : color.onAccent}>
            {stage}
          </text>
        ))}
      </g>
      <Lines x={(left + right) / 2} y={funnelBottom + 22} lines={[`= ${f.revenue} new-logo ARR`]} anchor="middle" bold />
      <rect x={left} y={reviewY} width={right - left} height={44} rx={8} fill={color.surface} stroke={color.primary} strokeWidth={2} />
      <Lines x={(left + right) / 2} y={reviewY + 27} lines={["Review at day 90"]} anchor="middle" bold />
      {/* The review's decisions go back into the messaging. */}
      <path d={`M${left} ${reviewY + 22}H${left - 18}Q${left - 26} ${reviewY + 22} ${left - 26} ${reviewY + 12}V${messagingY + 34}Q${left - 26} ${messagingY + 24} ${left - 16} ${messagingY + 24}`} fill="none" stroke={color.primary} strokeWidth={2} />
      <Arrow x1={left - 17} y1={messagingY + 24} x2={left - 1} y2={messagingY + 24} stroke={color.primary} />
      <text x={0} y={0} transform={`translate(${left - 32} ${(messagingY + reviewY) / 2 + 20}) rotate(-90)`} textAnchor="middle" fontWeight={700} fill={color.primary}>
        adjust
      </text>
    </DiagramSvg>
  );
}
