#!/usr/bin/env node
// @ts-check
/**
 * Prints the code points a newsletter address may not hold, as the bracket
 * expression of a Postgres regular expression, from this Node's Unicode data:
 * the same set as the app's INVISIBLE_CHARACTERS (lib/newsletter/validation.ts),
 * which a JavaScript engine knows by property name but Postgres does not.
 *
 *   node scripts/invisible-ranges.mjs          # the bracket expression
 *   node scripts/invisible-ranges.mjs --count  # how many ranges and code points
 *
 * Run it again (and put the output in a new migration) when Node's Unicode
 * version moves on; tests/unit/backend/newsletter-db.test.ts compares the
 * database's set with the app's code point by code point.
 */

/** Keep in step with INVISIBLE_CHARACTERS in lib/newsletter/validation.ts. */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}\p{Cn}\p{Co}\p{Cs}\u2800\u{1D159}\uFFFC\uFFFD]/u;

/** @returns {[number, number][]} */
export function invisibleRanges() {
  /** @type {[number, number][]} */
  const ranges = [];
  // From U+0001: Postgres text cannot hold NUL, nor the surrogates (skipped below).
  for (let cp = 1; cp <= 0x10ffff; cp++) {
    if (cp >= 0xd800 && cp <= 0xdfff) continue;
    if (!INVISIBLE.test(String.fromCodePoint(cp))) continue;
    const last = ranges.at(-1);
    if (last && last[1] === cp - 1) last[1] = cp;
    else ranges.push([cp, cp]);
  }
  return ranges;
}

/** @param {number} cp */
function escape(cp) {
  const hex = cp.toString(16).toUpperCase();
  return cp <= 0xffff ? `\\u${hex.padStart(4, "0")}` : `\\U${hex.padStart(8, "0")}`;
}

/** @param {[number, number][]} ranges */
export function postgresBracket(ranges) {
  return `[${ranges.map(([from, to]) => (from === to ? escape(from) : `${escape(from)}-${escape(to)}`)).join("")}]`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const ranges = invisibleRanges();
  if (process.argv.includes("--count")) {
    const points = ranges.reduce((sum, [from, to]) => sum + to - from + 1, 0);
    console.log(`Unicode ${process.versions.unicode}: ${ranges.length} ranges, ${points} code points`);
  } else {
    console.log(postgresBracket(ranges));
  }
}
