import type { SheetTemplate } from "@/lib/templates/schema";

export const decisionLog: SheetTemplate = {
  slug: "decision-log",
  name: "Product decision log",
  updated: "2026-11-27",
  group: "decide",
  kind: "sheet",
  formats: ["csv", "md"],
  whenToUse: "Decisions keep getting reopened, or nobody remembers months later why the team chose what it did.",
  summary:
    "A decision log: one row per product decision with its date, context, the options considered, the rationale, who decided and who was consulted, its status, and when it should be revisited.",
  teaching: {
    purpose: [
      "A decision log is a running list of the product decisions a team has made, with enough context that someone reading it in six months understands why. Without one, decisions live in meeting notes and chat threads, and the same question gets argued again whenever a new person joins or a stakeholder was not in the room.",
      "Each row records the decision in one sentence, the context that made it necessary, the options that were considered, why this one won, who made the call and who was consulted. Two columns make the log more than an archive: status, so a decision that has been superseded is marked as such rather than silently ignored, and a revisit trigger, the condition under which the team agrees to reopen it. A decision with a stated revisit trigger is much easier to close, because people who disagree know when their concern will be heard again.",
    ],
    whenToUse: [
      "For decisions that shape the product for months: scope cuts, pricing, platform choices, what not to build.",
      "In teams where stakeholders change often, or where remote work means many people miss the meeting where a decision was made.",
      "Alongside a PRD or roadmap, so each item can point to the decisions behind it.",
    ],
    whenNotToUse: [
      "For every small call made in a day; a log with two hundred rows of trivia hides the ten that matter.",
      "As a way to decide by documentation; the log records decisions, the conversation still has to happen.",
      "For architecture decisions that need long technical reasoning; engineers usually keep those as separate decision records and link them here.",
    ],
    howToFill: [
      { part: "Decision", advice: "One sentence in the active voice that someone could act on: \"Shift swaps need manager approval in the first release.\" If it takes a paragraph, it is probably several decisions." },
      { part: "Context", advice: "What made the decision necessary: the question, the constraint, the data. This is what future readers lack most." },
      { part: "Options considered", advice: "List the real alternatives, including doing nothing. Showing that an option was considered and rejected prevents it from being proposed again as new." },
      { part: "Rationale", advice: "Why this option won, including the trade-off accepted. Be honest about uncertainty: \"we chose this with little data\" is useful to the reader who later has the data." },
      { part: "Decider", advice: "One named person who made the call. \"The team\" makes it hard to know who can reopen it." },
      { part: "Status", advice: "Proposed, decided, superseded or reversed. When a decision changes, add a new row and mark the old one superseded, rather than editing history." },
      { part: "Revisit when", advice: "A date or a condition (\"if more than 20% of swaps are rejected\") under which the decision is reopened." },
    ],
  },
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
  mistakes: [
    "Recording the decision without the context and options, which is the part future readers need.",
    "Editing old rows when a decision changes, so the history of why it changed is lost.",
    "\"The team\" as the decider, which leaves nobody who can reopen or defend the decision.",
    "Logging every minor call until the important decisions are impossible to find.",
    "No revisit trigger, so the decision is either never questioned or questioned every week.",
  ],
  relatedFrameworks: ["rice-scoring", "moscow"],
  relatedGlossaryTerms: ["stakeholder", "roadmap", "backlog"],
  relatedMastery: ["vision-and-leadership#stakeholder-management", "delivery-and-execution#prioritization"],
};
