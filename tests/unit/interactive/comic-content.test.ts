import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { comicPanels } from "@/content/comic";
import { comicPanelSchema } from "@/lib/content/schemas";
import { panelIndexFromParam } from "@/lib/comic/panel-param";

describe("comic content", () => {
  it("has 16 valid panels numbered 1 to 16 in order", () => {
    z.array(comicPanelSchema).parse(comicPanels);
    expect(comicPanels.map((p) => p.id)).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));
  });

  // Drawn art with a recurring cast (scripts/draw-comic.mjs) is larger than the old blob figures, still small once gzipped.
  it("points every panel at its own SVG in public/comic, small, 800×600 and without text in the art", () => {
    for (const p of comicPanels) {
      expect(p.src).toBe(`/comic/panel-${String(p.id).padStart(2, "0")}.svg`);
      const file = path.join(process.cwd(), "public", p.src);
      expect(existsSync(file), file).toBe(true);
      expect(statSync(file).size).toBeLessThan(48_000);
      const svg = readFileSync(file, "utf8");
      expect(svg).toContain('viewBox="0 0 800 600"');
      // The words are HTML over the art, never baked into the picture.
      expect(svg).not.toMatch(/<text\b/);
    }
  });

  it("has distinct alt text and a transcript with a caption for each panel", () => {
    expect(new Set(comicPanels.map((p) => p.alt)).size).toBe(16);
    for (const p of comicPanels) {
      expect(p.alt.length).toBeGreaterThan(40);
      expect(p.transcript).toMatch(/^Caption: /);
    }
  });
});

describe("panelIndexFromParam", () => {
  it("turns a 1-based panel number into an index", () => {
    expect(panelIndexFromParam("1", 16)).toBe(0);
    expect(panelIndexFromParam("5", 16)).toBe(4);
    expect(panelIndexFromParam("16", 16)).toBe(15);
  });

  it("falls back to the first panel for anything invalid", () => {
    for (const value of [null, undefined, "", "0", "17", "-2", "abc", "2.5", "5abc"]) {
      expect(panelIndexFromParam(value, 16)).toBe(0);
    }
  });
});
