import type { GlossaryTermPage } from "@/lib/content/schemas";

/*
 * The company in the example is invented. The category names follow both
 * conventions in use: Kano's (must-be, one-dimensional, attractive) and the
 * plain names the Kano Model page uses (basic needs, performance needs,
 * delighters).
 */
export const kanoModelTerm: GlossaryTermPage = {
  slug: "kano-model",
  summary: "How the Kano Model sorts features into five categories, how its paired survey works, a worked banking example, and the traps in using it.",
  whyItMatters: [
    "Features do not all add satisfaction in the same way. Customers do not thank you for the basics; they only punish you when the basics are missing. Other features satisfy more the more of them you deliver, and a few delight people who never asked for them. Treating all three alike leads to classic mistakes: polishing a delighter while a basic is broken, or adding more of something customers are indifferent to.",
    "The model gives a team a shared vocabulary for those differences and a cheap survey to check which category a feature falls into, instead of arguing from opinion. It also explains why yesterday's delighter becomes today's basic: once every competitor offers it, customers expect it.",
  ],
  howItWorks: [
    {
      kind: "table",
      caption: "The five Kano categories",
      headers: ["Category (other names)", "If the feature is there", "If it is missing"],
      rows: [
        ["Must-be (basic needs)", "Taken for granted; little extra satisfaction", "Strong dissatisfaction"],
        ["Performance or one-dimensional (performance needs)", "More is better, roughly in proportion", "Dissatisfaction in proportion"],
        ["Attractive (delighters)", "Delight, often unexpected", "No dissatisfaction: nobody expected it"],
        ["Indifferent", "No effect", "No effect"],
        ["Reverse", "Dissatisfaction for some customers", "Satisfaction for those customers"],
      ],
    },
    {
      kind: "p",
      text: "To classify a feature, Noriaki Kano's survey asks each respondent a pair of questions: how they would feel if the product had the feature (the functional question) and how they would feel if it did not (the dysfunctional question). Both use the same five answers: I like it, I expect it, I am neutral, I can tolerate it, I dislike it. An evaluation table turns each pair of answers into a category, and the feature goes in the category most respondents fall into. An extra question about importance helps rank features within a category.",
    },
  ],
  example: {
    title: "Four features for a small-business banking app",
    blocks: [
      { kind: "p", text: "A PM at a small-business banking app surveyed 200 customers about four candidate features. The most common answer pattern for each:" },
      {
        kind: "table",
        caption: "Kano survey results for four banking features",
        headers: ["Feature", "Most common answers (if there / if missing)", "Share of respondents", "Category"],
        rows: [
          ["Balance updated right after each card payment", "I expect it / I dislike it", "64%", "Must-be"],
          ["Faster payouts, per day saved", "I like it / I dislike it", "52%", "Performance"],
          ["Receipts matched to payments from a photo", "I like it / I am neutral", "47%", "Attractive"],
          ["Animated spending charts", "I am neutral / I am neutral", "58%", "Indifferent"],
        ],
      },
      {
        kind: "p",
        text: "The app updated balances only overnight, so a basic need was failing; fixing it went first, even though no customer had listed it as a wish. Payout speed went on the roadmap as a performance dimension with a next-day target. Receipt matching became the quarter's differentiator, and the charts, which a designer had already prototyped, were dropped.",
      },
    ],
  },
  pitfalls: [
    "Surveying the wrong people. Categories differ by segment: a feature can be a basic need for power users and indifferent to newcomers.",
    "Treating categories as permanent. Delighters decay into performance features and basics as the market catches up, so re-survey every year or two.",
    "Skipping the dysfunctional question, or wording either question in a leading way, which makes must-be and attractive features impossible to tell apart.",
    "Using Kano to rank everything. It says what kind of satisfaction a feature brings, not how many people it reaches or what it costs; pair it with a prioritisation method.",
  ],
  relatedTerms: ["rice-scoring", "product-discovery", "persona", "jobs-to-be-done", "roadmap"],
  alsoTaughtAt: [{ href: "/product-mastery/product-thinking#value-creation", label: "Value Creation: separating basic needs from delighters" }],
};
