import type { CSSProperties } from "react";
import { type BubbleTail, type ComicSpeaker, type DialogueLine, comicSpeakers } from "@/lib/comic/dialogue";

/*
 * The comic's words as HTML, so they stay readable on a phone, selectable,
 * translatable and found by search. Wide screens letter them over the art in
 * bubbles; narrow ones list them under it, where 14 px text fits.
 *
 * The bubbles and the caption use fixed colours on purpose: they are part of
 * the panel artwork (public/comic, drawn in one warm palette by
 * scripts/draw-comic.mjs), which looks the same in both themes (the reader
 * dims art and lettering together a little in the dark one). The lettering
 * over the art is sized in container units of the panel (cqw, clamped), so
 * a panel made smaller to fit a short screen keeps its bubbles in place.
 */
const INK = "#2b2622";
const PAPER = "#fffdf8";
export const comicFontClass = "font-[family-name:var(--font-comic)]";

const tailPosition: Record<BubbleTail, string> = { left: "22%", center: "50%", right: "78%" };

/** Each speaker's shirt colour in the art, as a dot beside the name in the list, so a reader matches words to faces. */
const speakerColours: Partial<Record<ComicSpeaker, string[]>> = {
  priya: ["#2f8f89"],
  sam: ["#5b7fb8"],
  marco: ["#e8b04a"],
  gloria: ["#d9604c"],
  lee: ["#6fa96f"],
  samAndMarco: ["#5b7fb8", "#e8b04a"],
};

/** Where a sign's words are written, for the list. */
const signPlace: Partial<Record<ComicSpeaker, string>> = { screen: "On the screen", box: "On the box", notes: "On a sticky note" };

/**
 * The narrator's box above the panel. Not `inline-block`: the design tokens
 * define a `block` spacing, so Tailwind also reads that class as
 * `inline-size: var(--spacing-block)` and the box collapsed to a sliver.
 */
export function ComicCaption({ text }: { text: string }) {
  return (
    <p
      className={`${comicFontClass} mb-2 block w-fit max-w-full rounded-md border-2 px-3 py-0.5 text-lg leading-snug dark:brightness-90`}
      style={{ borderColor: INK, background: "#f7d66b", color: INK }}
    >
      <span className="sr-only">Caption: </span>
      {text}
    </p>
  );
}

/** Speech bubbles and signs placed over the art: from the md breakpoint, and big signs at every width. */
export function ComicBubbles({ lines }: { lines: readonly DialogueLine[] }) {
  return (
    <div className="pointer-events-none absolute inset-0">
      {lines.map((line, i) => {
        const place: CSSProperties = { left: `${line.at.x}%`, top: `${line.at.y}%`, width: `${line.at.w}%` };
        if (line.kind === "sign") {
          const screen = line.speaker === "screen";
          return (
            <p
              key={i}
              className={`${comicFontClass} pointer-events-auto absolute -translate-x-1/2 -translate-y-1/2 text-center select-text ${line.big ? "" : "hidden md:block"} ${screen ? "text-[length:clamp(1.5rem,4.9cqw,2.25rem)] tracking-wider" : "text-[length:clamp(14px,2.5cqw,18px)] leading-snug"}`}
              style={{ ...place, color: screen ? "#ffffff" : INK }}
            >
              <span className="sr-only">{comicSpeakers[line.speaker]}: </span>
              {line.text}
            </p>
          );
        }
        return (
          <p
            key={i}
            className={`${comicFontClass} pointer-events-auto absolute hidden -translate-x-1/2 rounded-[1.1em] md:block border-2 px-[0.63em] py-[0.32em] text-center text-[length:clamp(14px,2.6cqw,19px)] leading-[1.15] select-text`}
            style={{ ...place, borderColor: INK, background: PAPER, color: INK }}
          >
            <span className="sr-only">{comicSpeakers[line.speaker]}: </span>
            {line.text}
            {/* The tail: a rotated square whose two visible edges continue the bubble's border. */}
            <span
              aria-hidden="true"
              className="absolute -bottom-[9px] size-4 -translate-x-1/2 rotate-45 border-r-2 border-b-2"
              style={{ left: tailPosition[line.tail ?? "center"], borderColor: INK, background: PAPER }}
            />
          </p>
        );
      })}
    </div>
  );
}

/**
 * The same lines as a list beside the art: on narrow screens, and whenever the
 * image failed (`all`: then the big signs are listed too, as the art is gone).
 */
export function ComicLines({ lines, all = false, className = "" }: { lines: readonly DialogueLine[]; all?: boolean; className?: string }) {
  return (
    <ol className={`grid gap-2 ${className}`}>
      {lines.filter((line) => all || !line.big).map((line, i) => (
        <li key={i} className="rounded-xl border border-border bg-surface-raised px-3 py-2">
          <span className="flex items-center gap-1.5 text-xs font-bold tracking-wide text-muted uppercase">
            {(speakerColours[line.speaker] ?? []).map((colour) => (
              <span key={colour} aria-hidden="true" className="size-2.5 rounded-full border border-border" style={{ background: colour }} />
            ))}
            {line.kind === "sign" ? (signPlace[line.speaker] ?? comicSpeakers[line.speaker]) : comicSpeakers[line.speaker]}
          </span>
          <span className={`${comicFontClass} block text-[19px] leading-snug text-foreground`}>{line.text}</span>
        </li>
      ))}
    </ol>
  );
}
