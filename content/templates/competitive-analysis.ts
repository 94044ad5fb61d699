import type { DocumentTemplate } from "@/lib/templates/schema";

export const competitiveAnalysis: DocumentTemplate = {
  slug: "competitive-analysis",
  name: "Competitive analysis",
  updated: "2026-11-23",
  group: "discover",
  kind: "document",
  formats: ["md"],
  whenToUse: "A roadmap, positioning or pricing decision depends on what customers would use instead of you, and why.",
  summary:
    "A competitive analysis that starts from the decision it informs: the alternatives customers really use, a comparison on the jobs they care about, why each wins or loses, and what it means for you.",
  teaching: {
    purpose: [
      "A competitive analysis answers one question: what would our customers use if we did not exist, and why would they choose it? The answer shapes positioning, pricing and the roadmap. Most analyses fail by trying to answer a different question, \"what features do competitors have?\", and end as a long feature matrix that is read once and filed.",
      "This template starts with the decision the analysis informs, includes the alternatives that are not products (a spreadsheet and a group chat are often the biggest competitor), compares them on the jobs customers hire the product for rather than on feature lists, and uses evidence from lost deals and switching customers. It ends with implications: what you will do, and what you will deliberately not copy.",
    ],
    whenToUse: [
      "Before a positioning or pricing decision, or when sales keeps losing deals to the same alternative.",
      "When planning a roadmap in a market where customers compare you side by side with others.",
      "When a competitor makes a significant move, such as a new product, a price change or an acquisition.",
    ],
    whenNotToUse: [
      "As a reason to copy features: matching a competitor's list makes you the second-best version of them.",
      "Without customer evidence; an analysis built only from competitors' websites describes their marketing, not their product.",
      "As a one-time document. If you will not refresh it at least twice a year, keep it short.",
    ],
    howToFill: [
      { part: "Decision this informs", advice: "Name the decision and its date. If you cannot, stop: an analysis without a decision grows until nobody reads it." },
      { part: "Alternatives", advice: "List four or five alternatives customers really consider, including doing nothing or a manual workaround. Say for each how you know customers consider it: lost deals, interviews, switching data." },
      { part: "Comparison on customer jobs", advice: "Compare on the three to six jobs customers care about most, rated with a stated scale and a source for each rating. A rating you cannot source is a guess; mark it as one." },
      { part: "Where they win and lose", advice: "Use win/loss notes and switching interviews: why customers choose each alternative, and why they leave it. This is usually the most useful section." },
      { part: "Implications", advice: "Write what you will do, what you will not do, and what you will watch. Decisions not to follow a competitor are as valuable as decisions to respond." },
    ],
  },
  sections: [
    { heading: "Decision this informs", guidance: "The decision, who makes it and when.", example: { paragraphs: ["Whether Crewboard's second-half roadmap should add payroll or double down on scheduling for multi-site restaurants. Decided by the head of product at the July planning review."] } },
    {
      heading: "Alternatives",
      guidance: "The alternatives customers really consider, including manual workarounds, and how you know.",
      table: { headers: ["Alternative", "Type", "Who chooses it", "How we know"], rows: [["Name", "Direct, indirect or workaround", "Segment", "Evidence"]] },
      example: {
        tableRows: [
          ["Spreadsheet and group chat", "Workaround", "Single-site restaurants under 15 staff", "Named in 22 of 40 lost deals"],
          ["ShiftSpan", "Direct", "Multi-site groups", "Named in 11 of 40 lost deals"],
          ["Rotaly", "Direct, bundled with payroll", "Restaurants that want one tool for rota and pay", "Named in 6 of 40 lost deals; 9 switchers came from it"],
          ["Point-of-sale scheduling add-on", "Indirect", "Restaurants already on that till system", "Named in 1 lost deal"],
        ],
      },
    },
    {
      heading: "Comparison on customer jobs",
      guidance: "The jobs customers care about most, rated 0 (cannot do it) to 3 (best in class), with a source.",
      table: { headers: ["Job", "Us", "Alternative 1", "Alternative 2", "Alternative 3", "Source"], rows: [["Customer job", "0-3", "0-3", "0-3", "0-3", "Where the ratings come from"]] },
      example: {
        tableRows: [
          ["Publish next week's rota in under 15 minutes", "3", "1", "2", "2", "Timed trials of each product, June"],
          ["Fill a shift when someone calls in sick", "2", "2", "3", "1", "Switching interviews"],
          ["Run payroll from worked hours", "0", "0", "1", "3", "Vendor documentation and two trials"],
          ["Manage rotas across several sites", "1", "0", "3", "1", "Lost-deal notes"],
        ],
        paragraphs: ["Alternatives in order: spreadsheet and group chat, ShiftSpan, Rotaly."],
      },
    },
    {
      heading: "Where they win and lose",
      guidance: "Why customers choose each alternative, and why they leave it.",
      example: {
        bullets: [
          "Spreadsheet and chat win on cost and habit; owners leave after a no-show disaster or when they pass about 15 staff.",
          "ShiftSpan wins multi-site deals on shared staff pools; small restaurants call it complicated.",
          "Rotaly wins when the owner does payroll personally; switchers from Rotaly cite slow rota editing.",
        ],
      },
    },
    {
      heading: "Implications",
      guidance: "What you will do, what you will not do, and what you will watch.",
      example: {
        bullets: [
          "Do: build shared staff pools across sites; 11 lost deals and our weakest job rating point there.",
          "Do not: build payroll. Rotaly's advantage is a full payroll product; an export to payroll tools covers most of the need.",
          "Watch: the point-of-sale add-on, which is cheap and improving; review again in six months.",
        ],
      },
    },
  ],
  example: {
    product: "Crewboard, a shift-scheduling app for independent restaurants",
    context: "An analysis for the second-half planning review, using 40 lost-deal notes and 9 switching interviews. The competitors named are fictional.",
  },
  mistakes: [
    "Leaving out the manual workaround, which is often the alternative you lose to most.",
    "A feature matrix with forty rows and no conclusion.",
    "Ratings with no source, which describe the team's feelings about competitors.",
    "Copying a competitor's feature without asking why their customers use it.",
    "Never dating or refreshing the analysis, so old conclusions steer new decisions.",
  ],
  relatedFrameworks: ["jobs-to-be-done", "value-proposition-canvas", "business-model-canvas"],
  relatedGlossaryTerms: ["jobs-to-be-done", "product-market-fit"],
  relatedMastery: ["business-and-strategy#competitive-strategy"],
};
