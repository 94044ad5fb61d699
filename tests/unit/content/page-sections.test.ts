import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { plainParagraph, readPageSections } from "@/content/markdown-folder";
import type { Segment } from "@/lib/markdown/render";

const root = mkdtempSync(path.join(tmpdir(), "page-sections-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A folder holding one file, `prose.md`, with this source. */
function folder(name: string, source: string): string {
  const dir = path.join(root, name);
  mkdirSync(dir);
  writeFileSync(path.join(dir, "prose.md"), source);
  return dir;
}

describe("readPageSections: a file of prose sections one page shows", () => {
  it("returns the sections when the front matter names the page", () => {
    const dir = folder("ok", "---\npage: /somewhere\n---\n\n## First {#first}\n\nOne.\n\n## Second {#second}\n\n- Two.\n");
    expect(readPageSections(dir, "prose", "/somewhere").map((s) => [s.id, s.title, s.text])).toEqual([
      ["first", "First", "One."],
      ["second", "Second", "Two."],
    ]);
  });

  it("fails on a file that names another page", () => {
    const dir = folder("elsewhere", "---\npage: /elsewhere\n---\n\n## First {#first}\n\nOne.\n");
    expect(() => readPageSections(dir, "prose", "/somewhere")).toThrow(/prose\.md:2: page: this file is shown on \/somewhere, not \/elsewhere/);
  });

  it("fails on text before the first section, which the page has no place for", () => {
    const dir = folder("intro", "---\npage: /somewhere\n---\n\nStray.\n\n## First {#first}\n\nOne.\n");
    expect(() => readPageSections(dir, "prose", "/somewhere")).toThrow(/prose\.md: nothing may come before the first/);
  });

  it("fails on front matter other than the page", () => {
    const dir = folder("extra", "---\npage: /somewhere\ntitle: Extra\n---\n\n## First {#first}\n\nOne.\n");
    expect(() => readPageSections(dir, "prose", "/somewhere")).toThrow(/Unrecognized key/);
  });
});

describe("plainParagraph: text a page shows as plain text", () => {
  const html = (...parts: string[]): Segment[] => parts.map((part) => ({ kind: "html", html: part }));

  it("returns the text of one plain paragraph", () => {
    expect(plainParagraph("a.md", html("<p>Plain words &#x26; more.</p>"), "Plain words & more.")).toBe("Plain words & more.");
  });

  it("fails on formatting, a second block or nothing at all", () => {
    expect(() => plainParagraph("a.md", html("<p>Some <em>stress</em>.</p>"), "Some stress.")).toThrow(/a\.md: must be one paragraph of plain text/);
    expect(() => plainParagraph("a.md", html("<p>One.</p>\n<p>Two.</p>"), "One. Two.")).toThrow(/one paragraph/);
    expect(() => plainParagraph("a.md", [], "")).toThrow(/one paragraph/);
  });
});
