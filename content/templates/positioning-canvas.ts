import type { SheetTemplateStructure } from "@/lib/templates/schema";

/**
 * A positioning canvas on April Dunford's components (Obviously Awesome,
 * 2019): competitive alternatives, unique attributes, value, target
 * customers and market category, plus relevant trends. One row per entry,
 * so a component with several answers (two alternatives, three attributes)
 * keeps each on its own line with its own evidence.
 */
export const positioningCanvas: SheetTemplateStructure = {
  slug: "positioning-canvas",
  name: "Positioning canvas",
  updated: "2026-11-28",
  group: "define",
  kind: "sheet",
  formats: ["csv", "md"],
  sheet: {
    columns: [
      {
        name: "Component",
        type: "choice",
        options: ["Competitive alternative", "Unique attribute", "Value", "Target customers", "Market category", "Relevant trend"],
        description: "Which of Dunford's components the row belongs to. Fill them in this order: each one is worked out from the ones above it.",
      },
      { name: "Statement", type: "text", description: "The entry itself, in plain words a customer would recognise: a fact for an attribute, an outcome for a value." },
      { name: "Builds on", type: "text", description: "The rows this one follows from: the alternative an attribute is compared with, the attributes a value comes from." },
      { name: "Evidence", type: "text", description: "What makes it true: customer interviews, usage data, won and lost deals. Leave it empty rather than write a hope." },
      {
        name: "Confidence",
        type: "choice",
        options: ["Proven", "Some evidence", "Belief"],
        description: "Proven: customers say it unprompted and the data agrees. Some evidence: a few sources. Belief: the team thinks so; find out before the positioning depends on it.",
      },
    ],
    starterRows: [
      ["Competitive alternative", "", "", "", ""],
      ["Unique attribute", "", "", "", ""],
      ["Value", "", "", "", ""],
      ["Target customers", "", "", "", ""],
      ["Market category", "", "", "", ""],
      ["Relevant trend", "", "", "", ""],
    ],
    exampleRows: [
      [
        "Competitive alternative",
        "A spreadsheet of fee stages per project, updated by the office manager at month end",
        "",
        "What 11 of the 14 best-fit customers used before switching",
        "Proven",
      ],
      [
        "Competitive alternative",
        "A general task tool for the work, plus a separate timesheet app for the hours",
        "",
        "Named in 9 of the last 20 lost deals",
        "Proven",
      ],
      [
        "Unique attribute",
        "Every project is split into the stages its fee is agreed in, and hours are booked against a stage",
        "Both alternatives: neither knows the fee",
        "Product fact; no general task tool does it",
        "Proven",
      ],
      [
        "Unique attribute",
        "A warning when a stage has used 80% of its fee while its work is less than 80% done",
        "The spreadsheet, which shows overruns a month late",
        "Product fact; the feature customers mention first in interviews",
        "Proven",
      ],
      [
        "Unique attribute",
        "An invoice for each stage drafted the day the stage is marked complete",
        "The spreadsheet and the timesheet app",
        "Product fact",
        "Proven",
      ],
      [
        "Value",
        "Partners see which projects are losing money while there is still time to act",
        "Stage budgets; the 80% warning",
        "Customers quote overruns caught mid-stage; 6 of 14 renegotiated a fee after a warning",
        "Some evidence",
      ],
      [
        "Value",
        "Fees are invoiced on time, without a month-end chase through timesheets",
        "Stage invoices",
        "Median days from stage completion to invoice fell from 19 to 2 across 14 customers",
        "Proven",
      ],
      [
        "Target customers",
        "Architecture practices of 5 to 30 people on fixed fees per stage, where the partners who win the work also run the projects",
        "Cares most about both values",
        "All 14 best-fit customers match; larger firms already run practice-management suites",
        "Proven",
      ],
      [
        "Market category",
        "Fee and project tracking for architecture practices (not project management software)",
        "Makes buyers expect the fee stages and invoices, and stops comparison with general task tools",
        "Prospects who heard this framing in 6 sales calls asked about stages, not about task features",
        "Some evidence",
      ],
      [
        "Relevant trend",
        "More work is won on fixed fees, so every overrun now comes out of the practice's margin",
        "Makes the first value urgent",
        "Raised by 5 of 14 customers; no market data yet",
        "Belief",
      ],
    ],
  },
  example: {
    product: "Plotline, fee and project tracking for small architecture practices",
    context: "The team repositions Plotline after losing most deals in which buyers compared it with general project management tools.",
  },
  serves: [{ href: "/guides/positioning-and-go-to-market", label: "Positioning and go-to-market" }],
  relatedFrameworks: ["value-proposition-canvas", "jobs-to-be-done", "business-model-canvas"],
  relatedGlossaryTerms: ["persona", "product-market-fit"],
  relatedMastery: ["business-and-strategy#competitive-strategy", "product-thinking#value-creation"],
};
