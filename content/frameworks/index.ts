/**
 * The framework registry: every explainer page and every card on /frameworks.
 *
 * Sections follow the question a PM is asking when they go looking:
 * - Strategy ("where do we play, how do we win, what do we measure?"):
 *   Business Model Canvas, Playing to Win (the choices that make a strategy),
 *   North Star Metric with the two metrics frameworks beside it, HEART (the
 *   quality of the experience) and AARRR (the customer funnel), Value
 *   Proposition Canvas (the canvas's zoom into one segment and the offer
 *   made to it), OKRs (the quarter's goals and how they are measured) and
 *   TAM, SAM and SOM (how big the market a strategy aims at can get).
 * - Discovery ("which problem, which solution, is it worth building?"):
 *   Double Diamond, Lean Startup, Opportunity Solution Tree and Jobs to Be
 *   Done (why customers switch, found through interviews), and the Van
 *   Westendorp Price Sensitivity Meter (which prices customers find
 *   believable, found through a survey before anything is built).
 * - Prioritization ("which of these first?"): RICE, Opportunity Scoring,
 *   Kano, MoSCoW, ICE and WSJF (the order of a shared backlog, by what
 *   waiting costs). Kano starts with customer research, but what a PM
 *   does with its categories is decide what to build first and how much to
 *   invest in each feature, so it sits with the other ranking tools.
 * - Delivery ("how do we build, ship and improve?"): Dual-Track Agile (a way
 *   of running the team's sprints with discovery alongside), Kaizen
 *   (continuous improvement of how the team works) and User Story Mapping
 *   (turning a journey into release slices).
 *
 * Every card shows a thumbnail drawn in theme colours
 * (components/diagrams/thumbnails.tsx), and public/frameworks/<slug>.svg is
 * the same drawing in the light theme.
 */
import { frameworkFrontMatter, minFrameworkSections, type FrameworkCard, type FrameworkPage, type FrameworkSection } from "@/lib/content/schemas";
import { ContentError } from "@/lib/markdown/front-matter";
import path from "node:path";
import { readMarkdownFolder } from "../markdown-folder";

/** The explainers, each content/frameworks/<slug>.md, in the order /frameworks lists them. */
const order = [
  "business-model-canvas",
  "playing-to-win",
  "north-star-metric",
  "heart-framework",
  "aarrr-pirate-metrics",
  "value-proposition-canvas",
  "okrs",
  "tam-sam-som",
  "double-diamond",
  "lean-startup",
  "opportunity-solution-tree",
  "jobs-to-be-done",
  "van-westendorp",
  "rice-scoring",
  "opportunity-scoring",
  "kano-model",
  "moscow",
  "ice-scoring",
  "wsjf",
  "dual-track-agile",
  "kaizen",
  "user-story-mapping",
] as const;

export const frameworkPages: FrameworkPage[] = readMarkdownFolder(path.join(process.cwd(), "content", "frameworks"), order, frameworkFrontMatter).map(({ slug, meta, body }) => {
  if (body.sections.length < minFrameworkSections) {
    throw new ContentError(`content/frameworks/${slug}.md: an explainer needs at least ${minFrameworkSections} ## sections (it has ${body.sections.length})`);
  }
  if (body.introText) throw new ContentError(`content/frameworks/${slug}.md: text before the first ## section would not be shown; the summary goes in the front matter`);
  return { slug, ...meta, sections: body.sections };
});

function card(id: string, title: string, section: FrameworkSection, description: string): FrameworkCard {
  return { id, title, description, section, imageSrc: `/frameworks/${id}.svg`, href: `/frameworks/${id}` };
}

export const frameworkCards: FrameworkCard[] = [
  card("business-model-canvas", "Business Model Canvas", "strategy", "Map how your product creates, delivers and captures value: nine building blocks on one page."),
  card("playing-to-win", "Playing to Win", "strategy", "Make five linked strategy choices and pick between options by asking what would have to be true."),
  card("north-star-metric", "North Star Metric", "strategy", "Pick the one metric that captures the value customers get, and the 3-5 input metrics teams can move."),
  card("heart-framework", "HEART Framework", "strategy", "Measure user experience on happiness, engagement, adoption, retention and task success."),
  card("aarrr-pirate-metrics", "AARRR Pirate Metrics", "strategy", "Track acquisition, activation, retention, referral and revenue as one funnel; fix the weakest stage."),
  card("value-proposition-canvas", "Value Proposition Canvas", "strategy", "Map a segment's jobs, pains and gains, and check that your offer answers the ones that matter."),
  card("okrs", "OKRs", "strategy", "Set a few inspiring objectives with measurable key results each quarter, and grade them honestly."),
  card("tam-sam-som", "TAM, SAM and SOM", "strategy", "Size a market top-down and bottom-up, then explain the gap, with a calculator for your own estimate."),
  card("double-diamond", "Double Diamond", "discovery", "Diverge and converge twice: first on the right problem, then on the right solution."),
  card("lean-startup", "Lean Startup", "discovery", "Build, measure, learn: test your riskiest assumption first, with the smallest useful experiment."),
  card("opportunity-solution-tree", "Opportunity Solution Tree", "discovery", "Connect a desired outcome to customer opportunities, solutions and the experiments that test them."),
  card("jobs-to-be-done", "Jobs to Be Done", "discovery", "Learn why customers switch: the progress they want, the forces behind it, your real competition."),
  card("van-westendorp", "Van Westendorp Price Sensitivity", "discovery", "Ask four price questions, draw the curves and find the prices customers accept, with a calculator."),
  card("rice-scoring", "RICE Scoring", "prioritization", "Rank ideas by reach, impact, confidence and effort, with a calculator to score your own backlog."),
  card("opportunity-scoring", "Opportunity Scoring", "prioritization", "Find underserved needs by comparing how important an outcome is with how satisfied people are."),
  card("kano-model", "Kano Model", "prioritization", "Sort features into basic needs, performance needs, delighters and more, to invest where it counts."),
  card("moscow", "MoSCoW Prioritization", "prioritization", "Agree what a fixed-date release Must, Should and Could have, and what it Won't have this time."),
  card("ice-scoring", "ICE Scoring", "prioritization", "Rate experiment ideas on impact, confidence and ease from 1 to 10 and run the best first."),
  card("wsjf", "WSJF and Cost of Delay", "prioritization", "Price what waiting costs, then rank work by cost of delay per week of effort, with a calculator."),
  card("dual-track-agile", "Dual-Track Agile", "delivery", "Run discovery and delivery side by side so the team only builds ideas that have earned it."),
  card("kaizen", "Kaizen", "delivery", "Improve how your team works in small, steady steps, led by the people who do the work."),
  card("user-story-mapping", "User Story Mapping", "delivery", "Lay out the user's journey, stack stories under each step and slice thin end-to-end releases."),
];

export function getFrameworkPage(slug: string): FrameworkPage | undefined {
  return frameworkPages.find((page) => page.slug === slug);
}

export function getFrameworkCard(slug: string): FrameworkCard | undefined {
  return frameworkCards.find((entry) => entry.id === slug);
}
