#!/usr/bin/env node
// @ts-check
/**
 * `npm run fonts:subset`: writes app/fonts/geist-latin.woff2, the site's only
 * web font, from the geist package's variable font.
 *
 * Why: the full Geist variable font is 69 KiB and GeistMono another 71 KiB;
 * both were preloaded on every page, and on a phone on slow 4G those 140 KiB
 * competed with the HTML for the first paint. The site is written
 * in English, so the subset keeps Basic Latin, Latin-1 and the typographic
 * punctuation the content uses, and the weights the site uses (400-800):
 * 23 KiB. A character outside the subset falls back to the system font for
 * that character only; tests/unit/shell/font-subset.test.ts checks the content
 * uses none. The code font is the system's monospace.
 *
 * Geist is under the SIL Open Font License 1.1 (no reserved font name), which
 * allows modified versions such as this subset; app/fonts/LICENSE.txt is its
 * licence. Run this again after upgrading geist or adding characters.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import subsetFont from "subset-font";
import { FONT_CODE_POINTS, FONT_WEIGHTS } from "./font-subset-range.mjs";

const require = createRequire(import.meta.url);
// geist exports no package.json; its font module sits in dist/, next to fonts/.
const geistDir = path.resolve(path.dirname(require.resolve("geist/font/sans")), "..");
const source = readFileSync(path.join(geistDir, "dist/fonts/geist-sans/Geist-Variable.woff2"));
const text = String.fromCodePoint(...FONT_CODE_POINTS);
const subset = await subsetFont(source, text, { targetFormat: "woff2", variationAxes: { wght: FONT_WEIGHTS } });
writeFileSync("app/fonts/geist-latin.woff2", subset);
writeFileSync("app/fonts/LICENSE.txt", readFileSync(path.join(geistDir, "LICENSE.txt")));
console.log(`app/fonts/geist-latin.woff2: ${(subset.length / 1024).toFixed(1)} KiB (from ${(source.length / 1024).toFixed(1)} KiB)`);
