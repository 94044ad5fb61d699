/**
 * Building blocks for the drawn diagrams. Every colour is a theme variable,
 * so a diagram follows the site's light/dark toggle the way the page does;
 * text inherits the page font. Diagrams are server components: their SVG is
 * part of the HTML, so the markup is kept terse (shared attributes sit on
 * groups, not on every element).
 */
import type { ReactNode } from "react";
import { defined } from "@/lib/defined-props";
import { wrapToWidth } from "@/lib/diagrams/text";

/** Theme tokens from app/globals.css. Text is only ever drawn in a pair listed there as readable. */
export const color = {
  background: "var(--background)",
  surface: "var(--surface)",
  raised: "var(--surface-raised)",
  foreground: "var(--foreground)",
  muted: "var(--muted)",
  border: "var(--border)",
  primary: "var(--primary)",
  onPrimary: "var(--primary-foreground)",
  accent: "var(--accent)",
  onAccent: "var(--accent-foreground)",
  success: "var(--success)",
  destructive: "var(--destructive)",
} as const;

/** Drawings leave attributes they do not set out of the payload (lib/defined-props). */
export { defined };

/** The default label size: 14 units, which stays at 12.5 px or more when a 360-unit drawing is squeezed into a 328 px phone column. */
export const baseFontSize = 14;

type DiagramSvgProps = {
  /** Unique on the page: the ids of the title and description derive from it. */
  id: string;
  /** The accessible name: what the drawing shows, in a sentence. */
  title: string;
  /** The accessible description: the content of the drawing, in words… */
  description?: string;
  /** …or the id of an element elsewhere that holds it (TwoLayouts shares one between its drawings). */
  describedBy?: string;
  width: number;
  height: number;
  /**
   * For a wide layout shown only in a container at least this wide (see
   * TwoLayouts): recorded on the element so tests can check its text size.
   */
  minContainer?: number;
  /** Size of text that sets none itself. */
  fontSize?: number;
  className?: string;
  children: ReactNode;
};

/**
 * The outer <svg>: role="img" named by its <title> and described by its
 * <desc>. It is drawn at its natural size and shrinks with the column
 * (max-width: 100%), never growing past the size its text was designed for.
 */
export function DiagramSvg({ id, title, description, describedBy, width, height, minContainer, fontSize = baseFontSize, className = "", children }: DiagramSvgProps) {
  return (
    <svg
      role="img"
      aria-labelledby={`${id}-title`}
      aria-describedby={describedBy ?? `${id}-desc`}
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
      {...defined({ "data-min-container": minContainer })}
      className={className ? `h-auto max-w-full ${className}` : "h-auto max-w-full"}
      fontSize={fontSize}
      fill={color.foreground}
    >
      <title id={`${id}-title`}>{title}</title>
      {describedBy ? null : <desc id={`${id}-desc`}>{description}</desc>}
      {children}
    </svg>
  );
}

/**
 * Two drawings of the same content: a narrow one for phones and narrow
 * columns, and a wide one from `breakpoint` container pixels up (a CSS
 * container query on the wrapper, so it follows the column, not the window).
 * Only the visible one is in the accessibility tree.
 */
export function TwoLayouts({
  narrow,
  wide,
  breakpoint,
  descriptionId,
  description,
}: {
  narrow: ReactNode;
  wide: ReactNode;
  breakpoint: 700 | 760;
  /** Both drawings point their aria-describedby here, so the text is in the page once. */
  descriptionId: string;
  description: string;
}) {
  // Written out in full so Tailwind finds the class names in the source.
  const classes =
    breakpoint === 700
      ? { narrow: "@min-[700px]:hidden", wide: "hidden @min-[700px]:block" }
      : { narrow: "@min-[760px]:hidden", wide: "hidden @min-[760px]:block" };
  return (
    <div className="two-layouts @container">
      {/* Hidden from view and from the accessibility tree; read only as the drawings' description. */}
      <p id={descriptionId} hidden>
        {description}
      </p>
      <div className={classes.narrow}>{narrow}</div>
      <div className={classes.wide}>{wide}</div>
    </div>
  );
}

/** Line spacing for `size`-unit text. */
export function lineStep(size: number): number {
  return Math.round(size * 1.25);
}

