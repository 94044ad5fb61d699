import { Icon } from "@/components/ui/icons";

/**
 * The hero's picture: a learning path from a first book to a shipped product,
 * with an article, a quiz card and a metric chart beside it (the site's kinds
 * of content). Inline SVG drawn with theme classes, so it follows light and
 * dark mode, costs no request and cannot delay the first paint. Decorative:
 * the headline next to it says the same thing in words.
 */
const milestones = [
  { x: 136, y: 250, icon: "book" },
  { x: 220, y: 200, icon: "layers" },
  { x: 316, y: 150, icon: "check" },
] as const;

export function HeroIllustration({ className = "" }: { className?: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 480 360"
      className={className}
      fill="none"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <circle cx="250" cy="185" r="150" className="fill-accent" />
      <circle cx="250" cy="185" r="172" strokeWidth="2" strokeDasharray="3 9" className="stroke-border" />

      {/* An article card: title bar and lines of text. */}
      <g>
        <rect x="32" y="58" width="156" height="100" rx="14" strokeWidth="2" className="fill-surface-raised stroke-border" />
        <rect x="50" y="76" width="52" height="10" rx="5" className="fill-primary" />
        <rect x="50" y="98" width="118" height="8" rx="4" className="fill-border" />
        <rect x="50" y="114" width="100" height="8" rx="4" className="fill-border" />
        <rect x="50" y="130" width="72" height="8" rx="4" className="fill-border" />
      </g>

      {/* A quiz card: two answers, the second one chosen. */}
      <g>
        <rect x="238" y="26" width="116" height="84" rx="14" strokeWidth="2" className="fill-surface-raised stroke-border" />
        <rect x="254" y="44" width="14" height="14" rx="4" strokeWidth="2" className="stroke-border" />
        <rect x="276" y="47" width="60" height="8" rx="4" className="fill-border" />
        <rect x="254" y="76" width="14" height="14" rx="4" className="fill-primary" />
        <path d="M257.5 83l2.5 2.5 5-5" strokeWidth="2" className="stroke-primary-foreground" />
        <rect x="276" y="79" width="48" height="8" rx="4" className="fill-primary opacity-40" />
      </g>

      {/* A metric card: bars rising towards the goal. */}
      <g>
        <rect x="300" y="222" width="150" height="104" rx="14" strokeWidth="2" className="fill-surface-raised stroke-border" />
        <rect x="320" y="284" width="18" height="24" rx="4" className="fill-primary opacity-30" />
        <rect x="346" y="270" width="18" height="38" rx="4" className="fill-primary opacity-50" />
        <rect x="372" y="256" width="18" height="52" rx="4" className="fill-primary opacity-75" />
        <rect x="398" y="238" width="18" height="70" rx="4" className="fill-primary" />
      </g>

      {/* The path: a soft road with a dotted trail along it. */}
      <path d="M60 300C140 300 130 200 220 200S320 110 420 70" strokeWidth="18" className="stroke-surface-raised" />
      <path d="M60 300C140 300 130 200 220 200S320 110 420 70" strokeWidth="4" strokeDasharray="1 11" className="stroke-primary" />

      <circle cx="60" cy="300" r="9" strokeWidth="3" className="fill-surface-raised stroke-primary" />
      {milestones.map((milestone) => (
        <g key={milestone.icon}>
          <circle cx={milestone.x} cy={milestone.y} r="24" strokeWidth="3" className="fill-surface-raised stroke-primary" />
          <Icon name={milestone.icon} size={24} x={milestone.x - 12} y={milestone.y - 12} className="text-primary" />
        </g>
      ))}
      <circle cx="420" cy="70" r="30" className="fill-primary" />
      <Icon name="rocket" size={28} x={406} y={56} className="text-primary-foreground" />
    </svg>
  );
}
