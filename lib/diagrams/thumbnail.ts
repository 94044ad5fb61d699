/**
 * Card picture files. A framework card has an `imageSrc` (docs/product.md, Frameworks); the
 * /frameworks page draws each card's thumbnail inline (components/diagrams/
 * thumbnails.tsx) so it follows the theme, and public/frameworks/<slug>.svg is
 * the same drawing as a standalone file in the light theme's colours (for
 * anything that shows the picture outside the page). A unit test keeps each
 * file equal to what this produces from the component.
 */

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
 * Turns a rendered thumbnail (`<svg …>…</svg>` from components/diagrams/thumbnails)
 * into a standalone file: the same drawing on the surface colour, at twice its
 * size, with its page-only attributes (class, aria-hidden, focusable) dropped.
 */
export function thumbnailFile(svgMarkup: string, colours: Record<string, string>): string {
  const open = svgMarkup.match(/^<svg\b[^>]*>/)?.[0];
  if (!open || !svgMarkup.endsWith("</svg>")) throw new Error("expected one <svg> element");
  const attribute = (name: string) => open.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];
  const viewBox = attribute("viewBox");
  const [, , width, height] = (viewBox ?? "").split(" ").map(Number);
  if (!width || !height) throw new Error("the thumbnail needs a viewBox");
  const inner = svgMarkup.slice(open.length, -"</svg>".length);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}" width="${width * 2}" height="${height * 2}" font-family="Helvetica, Arial, sans-serif" font-size="${attribute("font-size")}" font-weight="${attribute("font-weight")}" fill="${attribute("fill")}">` +
    `<rect width="${width}" height="${height}" fill="var(--surface)"/>` +
    `${inner}</svg>\n`;
  return resolveColours(svg, colours);
}
