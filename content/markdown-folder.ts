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

export type SlugDocument<Meta> = MarkdownDocument<Meta> & { slug: string };

export function readMarkdownFolder<S extends z.ZodType>(folder: string, order: readonly string[], schema: S): SlugDocument<z.infer<S>>[] {
  const dir = path.join(process.cwd(), folder);
  const files = readdirSync(dir).filter((name) => name.endsWith(".md"));
  for (const name of files) {
    if (!order.includes(name.slice(0, -3))) throw new ContentError(`${folder}/${name}: not listed in ${folder}/index.ts, so no page would show it`);
  }
  return order.map((slug) => {
    const file = `${folder}/${slug}.md`;
    if (!existsSync(path.join(process.cwd(), file))) throw new ContentError(`${folder}/index.ts lists "${slug}" but ${file} does not exist`);
    return { slug, ...parseMarkdownDocument(readFileSync(path.join(process.cwd(), file), "utf8"), file, schema) };
  });
}
