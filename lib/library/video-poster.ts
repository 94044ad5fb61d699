/**
 * What a generated video poster shows (components/library/video-poster.tsx)
 * for a listed video that has no thumbnail of its own: a composition of soft
 * discs and rings and a strip of bars, all drawn from the title, so no two
 * posters on a page look alike and each looks the same on every build; on a
 * card, a title card over it (where the talk was given and who gives it), as
 * a talk's own thumbnail has. Pure, so it is tested without rendering
 * (tests/unit/library/video-poster.test.ts).
 */

/** Video hosts by the name their viewers know them by; any other site is named by its address. */
const hostNames: Record<string, string> = {
  "youtube.com": "YouTube",
  "youtu.be": "YouTube",
  "ted.com": "TED",
  "vimeo.com": "Vimeo",
  "mindtheproduct.com": "Mind the Product",
};

/** Where a video is hosted, for the line above a reading-list row: the publisher the content names, else the host. */
export function videoSource(url: string, source?: string): string {
  if (source?.trim()) return source.trim();
  let host: string;
  try {
    host = new URL(url).hostname.replace(/^www\./, "");
  } catch {
    return "Video";
  }
  return hostNames[host] ?? host;
}

/** A fixed stream of numbers per title (FNV-1a seeded xorshift): the same poster on every build. */
function* seeded(title: string): Generator<number, never> {
  let seed = 0x811c9dc5;
  for (let i = 0; i < title.length; i++) seed = Math.imul(seed ^ title.charCodeAt(i), 0x01000193) >>> 0;
  if (seed === 0) seed = 1;
  for (;;) {
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    seed >>>= 0;
    yield seed;
  }
}

/** A whole number from min to max inclusive, from the next value of a stream. */
function between(stream: Generator<number, never>, min: number, max: number): number {
  return min + (stream.next().value % (max - min + 1));
}

/** How many colour tones a poster's screen may take (video-poster.css, data-tone). */
export const posterTones = 4;

/**
 * The poster's screen colour, one of `posterTones`, fixed per title: three talks in the site's one indigo, told
 * apart only by the speaker's name, read as one template repeated.
 */
export function posterTone(title: string): number {
  let sum = 0;
  for (let i = 0; i < title.length; i++) sum = (sum * 31 + title.charCodeAt(i)) >>> 0;
  return sum % posterTones;
}

/** How many bars the poster's strip has. */
export const stripBars = 20;

/** Bar heights from 3 to 10 (units of a strip 10 high), a fixed sequence per title. */
export function stripHeights(title: string, count = stripBars): number[] {
  const stream = seeded(title);
  return Array.from({ length: count }, () => between(stream, 3, 10));
}

/** The poster's drawing area (SVG units); the poster is cut to its box from the centre. */
export const posterBox = { width: 320, height: 128 } as const;

export type PosterDisc = { cx: number; cy: number; r: number; opacity: number };
export type PosterRing = { cx: number; cy: number; r: number };

/**
 * Three soft discs, one in each third of the width so the composition is
 * spread rather than clumped, and two thin rings: sizes, heights and strengths
 * drawn from the title. Opacities stay low (0.08 to 0.2) so the play button,
 * drawn over them, is always the strongest mark.
 */
export function posterShapes(title: string): { discs: PosterDisc[]; rings: PosterRing[] } {
  const stream = seeded(`poster:${title}`);
  const third = posterBox.width / 3;
  const discs = [0, 1, 2].map((slot) => ({
    cx: Math.round(slot * third + between(stream, 10, third - 10)),
    cy: between(stream, 0, posterBox.height),
    r: between(stream, 36, 96),
    opacity: between(stream, 8, 20) / 100,
  }));
  const rings = [0, 1].map(() => ({
    cx: between(stream, 20, posterBox.width - 20),
    cy: between(stream, 16, posterBox.height - 16),
    r: between(stream, 10, 34),
  }));
  return { discs, rings };
}
