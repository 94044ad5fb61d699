/**
 * WCAG contrast between two colours, as the browser reports them ("rgb(1, 2, 3)", "rgba(...)") or as
 * written in CSS ("#rrggbb"): for checking the rendered colours of parts that carry meaning (3:1 for UI).
 */
function channels(colour: string): [number, number, number] {
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(colour.trim());
  if (hex) return [1, 2, 3].map((i) => parseInt(hex[i]!, 16)) as [number, number, number];
  const rgb = /^rgba?\(\s*([\d.]+)[,\s]+([\d.]+)[,\s]+([\d.]+)/i.exec(colour.trim());
  if (rgb) return [1, 2, 3].map((i) => Number(rgb[i])) as [number, number, number];
  throw new Error(`not an sRGB colour: ${colour}`);
}

export function luminance(colour: string): number {
  const [r, g, b] = channels(colour).map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}
