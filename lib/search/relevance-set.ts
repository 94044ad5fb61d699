/**
 * Relevance set: queries as learners type them (plain words a PM searches
 * for, abbreviations, British spellings, typos) and the page that must come
 * FIRST, as a learner reads the list top to bottom; or, where two pages are
 * equally right, the two pages that must fill the first two places (in
 * either order). Compared by page: the part of a result's URL before # or ?.
 *
 * tests/unit/search/relevance.test.ts runs it against the index built from
 * content, and scripts/check-bundles.mjs against the index `next build`
 * wrote, both in `npm test`, through `relevanceMiss` below.
 */
export type RelevanceQuery = { query: string; expect: string | readonly [string, string] };

export const relevanceSet: readonly RelevanceQuery[] = [
  // What a PM types first: one or two plain words.
  { query: "churn", expect: "/glossary/churn-rate" },
  { query: "interview questions", expect: "/interviews" },
  { query: "interview", expect: "/interviews" },
  // The term is the query (the stakeholder map and the lesson on managing stakeholders follow it).
  { query: "stakeholder", expect: "/glossary/stakeholder" },
  { query: "stakeholder management", expect: "/product-mastery/vision-and-leadership" },
  { query: "roadmap", expect: "/glossary/roadmap" },
  { query: "user interview", expect: "/product-mastery/design-and-ux" },
  { query: "user research", expect: "/product-mastery/design-and-ux" },
  { query: "okr", expect: ["/frameworks/okrs", "/glossary/okr"] },
  { query: "backlog", expect: "/glossary/backlog" },
  { query: "persona", expect: "/glossary/persona" },
  { query: "metrics", expect: "/frameworks/north-star-metric" },
  { query: "kpi", expect: "/glossary/kpi" },
  { query: "north star", expect: ["/frameworks/north-star-metric", "/glossary/north-star-metric"] },
  { query: "retention", expect: "/glossary/retention" },
  { query: "activation", expect: "/glossary/activation" },
  { query: "sprint", expect: "/glossary/sprint" },
  { query: "user story", expect: "/glossary/user-story" },
  { query: "customer journey", expect: "/glossary/customer-journey" },
  { query: "discovery", expect: "/glossary/product-discovery" },
  { query: "experiment", expect: "/product-mastery/growth-and-experiments" },
  { query: "hypothesis", expect: "/templates/experiment-plan" },
  { query: "api", expect: "/product-mastery/tech-fluency" },
  { query: "scrum", expect: "/product-mastery/delivery-and-execution" },
  // The product analytics guide and the AARRR explainer both teach funnels, ahead of anything else.
  { query: "funnel", expect: ["/guides/product-analytics", "/frameworks/aarrr-pirate-metrics"] },
  { query: "prototyping", expect: "/product-mastery/design-and-ux" },
  { query: "burnout", expect: "/product-mastery/career-and-mindset" },
  { query: "mental models", expect: "/product-mastery/product-thinking" },
  { query: "competitive analysis", expect: "/templates/competitive-analysis" },
  { query: "launch", expect: "/templates/launch-checklist" },
  { query: "product sense", expect: "/interviews" },
  { query: "ai", expect: "/ai-pm-10x" },
  { query: "psychology", expect: "/product-psychology" },
  { query: "quiz", expect: ["/quiz-explanations", "/pm-quiz"] },
  // Names of frameworks, and their abbreviations.
  { query: "prioritisation", expect: "/product-mastery/delivery-and-execution" },
  { query: "prioritization", expect: "/product-mastery/delivery-and-execution" },
  { query: "jtbd", expect: "/frameworks/jobs-to-be-done" },
  { query: "jobs to be done", expect: "/frameworks/jobs-to-be-done" },
  { query: "aha moment", expect: ["/guides/product-led-growth", "/product-mastery/growth-and-experiments"] },
  { query: "ost", expect: "/frameworks/opportunity-solution-tree" },
  { query: "bmc", expect: "/frameworks/business-model-canvas" },
  { query: "prd", expect: "/templates/product-requirements-document" },
  { query: "mvp", expect: "/glossary/mvp" },
  { query: "pmf", expect: "/glossary/product-market-fit" },
  { query: "rice", expect: "/frameworks/rice-scoring" },
  { query: "ice score", expect: "/frameworks/ice-scoring" },
  { query: "moscow", expect: "/frameworks/moscow" },
  { query: "kano", expect: "/frameworks/kano-model" },
  { query: "kaizen", expect: "/frameworks/kaizen" },
  { query: "lean startup", expect: "/frameworks/lean-startup" },
  { query: "double diamond", expect: "/frameworks/double-diamond" },
  { query: "dual track", expect: "/frameworks/dual-track-agile" },
  { query: "story mapping", expect: "/frameworks/user-story-mapping" },
  { query: "value proposition", expect: "/frameworks/value-proposition-canvas" },
  { query: "opportunity scoring", expect: "/frameworks/opportunity-scoring" },
  { query: "wsjf", expect: "/frameworks/wsjf" },
  { query: "weighted shortest job first", expect: "/frameworks/wsjf" },
  { query: "cost of delay", expect: "/frameworks/wsjf" },
  { query: "tam sam som", expect: "/frameworks/tam-sam-som" },
  { query: "market sizing", expect: "/frameworks/tam-sam-som" },
  { query: "total addressable market", expect: "/frameworks/tam-sam-som" },
  { query: "van westendorp", expect: "/frameworks/van-westendorp" },
  { query: "price sensitivity meter", expect: "/frameworks/van-westendorp" },
  { query: "heart framework", expect: "/frameworks/heart-framework" },
  { query: "pirate metrics", expect: "/frameworks/aarrr-pirate-metrics" },
  { query: "aarrr", expect: "/frameworks/aarrr-pirate-metrics" },
  { query: "playing to win", expect: "/frameworks/playing-to-win" },
  { query: "strategy choice cascade", expect: "/frameworks/playing-to-win" },
  { query: "technical debt", expect: "/glossary/technical-debt" },
  { query: "velocity", expect: "/glossary/velocity" },
  { query: "a/b test", expect: "/glossary/a-b-test" },
  { query: "stakeholder map", expect: "/templates/stakeholder-map" },
  { query: "retrospective", expect: "/templates/sprint-retrospective" },
  { query: "launch checklist", expect: "/templates/launch-checklist" },
  { query: "customer interview", expect: "/templates/customer-interview-guide" },
  { query: "monetisation", expect: "/product-mastery/business-and-strategy" },
  { query: "impostor syndrome", expect: "/product-mastery/career-and-mindset" },
  { query: "ux writing", expect: "/product-mastery/design-and-ux" },
  { query: "growth loops", expect: "/product-mastery/growth-and-experiments" },
  { query: "influencing without authority", expect: "/product-mastery/career-and-mindset" },
  { query: "continuous discovery", expect: "/books/continuous-discovery-habits" },
  { query: "product leadership", expect: "/books/product-leadership" },
  { query: "build trap", expect: "/books/escaping-the-build-trap" },
  { query: "mom test", expect: "/books/the-mom-test" },
  // The comic's transcripts are indexed: its story is about a dashboard.
  { query: "dashboard", expect: "/ship-happens" },
  { query: "privacy", expect: "/privacy-policy" },
  { query: "prioritising", expect: "/product-mastery/delivery-and-execution" },
  { query: "behaviour", expect: "/product-psychology" },
  { query: "nps", expect: "/product-mastery/business-and-strategy" },
  { query: "net promoter score", expect: "/product-mastery/business-and-strategy" },
  // Typos: a swapped pair of letters, a dropped letter, misspelt endings the stemmer cannot see past.
  { query: "dashbord", expect: "/ship-happens" },
  { query: "retension", expect: "/glossary/retention" },
  { query: "roadmpa", expect: "/glossary/roadmap" },
  { query: "prioritisaton", expect: "/product-mastery/delivery-and-execution" },
  { query: "prioritsation", expect: "/product-mastery/delivery-and-execution" },
  { query: "knao model", expect: "/frameworks/kano-model" },
  { query: "stakehodler map", expect: "/templates/stakeholder-map" },
  // Words from deep in a section: the whole text is indexed, not only its opening.
  { query: "polite yeses", expect: "/templates/customer-interview-guide" },
  { query: "tunewell", expect: "/templates/north-star-metric-worksheet" },
  { query: "tracking plan", expect: "/templates/tracking-plan" },
  { query: "event naming", expect: "/templates/tracking-plan" },
  { query: "positioning canvas", expect: "/templates/positioning-canvas" },
  { query: "pricing research", expect: "/templates/pricing-research-plan" },
  { query: "your progress", expect: "/progress" },
  // The guides: a how-to question finds the guide; the bare term still finds its definition or blank.
  { query: "guides", expect: "/guides" },
  { query: "writing a prd", expect: "/guides/writing-a-prd" },
  { query: "how to write a prd", expect: ["/guides/writing-a-prd", "/templates/product-requirements-document"] },
  { query: "roadmap formats", expect: "/guides/roadmaps" },
  { query: "present a roadmap", expect: "/guides/roadmaps" },
  { query: "cartwheel substitutions", expect: "/guides/writing-a-prd" },
  { query: "a/b testing", expect: ["/glossary/a-b-test", "/guides/ab-testing"] },
  { query: "sample size", expect: "/guides/ab-testing" },
  { query: "product analytics", expect: "/guides/product-analytics" },
  { query: "cohort analysis", expect: "/guides/product-analytics" },
  { query: "dau/mau", expect: "/guides/product-analytics" },
  { query: "pricing", expect: "/guides/pricing-and-packaging" },
  { query: "freemium", expect: "/guides/pricing-and-packaging" },
  { query: "positioning", expect: "/guides/positioning-and-go-to-market" },
  { query: "go to market", expect: "/guides/positioning-and-go-to-market" },
  { query: "launch tiers", expect: "/guides/positioning-and-go-to-market" },
  { query: "product-led growth", expect: "/guides/product-led-growth" },
  { query: "plg", expect: "/guides/product-led-growth" },
  { query: "product strategy", expect: "/guides/product-strategy" },
  { query: "product vision", expect: "/guides/product-strategy" },
];

const pageOf = (url: string) => url.split(/[#?]/)[0] ?? url;

/**
 * Why a ranked list of result URLs misses the expectation, or null when it
 * meets it: the first result's page, or the first two distinct pages.
 */
export function relevanceMiss(urls: readonly string[], expected: RelevanceQuery["expect"]): string | null {
  const pages = [...new Set(urls.map(pageOf))];
  if (typeof expected === "string") {
    return pages[0] === expected ? null : `first result should be ${expected}; got ${pages.slice(0, 3).join(", ") || "(no results)"}`;
  }
  const firstTwo = pages.slice(0, 2);
  return expected.every((page) => firstTwo.includes(page))
    ? null
    : `first two pages should be ${expected.join(" and ")}; got ${pages.slice(0, 3).join(", ") || "(no results)"}`;
}
