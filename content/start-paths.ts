import type { StartPathInput } from "@/lib/home/start-paths";

/**
 * "Start here": three reading orders for the three people who most often land
 * on the home page. Each step names a page by its path only; its title comes
 * from the content module that owns the page (see lib/home/start-paths.ts), so
 * renaming a framework or an area renames the step too. The `why` lines are
 * this page's own copy: one short reason to open that page next.
 */
export const startPathsCopy = {
  heading: "Not sure where to start?",
  intro: "Pick the path that sounds like you and read the pages in order; each step says why it comes next.",
} as const;

export const startPaths: StartPathInput[] = [
  {
    id: "new-to-pm",
    title: "New to product management",
    audience: "You are curious about the role or just landed your first PM job.",
    icon: "compass",
    steps: [
      { href: "/glossary", why: "Learn the words every product conversation uses." },
      { href: "/product-mastery/product-thinking", why: "Start from the customer's problem, not the solution." },
      { href: "/glossary/mvp", why: "Why the first version should be small on purpose." },
      { href: "/frameworks/lean-startup", why: "Test your riskiest assumption with the smallest experiment." },
      { href: "/guides/writing-a-prd", why: "Put a problem, its users and what done means on one page." },
      { href: "/ship-happens", why: "Watch a team turn a vague request into a shipped feature." },
    ],
  },
  {
    id: "interviews",
    title: "Preparing for PM interviews",
    audience: "You have interviews coming up and want to walk in ready.",
    icon: "message",
    steps: [
      { href: "/pm-quiz", why: "Find your gaps before an interviewer does." },
      { href: "/interviews", why: "How PM interviews run and what each round tests." },
      { href: "/frameworks/north-star-metric", why: "A clear answer to \u201chow would you measure success?\u201d" },
      { href: "/guides/product-analytics", why: "Funnels and cohorts for the \u201cwhy did this metric drop?\u201d round." },
      { href: "/frameworks/rice-scoring", why: "Defend a prioritisation call with numbers." },
      { href: "/product-mastery/business-and-strategy", why: "Metrics, market fit and monetisation for strategy rounds." },
    ],
  },
  {
    id: "working-pm",
    title: "Sharpening as a working PM",
    audience: "You already ship and want sharper discovery and leadership.",
    icon: "rocket",
    steps: [
      { href: "/frameworks/opportunity-solution-tree", why: "Tie every idea back to the outcome it should move." },
      { href: "/books/continuous-discovery-habits", why: "Make talking to customers a weekly habit." },
      { href: "/frameworks/dual-track-agile", why: "Run discovery and delivery side by side." },
      { href: "/product-mastery/vision-and-leadership", why: "Roadmaps, stakeholders and the story behind them." },
      { href: "/guides/product-strategy", why: "Turn a vision into the few choices that rule things out." },
      { href: "/ai-pm-10x", why: "What AI changes in your product and your own work." },
    ],
  },
];
