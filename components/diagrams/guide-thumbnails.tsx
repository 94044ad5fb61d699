/**
 * Card thumbnails for the guides (/guides, the home page's guides row and the
 * related rows that list guides): the same 320 × 200 frame, 16-unit bold
 * labels and theme colours as the framework cards' (thumbnails.tsx), so the
 * two card families look alike. Each draws the shape the guide teaches, in a
 * few words at most; the card's title names it, so every thumbnail is
 * decorative.
 */
import type { ReactNode } from "react";
import { Arrow, color, defined } from "./svg";
import { Label, Thumb } from "./thumbnails";

/** A document with three labelled sections: what a PRD holds. */
function WritingAPrdThumb() {
  const sections = ["Problem", "Goals", "Non-goals"];
  return (
    <Thumb>
      <rect x={60} y={8} width={200} height={184} rx={10} fill={color.raised} stroke={color.muted} strokeWidth={2} />
      <rect x={60} y={8} width={200} height={30} rx={10} fill={color.primary} />
      <rect x={60} y={28} width={200} height={10} fill={color.primary} />
      {sections.map((name, index) => (
        <g key={name}>
          <Label x={76} y={66 + index * 50} text={name} anchor="start" />
          <rect x={76} y={74 + index * 50} width={index === 1 ? 120 : 168} height={8} rx={4} fill={color.accent} />
        </g>
      ))}
    </Thumb>
  );
}

/** Now, next, later: firm cards on the left, fewer and fainter ones to the right. */
function RoadmapsThumb() {
  const columns = [
    { name: "Now", x: 12, cards: 3, fill: color.primary },
    { name: "Next", x: 114, cards: 2, fill: color.accent },
    { name: "Later", x: 216, cards: 1, fill: color.raised },
  ];
  return (
    <Thumb>
      {columns.map((column) => (
        <g key={column.name}>
          <Label x={column.x + 46} y={26} text={column.name} />
          {Array.from({ length: column.cards }, (_, index) => (
            <rect key={index} x={column.x} y={40 + index * 52} width={92} height={42} rx={8} fill={column.fill} stroke={color.primary} strokeWidth={1.5} {...defined({ strokeDasharray: column.cards === 1 ? "6 4" : undefined })} />
          ))}
        </g>
      ))}
    </Thumb>
  );
}

/** Control and variant as two bars: the comparison the guide plans and reads. */
function AbTestingThumb() {
  return (
    <Thumb>
      <path d="M24 172H296" stroke={color.muted} strokeWidth={2} />
      <rect x={62} y={82} width={72} height={90} rx={6} fill={color.accent} stroke={color.primary} strokeWidth={2} />
      <rect x={186} y={58} width={72} height={114} rx={6} fill={color.primary} />
      <Label x={98} y={194} text="A" />
      <Label x={222} y={194} text="B" />
    </Thumb>
  );
}

/** A cohort table: each week's sign-ups, fading as fewer come back. */
function ProductAnalyticsThumb() {
  const cell = 40;
  const rows = [4, 3, 2, 1];
  const shade = [color.primary, color.accent, color.raised, color.raised];
  return (
    <Thumb>
      {rows.map((count, row) => (
        <g key={row}>
          {Array.from({ length: count }, (_, column) => (
            <rect key={column} x={72 + column * (cell + 4)} y={14 + row * (cell + 4)} width={cell} height={cell} rx={6} fill={shade[column]!} stroke={color.primary} strokeWidth={column === 0 ? 0 : 1.5} />
          ))}
        </g>
      ))}
    </Thumb>
  );
}

/** Three tiers with the middle one raised: the package most buyers should pick. */
function PricingAndPackagingThumb() {
  const tiers = [
    { x: 16, y: 62, h: 122, fill: color.raised, text: undefined },
    { x: 116, y: 16, h: 168, fill: color.primary, text: color.onPrimary },
    { x: 216, y: 62, h: 122, fill: color.raised, text: undefined },
  ];
  return (
    <Thumb>
      {tiers.map((tier, index) => (
        <g key={tier.x}>
          <rect x={tier.x} y={tier.y} width={88} height={tier.h} rx={10} fill={tier.fill} stroke={color.primary} strokeWidth={2} />
          <Label x={tier.x + 44} y={tier.y + 36} text={"$".repeat(index + 1)} size={22} fill={tier.text} />
          {[0, 1, 2].slice(0, index + 1).map((line) => (
            <rect key={line} x={tier.x + 16} y={tier.y + 56 + line * 20} width={56} height={8} rx={4} fill={index === 1 ? color.onPrimary : color.accent} />
          ))}
        </g>
      ))}
    </Thumb>
  );
}

/** A target: positioning names the customers who care most, and the launch aims at them. */
function PositioningThumb() {
  return (
    <Thumb>
      <circle cx={160} cy={100} r={88} fill={color.raised} stroke={color.muted} strokeWidth={2} />
      <circle cx={160} cy={100} r={60} fill={color.accent} stroke={color.primary} strokeWidth={2} />
      <circle cx={160} cy={100} r={32} fill={color.primary} />
      <Arrow x1={300} y1={24} x2={172} y2={92} stroke={color.foreground} width={4} />
    </Thumb>
  );
}

/** Sign-up, the moment of value, then paying: fewer at each step. */
function ProductLedGrowthThumb() {
  const steps = [
    { name: "Sign up", x: 14, h: 120 },
    { name: "Aha", x: 118, h: 78 },
    { name: "Pay", x: 222, h: 40 },
  ];
  return (
    <Thumb>
      {steps.map((step, index) => (
        <g key={step.name}>
          <rect x={step.x} y={150 - step.h} width={84} height={step.h} rx={8} fill={index === 2 ? color.primary : color.accent} stroke={color.primary} strokeWidth={2} />
          <Label x={step.x + 42} y={184} text={step.name} />
          {index < 2 ? <Arrow x1={step.x + 88} y1={150 - step.h / 2} x2={step.x + 102} y2={150 - step.h / 2} stroke={color.primary} width={3} /> : null}
        </g>
      ))}
    </Thumb>
  );
}

/** Rumelt's kernel: a diagnosis leads to a guiding policy, which leads to actions. */
function ProductStrategyThumb() {
  const blocks = ["Diagnosis", "Guiding policy", "Actions"];
  return (
    <Thumb>
      {blocks.map((name, index) => (
        <g key={name}>
          <rect x={70} y={8 + index * 66} width={180} height={48} rx={10} fill={index === 1 ? color.primary : color.accent} stroke={color.primary} strokeWidth={2} />
          <Label x={160} y={38 + index * 66} text={name} fill={index === 1 ? color.onPrimary : color.onAccent} />
          {index < 2 ? <Arrow x1={160} y1={58 + index * 66} x2={160} y2={72 + index * 66} stroke={color.primary} width={3} /> : null}
        </g>
      ))}
    </Thumb>
  );
}

/** By guide slug. */
export const guideThumbnails: Record<string, () => ReactNode> = {
  "writing-a-prd": WritingAPrdThumb,
  roadmaps: RoadmapsThumb,
  "ab-testing": AbTestingThumb,
  "product-analytics": ProductAnalyticsThumb,
  "pricing-and-packaging": PricingAndPackagingThumb,
  "positioning-and-go-to-market": PositioningThumb,
  "product-led-growth": ProductLedGrowthThumb,
  "product-strategy": ProductStrategyThumb,
};
