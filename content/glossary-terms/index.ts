/**
 * Page content for every glossary term, one file per term, in the list's
 * alphabetical order. Each file adds what /glossary/{slug} teaches beyond the
 * list; the term, its definition and its "learn more" link stay in
 * content/glossary.ts, and data/glossary.ts joins the two by slug.
 */
import path from "node:path";
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
export const glossaryTermPages: GlossaryTermPage[] = readMarkdownFolder(path.join(process.cwd(), "content", "glossary-terms"), order, glossaryTermFrontMatter).map(
  ({ slug, meta, body }) => {
    const file = `content/glossary-terms/${slug}.md`;
    const exampleTitle = fixedSections(file, body, glossaryBodySections);
    const page: GlossaryTermPage = { slug, ...meta, sections: body.sections, exampleTitle };
    const words = wordCount(glossaryTermPageText(page));
    if (words < minGlossaryTermPageWords) throw new ContentError(`${file}: a glossary term page needs at least ${minGlossaryTermPageWords} words of its own (it has ${words})`);
    return page;
  },
);
