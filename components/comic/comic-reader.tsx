"use client";

/**
 * The Ship Happens reader: one panel at a time, Previous/Next, numbered
 * thumbnails and arrow keys. It receives only `{ id, src, alt }` per panel;
 * the transcript is rendered on the server below it.
 */
import Image from "next/image";
import { useSearchParams } from "next/navigation";
import { Suspense, useCallback, useEffect, useRef, useState } from "react";
import { buttonClasses } from "@/components/ui/button";
import { Icon } from "@/components/ui/icons";
import { useToast } from "@/components/ui/toast";
import { panelIndexFromParam, panelParam } from "@/lib/comic/panel-param";
import { ComicImageError } from "./comic-image-error";
import { ComicThumbnails } from "./comic-thumbnails";

export type ReaderPanel = { id: number; src: string; alt: string };
type Props = { panels: readonly ReaderPanel[] };

/*
 * ?panel= is read with useSearchParams inside Suspense so the page stays
 * static: the prerendered HTML holds the fallback (panel 1, good for no-JS
 * visitors and LCP) and a shared panel number is applied in the browser.
 */
export function ComicReader({ panels }: Props) {
  return (
    <Suspense fallback={<Reader panels={panels} initialIndex={0} />}>
      <ReaderFromUrl panels={panels} />
    </Suspense>
  );
}

function ReaderFromUrl({ panels }: Props) {
  const initialIndex = panelIndexFromParam(useSearchParams()?.get("panel"), panels.length);
  return <Reader panels={panels} initialIndex={initialIndex} />;
}

function isFormField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName);
}

function Reader({ panels, initialIndex }: Props & { initialIndex: number }) {
  const { toast } = useToast();
  const [index, setIndex] = useState(initialIndex);
  const [failed, setFailed] = useState<ReadonlySet<number>>(() => new Set());
  const prevRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const total = panels.length;
  const panel = panels[index];
  const atStart = index === 0;
  const atEnd = index === total - 1;

  const goTo = useCallback((target: number) => {
    setIndex(target);
    // Shareable panel number without a navigation (the page stays static).
    const url = new URL(window.location.href);
    url.searchParams.set("panel", panelParam(target));
    window.history.replaceState(null, "", url);
  }, []);

  const step = useCallback(
    (delta: 1 | -1) => {
      const target = index + delta;
      if (target >= total) toast({ title: "End reached", description: "You've reached the end of the comic." });
      else if (target < 0) toast({ title: "Start reached", description: "You're at the beginning of the comic." });
      else goTo(target);
    },
    [index, total, goTo, toast],
  );

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey || isFormField(event.target)) return;
      if (event.key !== "ArrowRight" && event.key !== "ArrowLeft") return;
      event.preventDefault();
      step(event.key === "ArrowRight" ? 1 : -1);
    }
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [step]);

  if (!panel) return null;

  function onImageError(id: number, src: string) {
    setFailed((current) => new Set(current).add(id));
    toast({ title: "Image failed to load", description: "Could not load the comic image. Please check your connection.", variant: "destructive" });
    console.error(`Comic image failed to load: ${src}`);
  }

  return (
    <section aria-label="Comic reader" className="grid gap-5">
      {/* Capped by the viewport too, so the panel and its buttons fit on a laptop screen together. */}
      <figure className="mx-auto w-full max-w-[min(800px,93vh)]">
        <div className="aspect-[4/3] max-h-[600px] w-full overflow-hidden rounded-xl border border-border bg-white shadow-sm">
          {failed.has(panel.id) ? (
            <ComicImageError src={panel.src} />
          ) : (
            <Image
              key={panel.id}
              src={panel.src}
              alt={panel.alt}
              width={800}
              height={600}
              unoptimized
              loading="eager"
              fetchPriority="high"
              onError={() => onImageError(panel.id, panel.src)}
              className="h-full max-h-[600px] w-full object-contain"
            />
          )}
        </div>
        <figcaption className="mt-3 text-center text-sm font-semibold" aria-live="polite">
          Panel {index + 1} of {total}
        </figcaption>
      </figure>

      <div className="flex items-center justify-center gap-3">
        <button
          ref={prevRef}
          type="button"
          disabled={atStart}
          onClick={() => {
            step(-1);
            // The button is about to be disabled: keep keyboard focus nearby.
            if (index - 1 === 0) nextRef.current?.focus();
          }}
          className={buttonClasses({ variant: "secondary" })}
        >
          <Icon name="arrowLeft" size={18} />
          Previous
        </button>
        <button
          ref={nextRef}
          type="button"
          disabled={atEnd}
          onClick={() => {
            step(1);
            if (index + 1 === total - 1) prevRef.current?.focus();
          }}
          className={buttonClasses({ variant: "primary" })}
        >
          Next
          <Icon name="arrowRight" size={18} />
        </button>
      </div>
      <p className="text-center text-sm text-muted">Tip: the Left and Right arrow keys turn the page too.</p>

      <ComicThumbnails panels={panels} current={index} onSelect={goTo} />
    </section>
  );
}
