import localFont from "next/font/local";

/**
 * The site's one web font: Geist, cut down to Latin and weights 400-800 by
 * `npm run fonts:subset` (23 KiB instead of 69 KiB, see scripts/subset-font.mjs).
 * Preloaded, with font-display: optional: if the font is not there within a
 * moment of first paint (a slow phone's first visit) the page keeps the
 * metric-matched fallback instead of swapping, so nothing shifts; the next
 * page load finds it cached. With swap, its arrival moved the header's icons
 * by a fraction of a pixel (a non-zero CLS on long pages).
 */
export const geistSans = localFont({
  src: "./fonts/geist-latin.woff2",
  variable: "--font-geist-sans",
  weight: "400 800",
  display: "optional",
});
