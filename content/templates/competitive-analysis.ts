import type { DocumentTemplateStructure } from "@/lib/templates/schema";

export const competitiveAnalysis: DocumentTemplateStructure = {
  slug: "competitive-analysis",
  name: "Competitive analysis",
  updated: "2026-11-23",
  group: "discover",
  kind: "document",
  formats: ["md"],
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
  relatedFrameworks: ["jobs-to-be-done", "value-proposition-canvas", "business-model-canvas", "playing-to-win"],
  relatedGlossaryTerms: ["jobs-to-be-done", "product-market-fit"],
  relatedMastery: ["business-and-strategy#competitive-strategy"],
};
