import { color } from "@/components/diagrams/svg";
import { stripHeights, videoSource } from "@/lib/library/video-poster";
import { truncateAtWord } from "@/lib/text/teaser";
import "./video-poster.css";

/** Characters of the title on a card's poster: three lines at its narrowest (a card three to a row). */
const POSTER_TITLE_CHARS = 54;

type VideoPosterProps = {
  title: string;
  url: string;
  /** Who published it, when the content names them; otherwise the poster names the host. */
  source?: string;
  /**
   * "card": the banner at the top of a resource card, with the title and source;
   * "thumb": a 16:9 thumbnail beside a row of a reading list (play symbol and strip only: the row says the rest).
   */
  size?: "card" | "thumb";
  /** Placement from the caller (a margin, shrink-0). */
  className?: string;
};

/**
 * A poster for a listed video that has no thumbnail: drawn here, not fetched
 * (no request leaves the site), in the theme's colours. Decorative: the
 * link beside it names the video, so it is hidden from assistive technology.
 */
export function VideoPoster({ title, url, source, size = "card", className }: VideoPosterProps) {
  const heights = stripHeights(title);
  // One stroked path, a vertical line per bar: the strip is a few bytes a bar.
  const strip = heights.map((height, index) => `M${index * 10 + 5} 10V${10 - height}`).join("");
  return (
    <span className={className ? `video-poster ${className}` : "video-poster"} data-size={size} aria-hidden="true">
      {size === "card" ? (
        <>
          <i>{videoSource(url, source)}</i>
          {/* Cut at a word in code: three lines of the narrowest card's poster hold about this much. */}
          <b>{truncateAtWord(title, POSTER_TITLE_CHARS)}</b>
        </>
      ) : null}
      <svg viewBox="0 0 48 48">
        <circle cx="24" cy="24" r="24" fill={color.onPrimary} />
        <path d="M19 14.5v19l15-9.5z" fill={color.primary} />
      </svg>
      <svg viewBox={`0 0 ${heights.length * 10} 10`} preserveAspectRatio="none" stroke={color.onPrimary} strokeWidth="6">
        <path d={strip} />
      </svg>
    </span>
  );
}
