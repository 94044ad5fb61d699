"use client";

import Image from "next/image";
import { useState } from "react";
// What a thumbnail needs of a panel; spelled out rather than imported from comic-reader.tsx, which imports this file.
type ThumbnailPanel = { id: number; src: string };

type Props = { panels: readonly ThumbnailPanel[]; current: number; onSelect: (index: number) => void };

/** Numbered thumbnail buttons; a thumbnail image that fails is hidden silently (the main panel reports errors). */
export function ComicThumbnails({ panels, current, onSelect }: Props) {
  const [hidden, setHidden] = useState<ReadonlySet<number>>(() => new Set());

  return (
    // As wide as the panel above (the comic's column): across the page's full width, the strip made the panel look narrow.
    <nav aria-label="Comic panels" className="w-full">
      <ol className="grid grid-cols-4 gap-2 sm:grid-cols-8">
        {panels.map((p, i) => (
          <li key={p.id}>
            <button
              type="button"
              aria-label={`Go to panel ${i + 1}`}
              aria-current={i === current ? "true" : undefined}
              onClick={() => onSelect(i)}
              className={`relative block w-full overflow-hidden rounded-lg border-2 bg-surface-raised focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary ${
                i === current ? "border-primary" : "border-border hover:border-muted"
              }`}
            >
              <span className="block aspect-[4/3] w-full bg-white">
                {hidden.has(p.id) ? null : (
                  <Image
                    src={p.src}
                    alt=""
                    width={160}
                    height={120}
                    unoptimized
                    onError={() => setHidden((s) => new Set(s).add(p.id))}
                    className="h-full w-full object-cover dark:brightness-90"
                  />
                )}
              </span>
              <span
                className={`absolute bottom-1 left-1 rounded px-1.5 text-xs font-bold ${
                  i === current ? "bg-primary text-primary-foreground" : "bg-surface-raised text-foreground"
                }`}
              >
                {i + 1}
              </span>
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}
