import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
// @ts-expect-error: plain ESM module shared with scripts/subset-font.mjs
import { FONT_CODE_POINTS } from "../../../scripts/font-subset-range.mjs";

/**
 * The site's font is a Latin subset of Geist (scripts/subset-font.mjs). A
 * character outside it renders in the fallback font, mid-word: so every
 * character a visitor can see, in the content and in the components' text,
 * must be in the subset.
 */
const kept = new Set<number>(FONT_CODE_POINTS as number[]);
const content = import.meta.glob("../../../content/**/*.ts", { eager: true });

function sourceFilesWith(dir: string, name: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sourceFilesWith(path.join(dir, entry.name), name) : name.test(entry.name) ? [path.join(dir, entry.name)] : [],
  );
}

const sourceFiles = (dir: string) => sourceFilesWith(dir, /\.tsx?$/);

function missing(text: string): string[] {
  const found = new Set<string>();
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code >= 0x20 && !kept.has(code)) found.add(`${char} (U+${code.toString(16).toUpperCase().padStart(4, "0")})`);
  }
  return [...found];
}

describe("font subset", () => {
  it("covers every character of the content", () => {
    const problems = Object.entries(content).flatMap(([file, exports]) => missing(JSON.stringify(exports)).map((c) => `${file}: ${c}`));
    expect(problems).toEqual([]);
  });

  it("covers every character of the content's Markdown files, read as written", () => {
    // Guides are read from their files by a loader of their own; checking the files covers every kind at once.
    const files = sourceFilesWith("content", /\.md$/);
    expect(files.length).toBeGreaterThan(0);
    const problems = files.flatMap((file) => missing(readFileSync(file, "utf8")).map((c) => `${file}: ${c}`));
    expect(problems).toEqual([]);
  });

  it("covers every character written in the pages and components", () => {
    const files = [...sourceFiles("app"), ...sourceFiles("components")];
    const problems = files.flatMap((file) => missing(readFileSync(file, "utf8")).map((c) => `${file}: ${c}`));
    expect(problems).toEqual([]);
  });
});
