import type { QuizArea } from "@/lib/content/schemas";

/**
 * The five skill areas of the PM Mastery Check, in the order a PM works: decide
 * where to go, find the problem, choose what to build, measure it, ship it.
 * Every question names its area (./questions.ts); the result screen scores
 * each area and links to the pages that teach it.
 */
export const quizAreas: QuizArea[] = [
  {
    id: "strategy",
    title: "Strategy & leadership",
    pages: [
      { href: "/product-mastery/business-and-strategy", label: "Business & Strategy" },
      { href: "/product-mastery/vision-and-leadership", label: "Vision & Leadership" },
    ],
  },
  {
    id: "discovery",
    title: "Discovery & research",
    pages: [
      { href: "/product-mastery/product-thinking", label: "Product Thinking" },
      { href: "/product-mastery/design-and-ux", label: "Design & UX" },
      { href: "/frameworks#discovery", label: "Discovery frameworks" },
    ],
  },
  {
    id: "prioritization",
    title: "Prioritization",
    pages: [
      { href: "/frameworks#prioritization", label: "Prioritization frameworks" },
      { href: "/frameworks/rice-scoring", label: "RICE Scoring" },
    ],
  },
  {
    id: "metrics",
    title: "Metrics & experiments",
    pages: [
      { href: "/product-mastery/growth-and-experiments", label: "Growth & Experiments" },
      { href: "/frameworks/north-star-metric", label: "North Star Metric" },
    ],
  },
  {
    id: "delivery",
    title: "Delivery & tech",
    pages: [
      { href: "/product-mastery/delivery-and-execution", label: "Delivery & Execution" },
      { href: "/product-mastery/tech-fluency", label: "Tech Fluency" },
    ],
  },
];
