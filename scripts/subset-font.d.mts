// subset-font ships no types; this is the part scripts/subset-font.mjs uses.
declare module "subset-font" {
  type Options = { targetFormat?: "woff2" | "woff" | "truetype"; variationAxes?: Record<string, number | { min: number; max: number }> };
  export default function subsetFont(font: Buffer, text: string, options?: Options): Promise<Buffer>;
}
