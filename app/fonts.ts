import localFont from "next/font/local";

/**
 * The site's one web font: Geist, cut down to Latin and weights 400-800 by
 * `npm run fonts:subset` (23 KiB instead of 69 KiB, see scripts/subset-font.mjs).
 * Preloaded, with font-display: swap and next/font's metric-matched fallback,
 * so text paints at once and does not move when the font arrives.
 */
export const geistSans = localFont({
  src: "./fonts/geist-latin.woff2",
  variable: "--font-geist-sans",
  weight: "400 800",
});
