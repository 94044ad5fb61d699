import type { SheetTemplate } from "@/lib/templates/schema";

export const nowNextLaterRoadmap: SheetTemplate = {
  slug: "now-next-later-roadmap",
  name: "Now / next / later roadmap",
  updated: "2026-11-23",
  group: "define",
  kind: "sheet",
  formats: ["csv", "md"],
  whenToUse: "You need to share direction without promising dates you cannot keep, grouped by how certain the work is.",
  summary:
    "A roadmap sheet in three horizons: problems the team is solving now, those it will tackle next, and those it expects later, each with the outcome it should move, its confidence and an owner.",
  teaching: {
    purpose: [
      "A now/next/later roadmap replaces dates with horizons of certainty. Now is what the team is working on, with high confidence and detail. Next is what it expects to pick up once the current work lands, shaped but open to change. Later is where it believes the product must go, described as problems rather than features, because the team will learn a lot before it gets there.",
      "Its main benefit is honesty. A timeline roadmap promises that a feature will ship in November when nobody knows yet whether it is the right feature. This format says what you are confident about and what you are not, and it keeps each item tied to a problem and an outcome, so a stakeholder asking \"where is my feature?\" can be answered with the problem it was meant to solve and where that problem sits.",
    ],
    whenToUse: [
      "Sharing direction with leadership, sales and customers without committing to dates.",
      "For product teams working in discovery, where what gets built depends on what you learn.",
      "As the one-page view that links a strategy or OKRs to the work in the backlog.",
    ],
    whenNotToUse: [
      "When a date is a real constraint, such as a regulatory deadline or a contract; show that item with its date rather than hiding it in a horizon.",
      "For sprint-level planning of tasks; that belongs in the backlog.",
      "As a list of every request received. A roadmap that says yes to everything says nothing.",
    ],
    howToFill: [
      { part: "Horizon", advice: "Place each item in Now, Next or Later. Keep Now to what the team is actually staffed for; if Now has more items than teams, it is a wish list." },
      { part: "Problem or opportunity", advice: "Describe the customer problem, not the feature. Later items in particular should be problems, because the solution is not known yet." },
      { part: "Outcome metric", advice: "Name the metric that would show the problem is solved, with its baseline where you have one. This is how the roadmap connects to goals." },
      { part: "Initiatives", advice: "For Now, list the concrete work. For Next, list candidate solutions. For Later, it is fine to leave this thin." },
      { part: "Confidence", advice: "High, medium or low: how sure the team is that this item will happen in this form. It tells readers which parts of the roadmap they can plan around." },
      { part: "Owner", advice: "One team or person per row, so every question about the item has someone to go to." },
    ],
  },
  sheet: {
    columns: [
      { name: "Horizon", type: "choice", options: ["Now", "Next", "Later"], description: "Now: in progress. Next: expected once current work lands. Later: direction, open to change." },
      { name: "Theme", type: "text", description: "The strategic theme or goal the item belongs to." },
      { name: "Problem or opportunity", type: "text", description: "The customer problem, not the feature." },
      { name: "Outcome metric", type: "text", description: "The metric that would show the problem is solved, with its baseline." },
      { name: "Initiatives", type: "text", description: "Concrete work (Now), candidate solutions (Next) or nothing yet (Later)." },
      { name: "Confidence", type: "choice", options: ["High", "Medium", "Low"], description: "How sure the team is that this item happens in this form." },
      { name: "Owner", type: "text", description: "The team or person accountable." },
    ],
    starterRows: [
      ["Now", "", "", "", "", "High", ""],
      ["Next", "", "", "", "", "Medium", ""],
      ["Later", "", "", "", "", "Low", ""],
    ],
    exampleRows: [
      ["Now", "Faster restocking", "Owners reorder bestsellers by hand and run out on weekends", "Weekend stock-outs of top-50 titles: 14% of stores a week, target 5%", "Reorder suggestions from the last 4 weeks of sales; one-click order to the wholesaler", "High", "Inventory team"],
      ["Now", "Fewer lost sales", "Customers ask for a book that is not in stock and leave", "Special orders taken per store per week: 3, target 8", "Special-order form at the till with a text message when the book arrives", "High", "Point-of-sale team"],
      ["Next", "Faster restocking", "Returns to publishers take a day of paperwork each month", "Hours spent on returns per month: 7, target 2", "Candidates: returns list generated from unsold stock; publisher return rules built in", "Medium", "Inventory team"],
      ["Next", "Community", "Events sell out but owners cannot see which customers came", "Repeat event attendees: not measured yet", "Candidates: ticketing inside the app; link tickets to customer accounts", "Medium", "Customer team"],
      ["Later", "Grow online sales", "Local customers buy online elsewhere because the store has no web shop", "Share of store revenue online: 0%", "", "Low", "Product lead"],
    ],
  },
  example: {
    product: "Shelfwise, inventory and till software for independent bookshops",
    context: "The roadmap shared with the company and the customer advisory board for the second half of the year.",
  },
  mistakes: [
    "Putting feature names in every horizon, so Later becomes a backlog with no room to learn.",
    "More Now items than teams to work on them.",
    "Hiding a real deadline inside Next instead of showing it as a date.",
    "Never moving items between horizons, so the roadmap stops reflecting reality within a quarter.",
    "No outcome metric, so nobody can tell whether finishing an item solved anything.",
  ],
  relatedFrameworks: ["okrs", "opportunity-solution-tree", "north-star-metric", "moscow"],
  relatedGlossaryTerms: ["roadmap", "okr", "stakeholder", "backlog"],
  relatedMastery: ["vision-and-leadership#roadmapping", "vision-and-leadership#stakeholder-management"],
};
