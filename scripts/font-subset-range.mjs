// @ts-check
/**
 * The characters and weights kept in the site's font subset
 * (scripts/subset-font.mjs). Shared with the test that checks the content
 * uses no character outside it.
 */
const range = (/** @type {number} */ from, /** @type {number} */ to) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

export const FONT_CODE_POINTS = [
  ...range(0x20, 0x7e), // Basic Latin
  ...range(0xa0, 0xff), // Latin-1: accents, £, ×, ·, non-breaking space
  0x0152, 0x0153, // Œ œ
  0x2009, 0x200a, 0x2011, 0x2012, 0x2013, 0x2014, // thin spaces, non-breaking hyphen, dashes
  0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2026, 0x2032, 0x2033, 0x202f, // quotes, bullet, ellipsis, primes
  0x2039, 0x203a, // ‹ › (breadcrumb separators)
  0x20ac, 0x2122, // € ™
  0x2190, 0x2191, 0x2192, 0x2193, 0x2194, // arrows
  0x2212, 0x2248, 0x2260, 0x2264, 0x2265, // − ≈ ≠ ≤ ≥
];

/** Tailwind's font-normal (400) to font-extrabold (800). */
export const FONT_WEIGHTS = { min: 400, max: 800 };
