import type { SheetTemplateStructure } from "@/lib/templates/schema";

/** The computed column's formula, shared with the figures module so the teaching's worked count is the sheet's own. */
export const peopleToApproachExpression = "=ROUNDUP([Valid answers needed] / ([Usable rate %] / 100), 0)";

/**
 * A pricing research plan: one row per research question, with its method,
 * who answers, how many valid answers it needs and how many people that
 * means approaching, and the decision rule agreed before any answer comes
 * in. The Van Westendorp questions and a willingness-to-pay interview guide
 * ship as reference tables (and as their own CSVs).
 */
export const pricingResearchPlan: SheetTemplateStructure = {
  slug: "pricing-research-plan",
  name: "Pricing research plan",
  updated: "2026-11-28",
  group: "discover",
  kind: "sheet",
  formats: ["csv", "md"],
  sheet: {
    columns: [
      { name: "Research question", type: "text", description: "One question the pricing decision depends on, answerable by the method in the next column." },
      {
        name: "Method",
        type: "choice",
        options: ["Willingness-to-pay interview", "Van Westendorp survey", "Packaging test", "Deal review", "Pricing page test"],
        description: "How the question is answered: interviews for why, surveys for ranges across a segment, tests and deal reviews for what people actually do.",
      },
      { name: "Who answers", type: "text", description: "The segment and the screener: people who buy or influence buying in the category, in the segment this price is for." },
      { name: "Valid answers needed", type: "integer", description: "Interviews, complete and consistent survey answers, or deals with a stated reason, after the checks that remove bad ones." },
      { name: "Usable rate %", type: "percent", description: "Of the people you approach, the share expected to give a valid answer, from past studies or a pilot." },
      {
        name: "To contact",
        type: "integer",
        description: "How many people to contact (or, for a deal review, deals to pull) so the valid answers arrive.",
        computed: { words: "Valid answers needed divided by the usable rate, rounded up to a whole person.", expression: peopleToApproachExpression, decimals: 0 },
      },
      { name: "Decision rule", type: "text", description: "What each possible answer will make you do, written before the first answer comes in." },
      { name: "Owner", type: "text", description: "The person who runs the study and reports it." },
      { name: "Due", type: "date", description: "When the answer is needed for the pricing decision." },
    ],
    exampleRows: [
      [
        "What do firms use for route planning today, and what does it cost them in fees and dispatcher hours?",
        "Willingness-to-pay interview",
        "Owners or dispatchers at firms with 3 to 25 drivers: current trial users and prospects who chose a competitor",
        12,
        60,
        20,
        "If most count their cost in hours rather than in a tool's fee, set the price against dispatcher hours saved and lead the pricing page with them.",
        "Maya Lindqvist, PM",
        "2027-01-15",
      ],
      [
        "Which price per driver per month do small firms find acceptable for the Standard plan?",
        "Van Westendorp survey",
        "Owners or dispatchers at firms with 3 to 25 drivers who pay for a routing or tracking tool today",
        200,
        25,
        800,
        "Shortlist three test prices between the point of marginal cheapness and the point of marginal expensiveness. If our cost floor of $9 per driver is above the upper end, rethink the package before the price.",
        "Maya Lindqvist, PM",
        "2027-02-05",
      ],
      [
        "Do firms with 26 drivers or more accept a different range?",
        "Van Westendorp survey",
        "The same screener, firms with 26 to 150 drivers",
        100,
        20,
        500,
        "If the two segments' acceptable ranges do not overlap, give larger firms their own plan instead of one price with a volume discount.",
        "Maya Lindqvist, PM",
        "2027-02-05",
      ],
      [
        "Which features separate Standard from Pro?",
        "Packaging test",
        "Waitlist firms of every size, each shown the Standard and Pro cards at list price and asked which they would choose and what they would move between them",
        150,
        30,
        500,
        "Keep the two plans if most small firms choose Standard and most larger firms choose Pro. A feature that over a third of small firms would move into Standard is a must-have there, not a fence.",
        "Jonah Reyes, product designer",
        "2027-02-19",
      ],
      [
        "In which lost deals was price the stated reason, and against which alternative?",
        "Deal review",
        "Sales notes on deals lost in the last two quarters",
        40,
        50,
        80,
        "If price is the main reason in fewer than a quarter of the lost deals, the problem is value or fit: fix the pitch and the packaging before changing any price.",
        "Ama Owusu, sales lead",
        "2027-01-22",
      ],
    ],
  },
  referenceTables: [
    {
      slug: "van-westendorp-questions",
      title: "Van Westendorp questions",
      description:
        "The four questions of the Price Sensitivity Meter in their standard form. Ask all four, with an open price box in the billing unit (per driver per month), after a neutral description of the offer that shows no price. Replace \"the product\" with the offer's name. A respondent's answers must rise from too cheap to too expensive; drop those that do not.",
      table: {
        headers: ["Order", "Price point", "Question (ask it exactly like this)", "Curve it feeds"],
        rows: [
          ["1", "Too cheap", "At what price would you consider the product to be priced so low that you would feel the quality couldn't be very good?", "Too cheap: share whose answer is at or above each price"],
          ["2", "Bargain", "At what price would you consider the product to be a bargain, a great buy for the money?", "Not cheap: share whose answer is below each price"],
          ["3", "Getting expensive", "At what price would you consider the product starting to get expensive, so that it is not out of the question, but you would have to give some thought to buying it?", "Not expensive: share whose answer is above each price"],
          ["4", "Too expensive", "At what price would you consider the product to be so expensive that you would not consider buying it?", "Too expensive: share whose answer is at or below each price"],
        ],
      },
    },
    {
      slug: "willingness-to-pay-interview",
      title: "Willingness-to-pay interview questions",
      description:
        "A 30-minute interview, in this order: what customers do and pay today, then what the problem costs them, and only at the end a price, watched for the reaction rather than taken as a promise.",
      table: {
        headers: ["Step", "Ask", "What it tells you"],
        rows: [
          ["1. Today", "Walk me through how you planned yesterday's routes. Which tools did you use, and what do they cost you each month?", "The real alternative, and the reference price buyers will hold you against"],
          ["2. Cost of the problem", "Tell me about the last time a route went wrong. What did it cost you in time, money or a customer?", "The value at stake, in the buyer's own units"],
          ["3. Last purchase", "What was the last tool you started paying for? Who decided, and what nearly stopped you?", "Who signs, from which budget, and what blocks a purchase"],
          ["4. Limits", "Above what monthly amount does a tool like this need someone else's approval?", "The sign-off thresholds a price should sit under"],
          ["5. Package", "Here are the two plans. What would you move from one to the other? What would you pay extra to have?", "Which features are fences and which are must-haves"],
          ["6. Price", "Standard is $14 per driver per month. What would you compare that with?", "The anchor they reach for; note hesitation and the comparison, not a yes or no"],
        ],
      },
    },
  ],
  example: {
    product: "Parcelpath, route planning and live delivery tracking for small courier firms",
    context: "The research plan for pricing a new Standard and Pro plan, priced per driver per month, before the team tests any price on its sign-up page.",
  },
  serves: [
    { href: "/guides/pricing-and-packaging", label: "Pricing and packaging" },
    { href: "/frameworks/van-westendorp", label: "Van Westendorp Price Sensitivity Meter" },
  ],
  relatedFrameworks: ["kano-model", "value-proposition-canvas"],
  relatedGlossaryTerms: ["product-discovery", "persona"],
  relatedMastery: ["business-and-strategy#monetization", "design-and-ux#user-research"],
};
