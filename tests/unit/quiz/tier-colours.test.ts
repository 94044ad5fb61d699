import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { contrast } from "../../support/contrast";

/** The quiz's tier colours as globals.css sets them, per theme, with the backgrounds a tier is drawn on. */
const css = readFileSync(new URL("../../../app/globals.css", import.meta.url), "utf8");
const block = (selector: string) => css.slice(css.indexOf(`${selector} {`), css.indexOf("}", css.indexOf(`${selector} {`)));
const token = (text: string, name: string) => new RegExp(`--${name}:\\s*(#[0-9a-f]{6})`, "i").exec(text)![1]!;

describe.each([
  ["light", ":root"],
  ["dark", ".dark"],
])("the quiz's tier scale in the %s theme", (_theme, selector) => {
  const tokens = block(selector);
  const tiers = [1, 2, 3, 4, 5].map((n) => token(tokens, `tier-${n}`));
  // The cards it sits on (surface, raised) and the highlighted result row (accent) under a swatch.
  const backgrounds = ["surface", "surface-raised", "accent"].map((name) => token(tokens, name));

  it("every tier stands 3:1 or more from every background it is drawn on", () => {
    for (const [i, tier] of tiers.entries()) for (const bg of backgrounds) expect(contrast(tier, bg), `tier ${i + 1} on ${bg}`).toBeGreaterThanOrEqual(3);
  });

  it("each tier differs from the next, and the scale runs one way (pale to deep on light, dark to bright on dark)", () => {
    const steps = tiers.slice(1).map((tier, i) => contrast(tier, tiers[i]!));
    for (const step of steps) expect(step).toBeGreaterThanOrEqual(1.3);
    const againstCard = tiers.map((tier) => contrast(tier, backgrounds[0]!));
    expect(againstCard).toEqual([...againstCard].sort((a, b) => a - b));
  });
});

describe("contrast", () => {
  it("is 21:1 for black on white, 1:1 for a colour on itself, and reads the browser's rgb() form", () => {
    expect(contrast("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrast("rgb(67, 56, 202)", "#4338ca")).toBeCloseTo(1, 5);
  });
});
