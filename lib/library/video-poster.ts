/**
 * What a generated video poster shows (components/library/video-poster.tsx)
 * for a listed video that has no thumbnail of its own: who published it and a
 * strip of bars drawn from its title, so no two posters on a page look alike.
 * Pure, so it is tested without rendering (tests/unit/library/video-poster.test.ts).
 */

/** Video hosts by the name their viewers know them by; any other site is named by its address. */
const hostNames: Record<string, string> = {
  "youtube.com": "YouTube",
  "youtu.be": "YouTube",
  "ted.com": "TED",
  "vimeo.com": "Vimeo",
  "mindtheproduct.com": "Mind the Product",
};

/** The poster's source line: the publisher the content names, else the video's host. */
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

/** How many bars the poster's strip has. */
export const stripBars = 20;

/**
 * Bar heights from 3 to 10 (units of the poster's 180-unit height over 10),
 * a fixed sequence per title (FNV-1a seeded xorshift), so a poster looks the
 * same on every build and differs from its neighbours.
 */
export function stripHeights(title: string, count = stripBars): number[] {
  let seed = 0x811c9dc5;
  for (let i = 0; i < title.length; i++) seed = Math.imul(seed ^ title.charCodeAt(i), 0x01000193) >>> 0;
  const heights: number[] = [];
  for (let i = 0; i < count; i++) {
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    seed >>>= 0;
    heights.push(3 + (seed % 8));
  }
  return heights;
}
