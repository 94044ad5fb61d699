import type { GlossaryTermPage } from "@/lib/content/schemas";

/* The company in the example is invented; the Now-Next-Later format is Janna Bastow's. */
export const roadmapTerm: GlossaryTermPage = {
  slug: "roadmap",
  summary: "What a product roadmap is for, the Now-Next-Later format, an example of turning a dated feature list into outcomes, and roadmap traps.",
  whyItMatters: [
    "A roadmap is how most of the company learns what the product team will do and why. Sales uses it to set expectations with customers, engineering to plan architecture, marketing to plan launches and leadership to check that the plan matches the strategy. A clear roadmap heads off a stream of one-off questions; an unclear one creates them.",
    "It is also where strategy becomes concrete. Choosing which three problems go in Now, and which ten requests stay out, is the strategy in practice. A roadmap that includes everything has made no choices.",
  ],
  howItWorks: [
    {
      kind: "p",
      text: "A roadmap sits in a chain: the vision describes where the product is going, the strategy chooses how to get there, the roadmap orders the problems to solve on the way, and goals such as OKRs say how each step will be measured. Many teams now use an outcome-based format:",
    },
    {
      kind: "ul",
      items: [
        "Items are problems or outcomes, such as 'new teams can invite colleagues without help from an admin', rather than only features.",
        "Time is shown as horizons rather than dates. In Janna Bastow's Now-Next-Later format, Now holds committed work, Next holds understood problems not yet started, and Later holds bigger, less certain bets.",
        "Each item says why it is there: the strategic goal or the evidence behind it.",
      ],
    },
    {
      kind: "p",
      text: "Dates still appear where they are real, such as a contract, a regulation or a trade show, and are marked as commitments. Different audiences can see different levels of detail, but all versions should come from one source.",
    },
  ],
  example: {
    title: "From 27 dated features to Now, Next and Later",
    blocks: [
      {
        kind: "p",
        text: "A PM at an event-ticketing platform inherited a roadmap of 27 features with delivery dates spread across the year; 11 had already slipped. The strategy had just changed to focus on small venues, with fewer than 500 seats, whose monthly churn was 3.5% against 1.2% for large venues.",
      },
      {
        kind: "p",
        text: "She grouped the features by the problem each addressed and checked them against the new strategy. Now got two problems, each with an outcome: 'a small venue sets up its first event in under 30 minutes' (the median was 2.5 hours) and 'door staff can scan tickets offline' (lost connections caused 40% of small venues' support tickets). Next held reserved seating for venues up to 500 seats; Later held a white-label app. 19 of the 27 features were dropped or folded into those problems, and sales got a one-page version with the reasons, which they could show customers.",
      },
    ],
  },
  pitfalls: [
    "A feature list with fixed dates for the whole year, which turns every discovery finding into a broken promise.",
    "Committing to Later items in sales conversations.",
    "No link to the strategy, so nobody can explain why an item is there.",
    "Separate roadmaps for each audience that drift apart.",
    "Updating it only when someone asks. Review it monthly and say what moved and why.",
  ],
  relatedTerms: ["okr", "backlog", "stakeholder", "north-star-metric", "rice-scoring"],
  alsoTaughtAt: [
    { href: "/product-mastery/delivery-and-execution#prioritization", label: "Prioritization: deciding what comes first on the roadmap" },
    { href: "/books/product-leadership", label: "Product Leadership: our review, on why vision comes before the roadmap" },
  ],
};
