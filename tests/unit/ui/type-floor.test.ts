import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * No text under 12 px anywhere (the caption token is the floor). Tailwind
 * arbitrary sizes are the way a smaller size sneaks in, so the sources are
 * read for `text-[Npx]` / `text-[N rem|em]` below 12 px.
 */
const roots = ["app", "components"];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.(tsx?|css)$/.test(entry.name) ? [path] : [];
  });
}

function pixels(value: number, unit: string): number {
  return unit === "px" ? value : value * 16;
}

describe("type floor", () => {
  it("sets no text smaller than 12 px with an arbitrary Tailwind size", () => {
    const offenders: string[] = [];
    for (const file of roots.flatMap(sources)) {
      const text = readFileSync(file, "utf8");
      for (const match of text.matchAll(/text-\[(\d*\.?\d+)(px|rem|em)\]/g)) {
        if (pixels(Number(match[1]), match[2]!) < 12) offenders.push(`${file}: ${match[0]}`);
      }
    }
    expect(offenders).toEqual([]);
  });
});
