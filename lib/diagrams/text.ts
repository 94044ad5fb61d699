/**
 * Line wrapping for SVG labels. SVG text does not wrap, so each diagram
 * breaks its labels into lines that fit the box they sit in. Widths are
 * estimated from the font size: an average glyph of the site's sans-serif
 * (Geist) is a little over half an em wide; the factors below are generous so
 * a wrapped line fits with room to spare.
 */
const averageGlyphWidth = { regular: 0.52, bold: 0.58 } as const;

/** How many characters of running text fit in `width` units at `fontSize`. */
export function charsThatFit(width: number, fontSize: number, bold = false): number {
  return Math.max(1, Math.floor(width / (fontSize * averageGlyphWidth[bold ? "bold" : "regular"])));
}

/**
 * Greedy word wrap: as many whole words per line as fit in `maxChars`. A word
 * longer than a line keeps a line of its own rather than being split.
 */
export function wrapText(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line === "") line = word;
    else if (line.length + 1 + word.length <= maxChars) line = `${line} ${word}`;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line !== "") lines.push(line);
  return lines;
}

/** Wraps `text` to fit a box `width` units wide at `fontSize`. */
export function wrapToWidth(text: string, width: number, fontSize: number, bold = false): string[] {
  return wrapText(text, charsThatFit(width, fontSize, bold));
}
