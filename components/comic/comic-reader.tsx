"use client";

/**
 * The Ship Happens reader: one panel at a time, Previous/Next, numbered
 * thumbnails, arrow keys and (on touch screens) swipes. It receives the art
 * and the words of each panel; the full transcript is rendered on the server
 * below it.
 */
import Image from "next/image";
import { useCallback, useEffect, useRef, useState } from "react";
import { useEarlyInput } from "@/components/early-input/use-early-input";
import { buttonClasses } from "@/components/ui/button";
import { Icon } from "@/components/ui/icons";
import { useToast } from "@/components/ui/toast";
import { useQueryParam } from "@/components/url/use-query-param";
import { comicKeys } from "@/lib/comic/keys";
import { panelIndexFromParam, panelParam } from "@/lib/comic/panel-param";
import type { DialogueLine } from "@/lib/comic/dialogue";
import { swipeDirection } from "@/lib/comic/swipe";
import { ComicImageError } from "./comic-image-error";
import { ComicBubbles, ComicCaption, ComicLines } from "./comic-lettering";
import { ComicThumbnails } from "./comic-thumbnails";

export type ReaderPanel = { id: number; src: string; alt: string; caption: string; dialogue: readonly DialogueLine[] };
type Props = { panels: readonly ReaderPanel[] };

function isFormField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName);
}

/*
 * The prerendered page shows panel 1 (good for no-JS visitors and LCP); a
 * shared ?panel= is applied once the page runs in the browser, until the
 * reader turns the page.
 */
export function ComicReader({ panels }: Props) {
  const { toast } = useToast();
  const shared = panelIndexFromParam(useQueryParam("panel"), panels.length);
  const [chosen, setChosen] = useState<number | null>(null);
  const index = chosen ?? shared;
  const [failed, setFailed] = useState<ReadonlySet<number>>(() => new Set());
  const prevRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const swipeStart = useRef<{ id: number; x: number; y: number } | null>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const shownIndex = useRef(index);
  const total = panels.length;
  const panel = panels[index];
  const atStart = index === 0;
  const atEnd = index === total - 1;

  const goTo = useCallback((target: number) => {
    setChosen(target);
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

  // A short slide in the reading direction when the panel turns, so a swipe feels like a page; none with reduced motion.
  useEffect(() => {
    const previous = shownIndex.current;
    shownIndex.current = index;
    const el = panelRef.current;
    // Only a turn the reader made slides; opening at a shared panel does not.
    if (chosen === null || previous === index || !el || typeof el.animate !== "function") return;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const from = index > previous ? 28 : -28;
    el.animate([{ transform: `translateX(${from}px)`, opacity: 0.35 }, { transform: "none", opacity: 1 }], { duration: 180, easing: "ease-out" });
  }, [index, chosen]);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey || isFormField(event.target)) return;
      if (event.key !== comicKeys.next && event.key !== comicKeys.previous) return;
      event.preventDefault();
      step(event.key === comicKeys.next ? 1 : -1);
    }
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [step]);
  // Arrow keys pressed before the page was live (kept by the page's EarlyInput script) turn the page now, in order.
  useEarlyInput();

  if (!panel) return null;

  function onImageError(id: number, src: string) {
    setFailed((current) => new Set(current).add(id));
    toast({ title: "Image failed to load", description: "Could not load the comic image. Please check your connection.", variant: "destructive" });
    console.error(`Comic image failed to load: ${src}`);
  }

  const broken = failed.has(panel.id);

  return (
    <section aria-label="Comic reader" className="grid gap-5">
      {/*
        The page-turning bar leads the figure, as on a comic site: it stays at
        one place whatever the caption's length, and the bar, the caption and
        the whole panel fit a laptop's first screen (the column's width is
        capped by the viewport's height, lib/comic/layout.ts). The indicator is
        the figure's caption, set between the buttons.
      */}
      <figure className="grid grid-cols-[auto_minmax(0,1fr)_auto] items-center gap-x-3">
        <figcaption className="col-start-2 row-start-1 text-center text-sm font-semibold" aria-live="polite">
          Panel {index + 1} of {total}
        </figcaption>
        <button
          ref={prevRef}
          type="button"
          disabled={atStart}
          onClick={() => {
            step(-1);
            // The button is about to be disabled: keep keyboard focus nearby.
            if (index - 1 === 0) nextRef.current?.focus();
          }}
          className={`${buttonClasses({ variant: "secondary" })} col-start-1 row-start-1`}
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
          className={`${buttonClasses({ variant: "primary" })} col-start-3 row-start-1`}
        >
          Next
          <Icon name="arrowRight" size={18} />
        </button>
        {/*
          The matte: a themed surround for the art, which is drawn in one warm
          palette for both themes, so on the dark page the cream panel sits in
          a frame instead of glaring straight off the navy. Clipped sideways:
          the panel's slide-in must not widen the page on a phone for a moment.
        */}
        <div className="col-span-3 mt-3 overflow-x-clip rounded-2xl border border-border bg-surface p-2 sm:p-3 dark:bg-surface-raised">
          <ComicCaption text={panel.caption} />
          {/*
            Swipes: one finger or a pen (a mouse drag selects the lettering; two
            fingers are a pinch). pan-y pinch-zoom leaves scrolling and zooming to
            the browser and hands horizontal moves to us. A container, so the
            lettering scales with the panel. Dimmed a little in the dark theme,
            art and bubbles alike.
          */}
          <div
            ref={panelRef}
            className="@container relative aspect-[4/3] max-h-[600px] w-full touch-pan-y touch-pinch-zoom dark:brightness-90"
            onPointerDown={(event) => {
              if (event.pointerType === "mouse") return;
              // A second finger (not the primary pointer) makes it a pinch: no swipe.
              swipeStart.current = event.isPrimary ? { id: event.pointerId, x: event.clientX, y: event.clientY } : null;
            }}
            onPointerUp={(event) => {
              const start = swipeStart.current;
              swipeStart.current = null;
              if (!start || start.id !== event.pointerId) return;
              const direction = swipeDirection(event.clientX - start.x, event.clientY - start.y);
              if (direction) step(direction);
            }}
            onPointerCancel={() => {
              swipeStart.current = null;
            }}
          >
            {broken ? (
              <div className="h-full w-full overflow-hidden rounded-xl">
                <ComicImageError src={panel.src} />
              </div>
            ) : (
              <>
                <Image
                  key={panel.id}
                  src={panel.src}
                  alt={panel.alt}
                  width={800}
                  height={600}
                  unoptimized
                  loading="eager"
                  fetchPriority="high"
                  draggable={false}
                  onError={() => onImageError(panel.id, panel.src)}
                  className="h-full max-h-[600px] w-full object-contain"
                />
                <ComicBubbles lines={panel.dialogue} />
              </>
            )}
          </div>
        </div>
        <ComicLines lines={panel.dialogue} all={broken} className={`col-span-3 mt-3 ${broken ? "" : "md:hidden"}`} />
      </figure>

      {/* The tip for the input the visitor most likely has: keys with a mouse, a swipe on a touch screen. */}
      <p className="text-center text-sm text-muted">
        <span className="pointer-coarse:hidden max-sm:hidden">Tip: the Left and Right arrow keys turn the page too.</span>
        <span className="hidden pointer-coarse:inline">Tip: swipe the panel left or right to turn the page.</span>
      </p>

      <ComicThumbnails panels={panels} current={index} onSelect={goTo} />
    </section>
  );
}
