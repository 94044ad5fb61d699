import path from "node:path";
import type { AiResourceCard } from "@/lib/content/schemas";
import { ContentError } from "@/lib/markdown/front-matter";
import { plainParagraph, readPageSections } from "../markdown-folder";

/** The groups /ai-pm-10x sorts the cards into, by id, in the order a PM would learn. */
const groupIds = ["foundations", "building", "evals", "workflow"] as const;
type AiResourceGroupId = (typeof groupIds)[number];
type GroupedAiResource = AiResourceCard & { group: AiResourceGroupId };

/**
 * Each group's heading and one-line intro, content/ai-resources/groups.md: one
 * section per group, in the order of groupIds, whose one plain paragraph the
 * page shows under the heading.
 */
const groupsFile = "content/ai-resources/groups.md";
const groupSections = readPageSections(path.join(process.cwd(), "content", "ai-resources"), "groups", "/ai-pm-10x");
if (groupSections.map((section) => section.id).join() !== groupIds.join()) {
  throw new ContentError(`${groupsFile}: the sections must be the groups ${groupIds.map((id) => `{#${id}}`).join(", ")}, in that order`);
}
export const aiResourceGroups: { id: AiResourceGroupId; title: string; intro: string }[] = groupSections.map((section, index) => ({
  id: groupIds[index]!,
  title: section.title,
  intro: plainParagraph(`${groupsFile}: ${section.id}`, section.segments, section.text),
}));

/**
 * Curated AI resources for product managers. The first three are the home
 * page teaser (two articles and a podcast); /ai-pm-10x lists them all.
 */
export const aiResources: GroupedAiResource[] = [
  {
    title: "Beyond vibe checks: A PM's complete guide to evals",
    description:
      "Aman Khan explains how to judge whether an AI feature is actually good: human review, code-based checks and LLM-as-judge, with the trade-offs of each and a worked agent example.",
    url: "https://www.lennysnewsletter.com/p/beyond-vibe-checks-a-pms-complete",
    typeLabel: "Article",
    source: "Lenny's Newsletter",
    icon: "file",
    group: "evals",
  },
  {
    title: "People + AI Guidebook",
    description:
      "Google PAIR's field guide to human-centred AI: when AI is the right tool, how to set user expectations, explain confidence and design for errors. Each chapter ends with a worksheet your team can run.",
    url: "https://pair.withgoogle.com/guidebook/",
    typeLabel: "Article",
    source: "Google PAIR",
    icon: "users",
    group: "building",
  },
  {
    title: "How AI is reshaping the product role",
    description:
      "Ezinne and Oji Udezue, with 50 years of product leadership between them, on 'sharp problems', shipyard-style teams and why PMs must get hands-on with AI tools to stay useful.",
    url: "https://www.lennysnewsletter.com/p/how-ai-is-reshaping-the-product-role",
    typeLabel: "Podcast",
    source: "Lenny's Podcast",
    icon: "mic",
    group: "workflow",
  },
  {
    title: "Intro to Large Language Models",
    description:
      "Andrej Karpathy's one-hour talk for a general audience: what a model is, how pre-training and fine-tuning differ, why models hallucinate, and the security problems (jailbreaks, prompt injection) your feature will inherit.",
    url: "https://www.youtube.com/watch?v=zjkBMFhNj_g",
    typeLabel: "Video",
    source: "Andrej Karpathy",
    icon: "play",
    group: "foundations",
  },
  {
    title: "Building LLM applications for production",
    description:
      "Chip Huyen on why a cool demo is easy and a reliable product is hard: ambiguous prompts, evaluation, cost and latency, and when prompting beats fine-tuning. The best single read before you estimate an AI project.",
    url: "https://huyenchip.com/2023/04/11/llm-engineering.html",
    typeLabel: "Article",
    source: "Chip Huyen",
    icon: "code",
    group: "foundations",
  },
  {
    title: "Building effective agents",
    description:
      "Anthropic's guide to agentic systems: start with the simplest thing that works, and the five workflow patterns (chaining, routing, parallelisation, orchestrator-workers, evaluator-optimiser) to reach for before a fully autonomous agent.",
    url: "https://www.anthropic.com/engineering/building-effective-agents",
    typeLabel: "Article",
    source: "Anthropic",
    icon: "layers",
    group: "building",
  },
  {
    title: "Patterns for building LLM-based systems and products",
    description:
      "Eugene Yan maps seven patterns (evals, retrieval, fine-tuning, caching, guardrails, defensive UX and feedback collection) from 'closer to the data' to 'closer to the user'. A shared vocabulary for planning with your engineers.",
    url: "https://eugeneyan.com/writing/llm-patterns/",
    typeLabel: "Article",
    source: "Eugene Yan",
    icon: "compass",
    group: "building",
  },
  {
    title: "Guidelines for human-AI interaction",
    description:
      "Microsoft's 18 research-backed guidelines, grouped by moment: at first use, during interaction, when the AI is wrong, and over time. Use them as a checklist in design reviews of any AI feature.",
    url: "https://learn.microsoft.com/en-us/ai/guidelines-human-ai-interaction/",
    typeLabel: "Guide",
    source: "Microsoft",
    icon: "shield",
    group: "building",
  },
  {
    title: "Your AI product needs evals",
    description:
      "Hamel Husain's case for treating evaluation as the core of AI product work: look at real traces, write small tests for observed failures, and use the results to decide what to fix next instead of tweaking prompts by feel.",
    url: "https://hamel.dev/blog/posts/evals/",
    typeLabel: "Article",
    source: "Hamel Husain",
    icon: "check",
    group: "evals",
  },
  {
    title: "Best practices for AI product management",
    description:
      "Andrew Ng on how specifying AI products differs: instead of a vague brief, write out dozens of concrete examples of what the system should do, so scope and edge cases are clear to everyone before building starts.",
    url: "https://www.deeplearning.ai/the-batch/issue-279/",
    typeLabel: "Article",
    source: "DeepLearning.AI, The Batch",
    icon: "lightbulb",
    group: "workflow",
  },
  {
    title: "How to build AI product sense",
    description:
      "The first part of a series by Marily Nika, a longtime AI PM at Google and Meta, on the judgement AI products demand: seeing what a model does well, where it guesses, and how to design around that.",
    url: "https://www.lennysnewsletter.com/p/how-to-build-ai-product-sense",
    typeLabel: "Article",
    source: "Lenny's Newsletter",
    icon: "brain",
    group: "workflow",
  },
  {
    title: "A guide to AI prototyping for product managers",
    description:
      "Colin Matthews groups the tools into chatbots, cloud development environments such as v0, Bolt, Replit and Lovable, and local coding assistants such as Cursor, says when each fits, and gives prompts for turning a PRD or a Figma design into a working prototype.",
    url: "https://www.lennysnewsletter.com/p/a-guide-to-ai-prototyping-for-product",
    typeLabel: "Article",
    source: "Lenny's Newsletter",
    icon: "layers",
    group: "workflow",
  },
];
