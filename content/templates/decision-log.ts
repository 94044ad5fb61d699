import type { SheetTemplateStructure } from "@/lib/templates/schema";

export const decisionLog: SheetTemplateStructure = {
  slug: "decision-log",
  name: "Product decision log",
  updated: "2026-11-27",
  group: "decide",
  kind: "sheet",
  formats: ["csv", "md"],
  sheet: {
    columns: [
      { name: "ID", type: "text", description: "A short reference, such as D-014, used to link the decision from PRDs and tickets." },
      { name: "Date", type: "date", description: "When the decision was made, YYYY-MM-DD." },
      { name: "Decision", type: "text", description: "One actionable sentence." },
      { name: "Context", type: "text", description: "The question, constraint or data that made the decision necessary." },
      { name: "Options considered", type: "text", description: "The real alternatives, including doing nothing." },
      { name: "Rationale", type: "text", description: "Why this option won, and the trade-off accepted." },
      { name: "Decider", type: "text", description: "The one person who made the call." },
      { name: "Consulted", type: "text", description: "People whose input was sought before deciding." },
      { name: "Status", type: "choice", options: ["Proposed", "Decided", "Superseded", "Reversed"], description: "Where the decision stands now." },
      { name: "Revisit when", type: "text", description: "A date or a condition under which the decision is reopened." },
    ],
    exampleRows: [
      ["D-012", "2025-03-04", "Shift swaps need manager approval in the first release", "Managers in 9 of 12 interviews feared staff swapping into overtime", "Swaps without approval; approval for every swap; approval only when a swap creates overtime", "Trust matters more than speed at launch; the overtime-only rule needs payroll data we do not have yet", "Ana Ruiz, product manager", "Two restaurant managers, support lead, tech lead", "Superseded", "If more than 20% of swaps wait over 24 hours for approval"],
      ["D-013", "2025-03-18", "We will not build payroll; we will connect to the main payroll tools, exporting worked hours and importing each employee's contracted hours", "Sales asked for payroll after losing deals to a bundled competitor", "Build payroll; partner with one payroll provider; connect to the main payroll tools", "Payroll is a regulated product in every country we sell in; a two-way connection covers most lost-deal reasons at a fraction of the cost, and gives us the contracted hours an overtime check needs", "Ana Ruiz, product manager, with the head of product", "Sales lead, finance, two customers", "Decided", "If payroll is cited in more than 30% of lost deals for two quarters"],
      ["D-015", "2025-04-22", "Swaps that create no overtime are approved automatically", "27% of swaps waited over 24 hours for approval in April, above the revisit trigger of D-012", "Keep approval for all; approve automatically when no overtime; let each manager choose", "Waiting time was the top complaint; the overtime check became possible when the payroll connection from D-013 shipped in mid-April with contracted hours", "Ana Ruiz, product manager", "Five managers from the beta, tech lead", "Decided", "Review in Q3 with complaint and overtime data"],
    ],
  },
  example: {
    product: "Crewboard, a shift-scheduling app for independent restaurants",
    context: "Three rows from the scheduling team's log, including a decision that was later superseded by its own revisit trigger.",
  },
  relatedFrameworks: ["rice-scoring", "moscow"],
  relatedGlossaryTerms: ["stakeholder", "roadmap", "backlog"],
  relatedMastery: ["vision-and-leadership#stakeholder-management", "delivery-and-execution#prioritization"],
};
