/**
 * Card thumbnails for framework pages that draw their diagram (the cards on
 * /frameworks show a picture file, `imageSrc`, as the spec's card has one).
 * The thumbnail is the page's own drawing, rendered to markup, with each
 * theme variable replaced by its light-theme colour and centred on a
 * 640 × 400 canvas like the other card pictures. A unit test keeps the files
 * in public/frameworks/ equal to what this produces from the components.
 */
export const thumbnailSize = { width: 640, height: 400, margin: 20 } as const;

/** The custom properties declared in the `:root { … }` block of a stylesheet. */
export function rootColours(css: string): Record<string, string> {
  const block = css.match(/:root\s*\{([^}]*)\}/)?.[1] ?? "";
  const colours: Record<string, string> = {};
  for (const [, name, value] of block.matchAll(/--([a-z0-9-]+)\s*:\s*([^;]+);/gi)) colours[name!] = value!.trim();
  return colours;
}

/** Replaces every `var(--name)` with the colour it has in `colours`; an unknown name is an error. */
export function resolveColours(markup: string, colours: Record<string, string>): string {
  return markup.replace(/var\(--([a-z0-9-]+)\)/gi, (_match, name: string) => {
    const value = colours[name];
    if (!value) throw new Error(`No colour for --${name}`);
    return value;
  });
}

/**
 * Turns a rendered diagram (`<svg …>…</svg>` from components/diagrams) into a
 * standalone thumbnail file: the drawing scaled to fit the canvas, on the
 * surface colour, with its title kept and its page-only attributes dropped.
 */
export function diagramThumbnail(svgMarkup: string, colours: Record<string, string>): string {
  const open = svgMarkup.match(/^<svg\b[^>]*>/)?.[0];
  if (!open || !svgMarkup.endsWith("</svg>")) throw new Error("expected one <svg> element");
  const attribute = (name: string) => open.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];
  const [, , width, height] = (attribute("viewBox") ?? "").split(" ").map(Number);
  if (!width || !height) throw new Error("the diagram needs a viewBox");
  const inner = svgMarkup
    .slice(open.length, -"</svg>".length)
    .replace(/<desc\b[^>]*>[\s\S]*?<\/desc>/, "")
    .replace(/\sid="[^"]*"/g, "");
  const { width: W, height: H, margin } = thumbnailSize;
  const scale = Math.min((W - 2 * margin) / width, (H - 2 * margin) / height);
  const drawnW = Math.round(width * scale);
  const drawnH = Math.round(height * scale);
  const x = Math.round((W - drawnW) / 2);
  const y = Math.round((H - drawnH) / 2);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" font-family="Helvetica, Arial, sans-serif">` +
    `<rect width="${W}" height="${H}" fill="var(--surface)"/>` +
    `<svg x="${x}" y="${y}" width="${drawnW}" height="${drawnH}" viewBox="0 0 ${width} ${height}" font-size="${attribute("font-size") ?? 14}" fill="var(--foreground)">${inner}</svg>` +
    `</svg>\n`;
  return resolveColours(svg, colours);
}
