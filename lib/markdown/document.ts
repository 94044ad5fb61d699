/**
 * A content file: YAML front matter validated by a zod schema, then a
 * Markdown body rendered to sections of HTML. Any mistake throws a
 * ContentError naming the file and line, which fails `next build` and the
 * unit tests.
 */
import type { z } from "zod";
import { splitFrontMatter, validateFrontMatter } from "./front-matter";
import { renderMarkdown, type RenderedBody } from "./render";

export type MarkdownDocument<Meta> = { meta: Meta; body: RenderedBody };

export function parseMarkdownDocument<S extends z.ZodType>(source: string, file: string, schema: S): MarkdownDocument<z.infer<S>> {
  const split = splitFrontMatter(source, file);
  const meta = validateFrontMatter(schema, split, file);
  return { meta, body: renderMarkdown(split.body, { file, line: split.bodyLine }) };
}
