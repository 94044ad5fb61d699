/**
 * Every glossary term, one Markdown file per term, in the list's
 * alphabetical order: front matter (the term, its "learn more" link, what the
 * page adds), the definition as the opening paragraph, then the page's four
 * sections. content/glossary.ts lists the terms from these files, and
 * data/glossary.ts joins the two by slug.
 */
import path from "node:path";
import type { z } from "zod";
import type { RenderedBody } from "@/lib/markdown/render";
import { glossaryTermFrontMatter, minGlossaryTermPageWords, type GlossaryTermPage } from "@/lib/content/schemas";
import { glossaryTermPageText, wordCount } from "@/lib/content/text";
import { glossaryBodySections } from "@/lib/glossary/headings";
import { ContentError } from "@/lib/markdown/front-matter";
import { fixedSections, readMarkdownFolder } from "../markdown-folder";

const order = [
  "a-b-test",
  "activation",
  "backlog",
  "churn-rate",
  "customer-journey",
  "dual-track-agile",
  "jobs-to-be-done",
  "kano-model",
  "kpi",
  "mvp",
  "north-star-metric",
  "okr",
  "opportunity-solution-tree",
  "persona",
  "product-discovery",
  "product-market-fit",
  "retention",
  "rice-scoring",
  "roadmap",
  "sprint",
  "stakeholder",
  "technical-debt",
  "user-story",
  "velocity",
] as const;

/**
 * Each term's page, content/glossary-terms/<slug>.md. The body is four
 * sections with fixed ids and headings (lib/glossary/headings.ts): a file
 * that renames, reorders or drops one fails here, naming the file.
 */
export const glossaryTermPages: GlossaryTermPage[] = readMarkdownFolder(path.join(process.cwd(), "content", "glossary-terms"), order, glossaryTermFrontMatter).map(({ slug, meta, body }) =>
  glossaryTermPage(`content/glossary-terms/${slug}.md`, slug, meta, body),
);

/** One term's page from its parsed file: the opening paragraph is the definition, then the four fixed sections. */
export function glossaryTermPage(file: string, slug: string, meta: z.infer<typeof glossaryTermFrontMatter>, body: RenderedBody): GlossaryTermPage {
  const [opening, ...more] = body.intro;
  const html = opening?.kind === "html" ? opening.html.trim() : "";
  if (!body.introText.trim() || more.length > 0 || !/^<p>[\s\S]*<\/p>$/.test(html) || html.indexOf("<p>", 1) !== -1) {
    throw new ContentError(`${file}: the body opens with the term's definition, one paragraph before the first ## section`);
  }
  const exampleTitle = fixedSections(file, { ...body, introText: "" }, glossaryBodySections);
  const page: GlossaryTermPage = { slug, ...meta, definition: body.introText.trim(), definitionHtml: html, sections: body.sections, exampleTitle };
  const words = wordCount(glossaryTermPageText(page));
  if (words < minGlossaryTermPageWords) throw new ContentError(`${file}: a glossary term page needs at least ${minGlossaryTermPageWords} words of its own (it has ${words})`);
  return page;
}
