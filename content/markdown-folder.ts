/**
 * Reads the Markdown files of one content folder at build time (and in the
 * unit tests). Pages are prerendered, so a visitor's request never reads
 * these files. The listed order is the order the site shows them in; a file
 * missing from the list, or listed without a file, is an error.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { z } from "zod";
import { ContentError } from "@/lib/markdown/front-matter";
import { parseMarkdownDocument, type MarkdownDocument } from "@/lib/markdown/document";
import type { RenderedBody, RenderedSection, Segment } from "@/lib/markdown/render";
import { pageSectionsFrontMatter } from "@/lib/content/schemas";

export type SlugDocument<Meta> = MarkdownDocument<Meta> & { slug: string };

/**
 * `dir` is the folder's absolute path, written out at the call site
 * (`path.join(process.cwd(), "content", "books")`) so the bundler's file
 * tracing sees one folder rather than the whole project; messages name files
 * relative to the project (`content/books/x.md`).
 */
export function readMarkdownFolder<S extends z.ZodType>(dir: string, order: readonly string[], schema: S): SlugDocument<z.infer<S>>[] {
  return readMarkdownSources(dir, order).map(({ slug, file, source }) => ({ slug, ...parseMarkdownDocument(source, file, schema) }));
}

/**
 * The same files unparsed, for a folder whose bodies are read another way
 * (content/templates reads its teaching as plain text). A README.md describes
 * the folder and is not one of its files.
 */
export function readMarkdownSources(dir: string, order: readonly string[]): { slug: string; file: string; source: string }[] {
  const folder = projectPath(dir);
  const files = readdirSync(dir).filter((name) => name.endsWith(".md") && name !== "README.md");
  for (const name of files) {
    if (!order.includes(name.slice(0, -3))) throw new ContentError(`${folder}/${name}: not listed in ${folder}/index.ts, so no page would show it`);
  }
  return order.map((slug) => {
    const file = `${folder}/${slug}.md`;
    const full = path.join(dir, `${slug}.md`);
    if (!existsSync(full)) throw new ContentError(`${folder}/index.ts lists "${slug}" but ${file} does not exist`);
    return { slug, file, source: readFileSync(full, "utf8") };
  });
}

/** A folder as messages name it, relative to the project: `content/books`. */
function projectPath(dir: string): string {
  return path.relative(process.cwd(), dir).split(path.sep).join("/");
}

/**
 * Checks a body whose sections are fixed (a glossary term page, a topic
 * write-up, a template's teaching): exactly these ids and headings, in order, nothing before the
 * first, the one with id "example" headed "Example: <its title>". Returns
 * that title.
 */
export function fixedSections(
  file: string,
  body: Pick<RenderedBody, "introText"> & { sections: readonly { id: string; title: string }[] },
  expected: readonly { id: string; heading: string }[]): string {
  const ok =
    body.sections.length === expected.length &&
    body.sections.every((section, index) => {
      const { id, heading } = expected[index]!;
      return section.id === id && (id === "example" ? section.title.startsWith(`${heading}: `) : section.title === heading);
    });
  if (!ok || body.introText) {
    const list = expected.map(({ id, heading }) => `## ${heading}${id === "example" ? ": <title>" : ""} {#${id}}`);
    throw new ContentError(`${file}: the body must be exactly these sections, in order: ${list.join(", ")}`);
  }
  const example = body.sections.find((section) => section.id === "example");
  return example ? example.title.slice(example.title.indexOf(": ") + 2) : "";
}

/**
 * The sections of `dir/<name>.md`, a file of prose that the page at `page`
 * shows among its typed content: its front matter must name that page, and
 * nothing may come before its first section (the page has no place for it).
 */
export function readPageSections(dir: string, name: string, page: string): RenderedSection[] {
  const [doc] = readMarkdownFolder(dir, [name], pageSectionsFrontMatter);
  const file = `${projectPath(dir)}/${name}.md`;
  if (doc!.meta.page !== page) throw new ContentError(`${file}:2: page: this file is shown on ${page}, not ${doc!.meta.page}`);
  if (doc!.body.intro.length) throw new ContentError(`${file}: nothing may come before the first "## Title {#id}" section`);
  return doc!.body.sections;
}

/**
 * The text of a part of a body that a page shows as plain text (a card's
 * summary, a group's one-line intro): it must be one paragraph without
 * Markdown formatting, which would otherwise be lost without a word.
 */
export function plainParagraph(where: string, segments: readonly Segment[], text: string): string {
  const [only, ...more] = segments;
  if (more.length || only?.kind !== "html" || !/^<p>[^<]*<\/p>$/.test(only.html)) {
    throw new ContentError(`${where}: must be one paragraph of plain text (the page shows it as text, so formatting, links or a second paragraph would be lost)`);
  }
  return text;
}
