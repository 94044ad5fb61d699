import path from "node:path";
import { interviewGuideFrontMatter, type InterviewArticle, type Link } from "@/lib/content/schemas";
import type { RenderedSection } from "@/lib/markdown/render";
import { plainParagraph, readMarkdownFolder, readPageSections } from "../markdown-folder";

/**
 * The three interview formats almost every PM loop contains, one card each,
 * content/interviews/guides/<id>.md. The body is our own summary (shown as
 * plain text, clamped to four lines on the card); `url` is the guide we
 * recommend reading next.
 */
export const interviewArticles: InterviewArticle[] = readMarkdownFolder(
  path.join(process.cwd(), "content", "interviews", "guides"),
  ["product-sense", "analytical-metrics", "behavioural-leadership"],
  interviewGuideFrontMatter,
).map(({ slug, meta, body }) => {
  // The whole body is the summary: a "## section" in it would have nowhere to go on the card.
  const summary = body.sections.length ? [] : body.intro;
  return { id: slug, ...meta, content: plainParagraph(`content/interviews/guides/${slug}.md`, summary, body.introText) };
});

/** Practical preparation advice shown under the cards (content/interviews/preparation.md). */
export const interviewPrepSections: RenderedSection[] = readPageSections(path.join(process.cwd(), "content", "interviews"), "preparation", "/interviews");

/** The tools interviewers expect you to reach for, explained on this site. */
export const interviewRelatedLinks: (Link & { description: string })[] = [
  {
    href: "/frameworks/north-star-metric",
    label: "North Star Metric",
    description: "Pick the one metric that captures customer value, and the inputs that drive it.",
  },
  {
    href: "/frameworks/rice-scoring",
    label: "RICE scoring",
    description: "A defensible way to explain a prioritisation call out loud.",
  },
  {
    href: "/frameworks/opportunity-solution-tree",
    label: "Opportunity Solution Tree",
    description: "Structure product sense answers from outcome to problem to solution.",
  },
  {
    href: "/pm-quiz",
    label: "PM Mastery Check",
    description: "Twenty-five questions to find the gaps worth studying before the interview.",
  },
];
