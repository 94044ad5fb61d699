import localFont from "next/font/local";

/**
 * The comic's lettering: Patrick Hand (Patrick Wagesreiter, SIL Open Font
 * License 1.1, app/fonts/patrick-hand-LICENSE.txt), the Latin woff2 from
 * @fontsource/patrick-hand copied into app/fonts like the site's body font.
 * Declared here, imported only by the /ship-happens page, so no other page
 * preloads it. `swap` rather than the body font's `optional`: lettering in a
 * plain fallback is what the comic is not; the bubbles are absolutely placed,
 * so the swap moves nothing around them.
 */
export const comicFont = localFont({
  src: "../../fonts/patrick-hand-latin.woff2",
  variable: "--font-comic",
  weight: "400",
  display: "swap",
  fallback: ["Comic Sans MS", "Chalkboard SE", "cursive"],
});
