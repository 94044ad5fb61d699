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
  const strip = heights.map((height, index) => `M${index * 10 + 2} 10v-${height}h6v${height}z`).join("");
  return (
    <span className={className ? `video-poster ${className}` : "video-poster"} data-size={size} aria-hidden="true">
      {size === "card" ? (
        <>
          <span className="text-caption font-semibold tracking-wide uppercase">{videoSource(url, source)}</span>
          <span className="mt-1 line-clamp-2 text-small font-semibold text-foreground">{title}</span>
        </>
      ) : null}
      <svg viewBox="0 0 48 48">
        <circle cx="24" cy="24" r="24" fill={color.primary} />
        <path d="M19 14.5v19l15-9.5z" fill={color.onPrimary} />
      </svg>
      <svg viewBox={`0 0 ${heights.length * 10} 10`} preserveAspectRatio="none" fill={color.primary}>
        <path d={strip} />
      </svg>
    </span>
  );
}