/** Height of `count` lines of `size`-unit text, from the top of the first line to the bottom of the last. */
export function linesHeight(count: number, size: number): number {
  return count === 0 ? 0 : size + (count - 1) * lineStep(size);
}

type LinesProps = {
  x: number;
  /** Baseline of the first line. */
  y: number;
  lines: readonly string[];
  size?: number;
  /** The size the text inherits (the drawing's); the attribute is only written when `size` differs. */
  inherited?: number;
  bold?: boolean;
  anchor?: "start" | "middle" | "end";
  fill?: string;
};

/** One or more lines of text; only what differs from the defaults is written out. */
export function Lines({ x, y, lines, size = baseFontSize, inherited = baseFontSize, bold = false, anchor, fill }: LinesProps) {
  const step = lineStep(size);
  const attributes = defined({
    fontSize: size === inherited ? undefined : size,
    fontWeight: bold ? 700 : undefined,
    textAnchor: anchor === "start" ? undefined : anchor,
    fill: fill === color.foreground ? undefined : fill,
  });
  return (
    <text x={x} y={y} {...attributes}>
      {lines.length === 1
        ? lines[0]
        : lines.map((line, index) => (
            // The first line starts where the <text> does; the others return to x and move down.
            <tspan key={index} {...defined({ x: index === 0 ? undefined : x, dy: index === 0 ? undefined : step })}>
              {line}
            </tspan>
          ))}
    </text>
  );
}

/** The baseline that vertically centres `count` lines of `size` text on `centerY`. */
export function centredBaseline(centerY: number, count: number, size: number): number {
  return Math.round(centerY - linesHeight(count, size) / 2 + size * 0.8);
}

/** Wraps `text` for a box `width` units wide with `padding` on each side. */
export function fitLines(text: string, width: number, size: number, padding: number, bold = false): string[] {
  return wrapToWidth(text, width - 2 * padding, size, bold);
}

/** An arrow from (x1, y) to (x2, y), pointing towards x2. */
export function HArrow({ x1, x2, y, stroke, width = 3 }: { x1: number; x2: number; y: number; stroke: string; width?: number }) {
  const direction = x2 > x1 ? 1 : -1;
  const head = 10 * direction;
  return (
    <g stroke={stroke} fill={stroke}>
      <path d={`M${x1} ${y}H${x2 - head}`} strokeWidth={width} />
      <path d={`M${x2} ${y}l${-head} -6v12z`} strokeWidth={1} />
    </g>
  );
}

/** An arrow from (x1, y1) to (x2, y2) in any direction, its head at (x2, y2); `dash` draws the shaft dashed. */
export function Arrow({ x1, y1, x2, y2, stroke, width = 2, dash }: { x1: number; y1: number; x2: number; y2: number; stroke: string; width?: number; dash?: string }) {
  const length = Math.hypot(x2 - x1, y2 - y1) || 1;
  const ux = (x2 - x1) / length;
  const uy = (y2 - y1) / length;
  const r = (value: number) => Math.round(value * 10) / 10;
  const baseX = x2 - ux * 10;
  const baseY = y2 - uy * 10;
  return (
    <g stroke={stroke} fill={stroke}>
      <path d={`M${r(x1)} ${r(y1)}L${r(baseX)} ${r(baseY)}`} strokeWidth={width} {...defined({ strokeDasharray: dash })} />
      <path d={`M${r(x2)} ${r(y2)}L${r(baseX - uy * 6)} ${r(baseY + ux * 6)}L${r(baseX + uy * 6)} ${r(baseY - ux * 6)}z`} strokeWidth={1} />
    </g>
  );
}

/** The outline of a five-pointed star centred on (cx, cy), for a `<path d>`. */
export function starPath(cx: number, cy: number, outer: number, inner = outer * 0.45): string {
  const points = Array.from({ length: 10 }, (_, index) => {
    const radius = index % 2 === 0 ? outer : inner;
    const angle = -Math.PI / 2 + (index * Math.PI) / 5;
    return `${Math.round((cx + radius * Math.cos(angle)) * 10) / 10} ${Math.round((cy + radius * Math.sin(angle)) * 10) / 10}`;
  });
  return `M${points.join("L")}z`;
}
