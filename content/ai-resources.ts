import type { AiResourceCard } from "@/lib/content/schemas";

/**
 * Curated AI resources for product managers. The first three are the home
 * page teaser (two articles and a podcast); /ai-pm-10x lists them all.
 */
export const aiResources: AiResourceCard[] = [
  {
    title: "Beyond vibe checks: A PM's complete guide to evals",
    description:
      "Aman Khan explains how to judge whether an AI feature is actually good: human review, code-based checks and LLM-as-judge, with the trade-offs of each and a worked agent example.",
    url: "https://www.lennysnewsletter.com/p/beyond-vibe-checks-a-pms-complete",
    typeLabel: "Article",
    source: "Lenny's Newsletter",
    icon: "file",
  },
  {
    title: "People + AI Guidebook",
    description:
      "Google PAIR's field guide to human-centred AI: when AI is the right tool, how to set user expectations, explain confidence and design for errors. Each chapter ends with a worksheet your team can run.",
    url: "https://pair.withgoogle.com/guidebook/",
    typeLabel: "Article",
    source: "Google PAIR",
    icon: "users",
  },
  {
    title: "How AI is reshaping the product role",
    description:
      "Ezinne and Oji Udezue, with 50 years of product leadership between them, on 'sharp problems', shipyard-style teams and why PMs must get hands-on with AI tools to stay useful.",
    url: "https://www.lennysnewsletter.com/p/how-ai-is-reshaping-the-product-role",
    typeLabel: "Podcast",
    source: "Lenny's Podcast",
    icon: "mic",
  },
];
