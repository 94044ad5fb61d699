"use client";

import { useState } from "react";

type VideoFacadeProps = { youtubeId: string; title: string; thumbnail: string };

/**
 * Click-to-load YouTube embed. Until the visitor asks for the video, the page
 * shows a poster served from this site, so no request reaches YouTube (speed
 * and privacy). The 16:9 box is the same before and after, so nothing shifts.
 */
export function VideoFacade({ youtubeId, title, thumbnail }: VideoFacadeProps) {
  const [playing, setPlaying] = useState(false);

  return (
    <div className="relative aspect-video w-full overflow-hidden rounded-xl border border-border bg-surface">
      {playing ? (
        <iframe
          className="absolute inset-0 h-full w-full"
          src={`https://www.youtube-nocookie.com/embed/${youtubeId}?autoplay=1`}
          title={title}
          allow="accelerometer; autoplay; encrypted-media; picture-in-picture"
          allowFullScreen
          loading="lazy"
        />
      ) : (
        <button
          type="button"
          onClick={() => setPlaying(true)}
          aria-label={`Play video: ${title}`}
          className="group absolute inset-0 h-full w-full cursor-pointer focus-visible:outline-2 focus-visible:outline-offset-[-4px] focus-visible:outline-primary"
        >
          {/* A plain img: the poster is a small local SVG (with its own play symbol) that needs no optimisation. */}
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img src={thumbnail} alt="" className="h-full w-full object-cover transition-opacity group-hover:opacity-90" />
        </button>
      )}
    </div>
  );
}
