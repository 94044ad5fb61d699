import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * The twenty code points of the live probe: fifteen a production build
 * stored (combining grapheme joiner, Hangul fillers, Khmer inherent vowels,
 * a Mongolian variation selector, variation selectors, braille blank, a
 * musical null notehead, a private-use and an unassigned code point) and the
 * five it already refused (zero-width space and joiner, soft hyphen, word
 * joiner, byte-order mark).
 */
export const invisibleProbe = [
  0x034f, 0x115f, 0x1160, 0x17b4, 0x17b5, 0x180b, 0x3164, 0xfe00, 0xfe0f, 0xffa0, 0x2800, 0xe0100, 0x1d159, 0xe000, 0x0378,
  0x200b, 0x200d, 0x00ad, 0x2060, 0xfeff,
];

const migrations = path.join(process.cwd(), "supabase", "migrations");

/**
 * The bracket expression of the newest email_signups_email_visible check in
 * supabase/migrations, as the database will hold it.
 */
export function databaseInvisibleBracket(): string {
  let bracket = "";
  for (const file of readdirSync(migrations).filter((name) => name.endsWith(".sql")).sort()) {
    const sql = readFileSync(path.join(migrations, file), "utf8");
    for (const match of sql.matchAll(/constraint email_signups_email_visible check \(\s*email !~ '(\[[^']*\])'/g)) bracket = match[1]!;
  }
  if (!bracket) throw new Error("No email_signups_email_visible check in supabase/migrations");
  return bracket;
}

/** The bracket's ranges as code points ([from, to], inclusive), read from its \uXXXX and \UXXXXXXXX escapes. */
export function parseBracket(bracket: string): [number, number][] {
  const body = bracket.slice(1, -1);
  const ranges: [number, number][] = [];
  const escape = /\\u([0-9A-Fa-f]{4})|\\U([0-9A-Fa-f]{8})/y;
  let index = 0;
  const next = () => {
    escape.lastIndex = index;
    const match = escape.exec(body);
    if (!match) throw new Error(`Unexpected text in the bracket at ${index}: ${body.slice(index, index + 20)}`);
    index = escape.lastIndex;
    return Number.parseInt(match[1] ?? match[2]!, 16);
  };
  while (index < body.length) {
    const from = next();
    if (body[index] === "-") {
      index += 1;
      ranges.push([from, next()]);
    } else ranges.push([from, from]);
  }
  return ranges;
}

export const databaseInvisibleRanges = parseBracket(databaseInvisibleBracket());

export function isInDatabaseSet(cp: number): boolean {
  let low = 0;
  let high = databaseInvisibleRanges.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const [from, to] = databaseInvisibleRanges[middle]!;
    if (cp < from) high = middle - 1;
    else if (cp > to) low = middle + 1;
    else return true;
  }
  return false;
}
