import { color } from "@/components/diagrams/svg";
import { posterBox, posterShapes, posterTone, stripHeights } from "@/lib/library/video-poster";
import "./video-poster.css";

type VideoPosterProps = {
  /** Seeds the drawing, so each video's poster differs from its neighbours'. */
  title: string;
  /**
   * "card": across the top of a resource card, at its full width (16:9);
   * "thumb": a small 16:9 thumbnail beside a row of a reading list.
   */
  size?: "card" | "thumb";
  /** Placement from the caller (a margin, shrink-0). */
  className?: string;
  /** Who gives the talk: a card's poster then carries a title card (their name, large). */
  speaker?: string | undefined;
  /** Where the talk was given or is hosted ("TED"), tagged above the speaker's name. */
  venue?: string | undefined;
};

/**
 * A poster for a listed video that has no thumbnail: drawn here, not fetched
 * (no request leaves the site), in the theme's colours, like a paused player.
 * On a card with a speaker it is also the talk's title card, as a conference
 * video's thumbnail is: the venue and the speaker's name, large, the play
 * button beside them (a review read the bare drawing, the same on every talk,
 * as a placeholder; then an initials disc as a stand-in avatar, and the
 * title, cut to two lines, as a stand-in for a real frame: the title is the
 * card's own heading beside it). A reading list's small thumbnail has no
 * room for words. Decorative: the card's own text names the video, so the poster is
 * hidden from assistive technology.
 */
export function VideoPoster({ title, size = "card", className, speaker, venue }: VideoPosterProps) {
  const titled = size === "card" && speaker !== undefined;
  const heights = stripHeights(title);
  const { discs, rings } = posterShapes(title);
  // One stroked path, a vertical line per bar: the strip is a few bytes a bar.
  const strip = heights.map((height, index) => `M${index * 10 + 5} 10V${10 - height}`).join("");
  return (
    <span className={className ? `video-poster ${className}` : "video-poster"} data-size={size} data-tone={posterTone(title)} data-titled={titled ? "" : undefined} aria-hidden="true">
      <svg viewBox={`0 0 ${posterBox.width} ${posterBox.height}`} preserveAspectRatio="xMidYMid slice">
        {discs.map((disc, index) => (
          <circle key={`d${index}`} cx={disc.cx} cy={disc.cy} r={disc.r} fill="currentColor" fillOpacity={disc.opacity} />
        ))}
        {rings.map((ring, index) => (
          <circle key={`r${index}`} cx={ring.cx} cy={ring.cy} r={ring.r} fill="none" stroke="currentColor" strokeOpacity="0.3" strokeWidth="2" />
        ))}
      </svg>
      <svg viewBox="0 0 48 48">
        <circle cx="24" cy="24" r="24" fill={color.onPrimary} />
        <path d="M19 14.5v19l15-9.5z" fill={color.primary} />
      </svg>
      <svg viewBox={`0 0 ${heights.length * 10} 10`} preserveAspectRatio="none" stroke="currentColor" strokeWidth="6">
        <path d={strip} />
      </svg>
      {titled ? (
        <span className="video-poster-card">
          {venue ? <span>{venue}</span> : null}
          <strong>{speaker}</strong>
        </span>
      ) : null}
    </span>
  );
}
