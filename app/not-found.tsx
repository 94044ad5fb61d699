import type { Metadata } from "next";
import { buttonClasses } from "@/components/ui/button";
import { ErrorScreen } from "@/components/errors/error-screen";
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

/** The product's not-found text and way home, then a search box and five places to start instead of a dead end. */
export default function NotFound() {
  return (
    <ErrorScreen code="404" title="Page Not Found">
      {/* The whole page (header and footer too) takes its font from this variable: point it at the swapping face. */}
      <style>{`html:root{--font-geist-sans:${geistSansSwap.style.fontFamily}}`}</style>
      <LogNotFound />
      <p className="mt-4 text-muted">
        We couldn&apos;t find the page you&apos;re looking for. The page might have been moved, deleted, or doesn&apos;t exist.
      </p>
      <a href="/" className={`${buttonClasses({ size: "lg" })} mt-8`}>
        Return to Home
      </a>
      <div className="mt-12 w-full border-t border-border pt-8 text-left">
        <h2 className="text-lg font-semibold">Search for it</h2>
        <div className="mt-3">
          <SearchForm id="not-found-search" />
        </div>
        <h2 className="mt-10 text-lg font-semibold">Or start here</h2>
        <div className="mt-3">
          <StartingPoints variant="rows" />
        </div>
      </div>
    </ErrorScreen>
  );
}
