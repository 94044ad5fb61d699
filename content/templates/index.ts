/**
 * The templates registry, in the order the /templates index lists them,
 * grouped discover → decide → define → deliver → measure. Each template is
 * two files joined by slug: <slug>.ts holds its structure (sections or sheet,
 * example, related links), <slug>.md its prose (the one-liners in front
 * matter, the teaching and the mistakes in fixed sections). Each joined
 * template is checked against lib/templates/schema.ts as it loads, so a
 * missing section or too little teaching fails the build naming the file.
 * The pages, the Markdown and CSV downloads (lib/templates/downloads.ts) and
 * the search record are generated from the joined objects.
 */
import path from "node:path";
import { ContentError, issueLines, splitFrontMatter, validateFrontMatter, type SplitFile } from "@/lib/markdown/front-matter";
import { plainSections } from "@/lib/markdown/plain-sections";
import { renderMarkdown } from "@/lib/markdown/render";
import { templateFrontMatter, templateSchema, type Template, type TemplateStructure } from "@/lib/templates/schema";
import { templateTeaching, templateTeachingSections } from "@/lib/templates/teaching-markdown";
import { fixedSections, readMarkdownSources } from "../markdown-folder";
import { competitiveAnalysis } from "./competitive-analysis";
import { businessModelCanvas } from "./business-model-canvas";
import { customerInterviewGuide } from "./customer-interview-guide";
import { decisionLog } from "./decision-log";
import { experimentPlan } from "./experiment-plan";
import { kanoSurvey } from "./kano-survey";
import { launchChecklist } from "./launch-checklist";
import { northStarMetricWorksheet } from "./north-star-metric-worksheet";
import { nowNextLaterRoadmap } from "./now-next-later-roadmap";
import { onePageProductBrief } from "./one-page-product-brief";
import { opportunityScoringSheet } from "./opportunity-scoring-sheet";
import { positioningCanvas } from "./positioning-canvas";
import { opportunitySolutionTreeWorksheet } from "./opportunity-solution-tree-worksheet";
import { pricingResearchPlan } from "./pricing-research-plan";
import { productRequirementsDocument } from "./product-requirements-document";
import { riceScoringSheet } from "./rice-scoring-sheet";
import { sprintRetrospective } from "./sprint-retrospective";
import { stakeholderMap } from "./stakeholder-map";
import { trackingPlan } from "./tracking-plan";

const structures: TemplateStructure[] = [
  // Discover
  customerInterviewGuide,
  opportunitySolutionTreeWorksheet,
  competitiveAnalysis,
  pricingResearchPlan,
  // A Kano survey is customer research: it finds out which features customers expect and which delight them.
  kanoSurvey,
  // Decide
  riceScoringSheet,
  opportunityScoringSheet,
  decisionLog,
  // Define
  onePageProductBrief,
  productRequirementsDocument,
  nowNextLaterRoadmap,
  businessModelCanvas,
  positioningCanvas,
  stakeholderMap,
  // Deliver
  launchChecklist,
  sprintRetrospective,
  // Measure
  northStarMetricWorksheet,
  experimentPlan,
  trackingPlan,
];

/** A template's structure joined with the prose of content/templates/<slug>.md. */
function withProse(structure: TemplateStructure, file: string, split: SplitFile): Template {
  const meta = validateFrontMatter(templateFrontMatter, split, file);
  const body = plainSections(split.body, { file, line: split.bodyLine });
  fixedSections(file, body, templateTeachingSections);
  const template = { ...structure, ...meta, ...templateTeaching(file, body) } as Template;
  // The whole schema, the 400-word minimum of teaching included (lib/templates/schema.ts).
  const result = templateSchema.safeParse(template);
  if (!result.success) throw new ContentError(`${file} with ${file.replace(/\.md$/, ".ts")}:\n${issueLines(result.error, "(template)").join("\n")}`);
  // The object as written, not zod's copy: the pages and downloads read exactly what the files say.
  return template;
}

const sources = readMarkdownSources(
  path.join(process.cwd(), "content", "templates"),
  structures.map((structure) => structure.slug),
);

/**
 * A template's teaching sections as HTML rendered from the same Markdown body,
 * by section id (purpose, when-to-use, how-to-fill, mistakes): the page places
 * them as HTML so React does not walk their text when it hydrates. The
 * plain-text shape withProse reads stays for the downloads, search and word counts.
 */
function teachingHtml(file: string, split: SplitFile): Record<string, string> {
  const sections = renderMarkdown(split.body, { file, line: split.bodyLine }).sections.map((section) => {
    const html = section.segments.map((segment) => {
      if (segment.kind !== "html") throw new ContentError(`${file}: a template's teaching is prose only (found a ${segment.kind} in {#${section.id}})`);
      return segment.html;
    });
    return [section.id, html.join("")] as const;
  });
  return Object.fromEntries(sections);
}

// Each file is split once and read both ways.
const loaded = structures.map((structure, index) => {
  const { slug, file, source } = sources[index]!;
  const split = splitFrontMatter(source, file);
  return { template: withProse(structure, file, split), html: [slug, teachingHtml(file, split)] as const };
});

export const templates: Template[] = loaded.map(({ template }) => template);

/** Each template's teaching sections as HTML, by slug and section id (see teachingHtml). */
export const templateProseHtml: ReadonlyMap<string, Readonly<Record<string, string>>> = new Map(loaded.map(({ html }) => html));
