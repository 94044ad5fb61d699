/**
 * The framework registry: every explainer page and every card on /frameworks.
 *
 * Sections follow the question a PM is asking when they go looking:
 * - Strategy ("where do we play, how do we win, what do we measure?"):
 *   Business Model Canvas, North Star Metric.
 * - Discovery ("which problem, which solution, is it worth building?"):
 *   Double Diamond, Lean Startup, Opportunity Solution Tree.
 * - Prioritization ("which of these first?"): RICE, Opportunity Scoring and
 *   Kano. Kano starts with customer research, but what a PM does with its
 *   categories is decide what to build first and how much to invest in each
 *   feature, so it sits with the other ranking tools.
 * - Delivery ("how do we build, ship and improve?"): Dual-Track Agile (a way
 *   of running the team's sprints with discovery alongside) and Kaizen
 *   (continuous improvement of how the team works).
 */
import type { FrameworkCard, FrameworkPage, FrameworkSection } from "@/lib/content/schemas";
import { businessModelCanvas } from "./business-model-canvas";
import { doubleDiamond } from "./double-diamond";
import { dualTrackAgile } from "./dual-track-agile";
import { kaizen } from "./kaizen";
import { kanoModel } from "./kano-model";
import { leanStartup } from "./lean-startup";
import { northStarMetric } from "./north-star-metric";
import { opportunityScoring } from "./opportunity-scoring";
import { opportunitySolutionTree } from "./opportunity-solution-tree";
import { riceScoring } from "./rice-scoring";

export const frameworkPages: FrameworkPage[] = [
  businessModelCanvas,
  northStarMetric,
  doubleDiamond,
  leanStartup,
  opportunitySolutionTree,
  riceScoring,
  opportunityScoring,
  kanoModel,
  dualTrackAgile,
  kaizen,
];

function card(id: string, title: string, section: FrameworkSection, description: string): FrameworkCard {
  return { id, title, description, section, imageSrc: `/frameworks/${id}.svg`, href: `/frameworks/${id}` };
}

export const frameworkCards: FrameworkCard[] = [
  card("business-model-canvas", "Business Model Canvas", "strategy", "Map how your product creates, delivers and captures value on one page of nine building blocks."),
  card("north-star-metric", "North Star Metric", "strategy", "Pick the one metric that captures the value customers get, and the 3-5 input metrics teams can move."),
  card("double-diamond", "Double Diamond", "discovery", "Diverge and converge twice: first on the right problem, then on the right solution."),
  card("lean-startup", "Lean Startup", "discovery", "Build, measure, learn: test your riskiest assumptions with the smallest experiment that teaches you something."),
  card("opportunity-solution-tree", "Opportunity Solution Tree", "discovery", "Connect a desired outcome to customer opportunities, solutions and the experiments that test them."),
  card("rice-scoring", "RICE Scoring", "prioritization", "Rank ideas by reach, impact, confidence and effort, with a calculator to score your own backlog."),
  card("opportunity-scoring", "Opportunity Scoring", "prioritization", "Find underserved customer needs by comparing how important an outcome is with how satisfied people are today."),
  card("kano-model", "Kano Model", "prioritization", "Sort features into basic needs, performance needs, delighters, indifferent and reverse to invest where it counts."),
  card("dual-track-agile", "Dual-Track Agile", "delivery", "Run discovery and delivery side by side so the team only builds ideas that have earned it."),
  card("kaizen", "Kaizen", "delivery", "Improve how your team works in small, steady steps, led by the people who do the work."),
];

export function getFrameworkPage(slug: string): FrameworkPage | undefined {
  return frameworkPages.find((page) => page.slug === slug);
}

export function getFrameworkCard(slug: string): FrameworkCard | undefined {
  return frameworkCards.find((entry) => entry.id === slug);
}
