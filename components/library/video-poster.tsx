import { color } from "@/components/diagrams/svg";
import { stripHeights, videoSource } from "@/lib/library/video-poster";
import "./video-poster.css";

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
          <b>{title}</b>
        </>
      ) : null}
      <svg viewBox="0 0 48 48">
        <circle cx="24" cy="24" r="24" fill={color.primary} />
        <path d="M19 14.5v19l15-9.5z" fill={color.onPrimary} />
      </svg>
      <svg viewBox={`0 0 ${heights.length * 10} 10`} preserveAspectRatio="none" stroke={color.primary} strokeWidth="6">
        <path d={strip} />
      </svg>
    </span>
  );
}
