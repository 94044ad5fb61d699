import { color } from "@/components/diagrams/svg";

/**
 * The not-found page's picture: a dotted trail past a signpost that runs out
 * at a question mark, in the site's diagram style (theme colours, no fixed
 * ones). Decorative: the heading and the text say the page is not there.
 */
export function LostTrail({ className = "" }: { className?: string }) {
  return (
    <svg viewBox="0 0 320 220" aria-hidden="true" data-lost-trail="" className={className}>
      <rect x="8" y="8" width="304" height="204" rx="28" fill={color.accent} opacity="0.55" />
      {/* The trail: walked, then unknown. */}
      <path d="M36 184C78 178 84 146 122 138S186 120 204 96" fill="none" stroke={color.primary} strokeWidth="5" strokeLinecap="round" strokeDasharray="0.5 13" />
      <path d="M204 96C214 82 226 74 240 68" fill="none" stroke={color.border} strokeWidth="5" strokeLinecap="round" strokeDasharray="0.5 13" />
      <circle cx="36" cy="184" r="9" fill={color.primary} />
      <circle cx="122" cy="138" r="7" fill={color.primary} />
      {/* The signpost, pointing both ways. */}
      <path d="M166 178V102" stroke={color.foreground} strokeWidth="4" strokeLinecap="round" />
      <path d="M142 104h44l10 10-10 10h-44z" fill={color.raised} stroke={color.primary} strokeWidth="3" strokeLinejoin="round" />
      <path d="M190 130h-44l-10 10 10 10h44z" fill={color.raised} stroke={color.primary} strokeWidth="3" strokeLinejoin="round" />
      <path d="M152 114h24M148 140h30" stroke={color.muted} strokeWidth="3" strokeLinecap="round" />
      {/* Where the page should have been. */}
      <circle cx="266" cy="56" r="30" fill={color.raised} stroke={color.primary} strokeWidth="3" strokeDasharray="8 7" />
      <text x="266" y="68" textAnchor="middle" fontSize="34" fontWeight="800" fill={color.primary}>
        ?
      </text>
    </svg>
  );
}
