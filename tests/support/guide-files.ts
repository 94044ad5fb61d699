/**
 * The guides' Markdown files (content/guides/<slug>.md) read straight from
 * disk and rendered with the site's renderer, for the tests that check their
 * content (links, diagrams) independently of the loader that lists them.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { splitFrontMatter } from "@/lib/markdown/front-matter";
import { renderMarkdown, type RenderedBody } from "@/lib/markdown/render";
import type { DiagramName } from "@/lib/diagrams/names";

export type GuideFile = {
  slug: string;
  file: string;
  /** The front matter as written (not validated here). */
  data: { title?: string; diagram?: string; related?: { href: string; label: string }[] };
  body: string;
  rendered: RenderedBody;
  /** Every section id (`## … {#id}`) and sub-section id (`### … {#id}`). */
  anchors: string[];
};

const folder = path.join(process.cwd(), "content", "guides");

export function guideFiles(): GuideFile[] {
  return readdirSync(folder)
    .filter((name) => name.endsWith(".md") && name !== "README.md")
    .sort()
    .map((name) => {
      const file = `content/guides/${name}`;
      const split = splitFrontMatter(readFileSync(path.join(folder, name), "utf8"), file);
      const anchors = [...split.body.matchAll(/^#{2,3} .*\{#([a-z0-9-]+)\}\s*$/gm)].map((match) => match[1]!);
      return {
        slug: name.slice(0, -3),
        file,
        data: split.data as GuideFile["data"],
        body: split.body,
        rendered: renderMarkdown(split.body, { file, line: split.bodyLine }),
        anchors,
      };
    });
}

/** The diagrams a guide draws in its body. */
export function bodyDiagrams(guide: GuideFile): DiagramName[] {
  return [...guide.rendered.intro, ...guide.rendered.sections.flatMap((section) => section.segments)].flatMap((segment) =>
    segment.kind === "diagram" ? [segment.name] : [],
  );
}
