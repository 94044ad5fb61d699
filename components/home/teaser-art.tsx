/**
 * Small pictures for the home page's "try it" cards, one per destination, in
 * the hero illustration's house style (rounded cards, border strokes, the
 * primary colour for what matters). Decorative and theme-aware.
 */
import type { ReactNode } from "react";

type ArtProps = { className?: string };

function Frame({ className, children }: ArtProps & { children: ReactNode }) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 200 112" fill="none" strokeLinecap="round" strokeLinejoin="round" className={className}>
      {children}
    </svg>
  );
}

/** A question card with four answers, one chosen and ticked, and a score ring. */
export function QuizArt({ className }: ArtProps) {
  return (
    <Frame className={className}>
      <rect x="22" y="14" width="112" height="84" rx="12" strokeWidth="2" className="fill-surface-raised stroke-border" />
      <rect x="34" y="26" width="64" height="8" rx="4" className="fill-foreground opacity-70" />
      {[44, 58, 72].map((y, index) => (
        <rect key={y} x="34" y={y} width="88" height="10" rx="5" className={index === 1 ? "fill-primary" : "fill-border"} />
      ))}
      <path d="M110 63l3 3 6-6" strokeWidth="2" className="stroke-primary-foreground" />
      <circle cx="160" cy="56" r="24" strokeWidth="6" className="stroke-border" />
      <path d="M160 32a24 24 0 1 1-22.8 31.4" strokeWidth="6" className="stroke-primary" />
      <circle cx="160" cy="56" r="6" className="fill-primary" />
    </Frame>
  );
}

/** An open book with lines of definitions and a magnifying glass over it. */
export function GlossaryArt({ className }: ArtProps) {
  return (
    <Frame className={className}>
      <path d="M100 26c-16-10-42-10-62-4v70c20-6 46-6 62 4 16-10 42-10 62-4V22c-20-6-46-6-62 4z" strokeWidth="2" className="fill-surface-raised stroke-border" />
      <path d="M100 26v70" strokeWidth="2" className="stroke-border" />
      <rect x="50" y="36" width="30" height="7" rx="3.5" className="fill-primary" />
      {[50, 62, 74].map((y) => (
        <rect key={y} x="50" y={y} width="38" height="6" rx="3" className="fill-border" />
      ))}
      <rect x="112" y="36" width="26" height="7" rx="3.5" className="fill-primary" />
      {[50, 62].map((y) => (
        <rect key={y} x="112" y={y} width="36" height="6" rx="3" className="fill-border" />
      ))}
      <circle cx="150" cy="78" r="14" strokeWidth="4" className="fill-accent stroke-primary" />
      <path d="M160 88l12 12" strokeWidth="5" className="stroke-primary" />
    </Frame>
  );
}

/** Three comic panels: two characters talking, then a bright idea. */
export function ComicArt({ className }: ArtProps) {
  return (
    <Frame className={className}>
      {[14, 74, 134].map((x) => (
        <rect key={x} x={x} y="18" width="52" height="76" rx="8" strokeWidth="2" className="fill-surface-raised stroke-border" />
      ))}
      {/* Panel 1: a speech bubble over a face. */}
      <path d="M22 28h36a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H34l-6 6v-6h-6a4 4 0 0 1-4-4V32a4 4 0 0 1 4-4z" strokeWidth="2" className="fill-accent stroke-primary" />
      <circle cx="40" cy="70" r="10" strokeWidth="2" className="fill-surface stroke-primary" />
      {/* Panel 2: the other character answers. */}
      <path d="M82 28h36a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4h-6v6l-6-6H82a4 4 0 0 1-4-4V32a4 4 0 0 1 4-4z" strokeWidth="2" className="fill-accent stroke-primary" />
      <rect x="90" y="62" width="20" height="20" rx="6" strokeWidth="2" className="fill-surface stroke-primary" />
      {/* Panel 3: an idea lights up. */}
      <circle cx="160" cy="50" r="14" className="fill-primary" />
      <path d="M160 28v-4M178 50h4M138 50h4M173 37l3-3M144 34l3 3" strokeWidth="2.5" className="stroke-primary" />
      <rect x="154" y="68" width="12" height="8" rx="2" className="fill-primary opacity-60" />
    </Frame>
  );
}
