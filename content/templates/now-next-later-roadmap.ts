import type { SheetTemplateStructure } from "@/lib/templates/schema";

export const nowNextLaterRoadmap: SheetTemplateStructure = {
  slug: "now-next-later-roadmap",
  name: "Now / next / later roadmap",
  updated: "2026-11-23",
  group: "define",
  kind: "sheet",
  formats: ["csv", "md"],
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
  relatedFrameworks: ["okrs", "opportunity-solution-tree", "north-star-metric", "moscow"],
  relatedGlossaryTerms: ["roadmap", "okr", "stakeholder", "backlog"],
  relatedMastery: ["vision-and-leadership#roadmapping", "vision-and-leadership#stakeholder-management"],
};
