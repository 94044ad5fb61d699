import type { Metadata } from "next";
import type { ReactNode } from "react";
import { buttonClasses } from "@/components/ui/button";
import { LostTrail } from "@/components/errors/lost-trail";
import { LogNotFound } from "@/components/errors/log-not-found";
import { SearchForm } from "@/components/search/search-form";
import { StartingPoints } from "@/components/layout/starting-points";
import localFont from "next/font/local";

export const metadata: Metadata = {
  title: "Page Not Found",
  robots: { index: false },
};

/**
 * The site's font file again, with font-display: swap, for this page only.
 * Next preloads a font only for the page modules its font manifest names, and
 * it looks this page up under another name than it stores it (app/not-found
 * vs app/_not-found/page), so the not-found page gets no preload, and the
 * site's `optional` font then kept the fallback for the whole visit. Here the
 * font swaps in when it arrives: a page read once, with no layout-shift budget.
 */
const geistSansSwap = localFont({ src: "./fonts/geist-latin.woff2", weight: "400 800", display: "swap", preload: false });

/** One of the page's two ways on (search, or a starting point), under its heading. */
function WayOn({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="min-w-0">
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/**
 * The product's not-found text and way home, with a picture beside them, then
 * a search box and five places to start instead of a dead end. Left-aligned
 * on the site's width like every other page (a centred 540 px column broke
 * the left edge the breadcrumb and titles keep elsewhere).
 */
export default function NotFound() {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
      {/* The whole page (header and footer too) takes its font from this variable: point it at the swapping face. */}
      <style>{`html:root{--font-geist-sans:${geistSansSwap.style.fontFamily}}`}</style>
      <LogNotFound />
      <div className="grid items-center gap-10 sm:grid-cols-[minmax(0,1fr)_14rem] lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div>
          <p className="text-6xl font-extrabold text-primary">404</p>
          <h1 className="mt-4 text-3xl font-bold tracking-tight">Page Not Found</h1>
          <p className="mt-4 max-w-xl text-muted">
            We couldn&apos;t find the page you&apos;re looking for. The page might have been moved, deleted, or doesn&apos;t exist.
          </p>
          <a href="/" className={`${buttonClasses({ size: "lg" })} mt-8`}>
            Return to Home
          </a>
        </div>
        <LostTrail className="hidden w-full sm:block" />
      </div>
      <div className="mt-12 grid gap-10 border-t border-border pt-8 lg:grid-cols-2 lg:gap-12">
        <WayOn id="not-found-search" title="Search for it">
          <SearchForm id="not-found-search" />
        </WayOn>
        <WayOn id="not-found-start" title="Or start here">
          <StartingPoints variant="rows" />
        </WayOn>
      </div>
    </div>
  );
}
