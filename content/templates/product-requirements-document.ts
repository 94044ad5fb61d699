import type { DocumentTemplateStructure } from "@/lib/templates/schema";
import { formatNumber } from "@/lib/frameworks/worked-example";
import { extraRevenue, offerTexts, percentOf, roundTo } from "@/lib/templates/example-figures";

/**
 * The example PRD's figures, computed so the problem, the goal and the cost
 * question agree with each other and with requirement R2 (offers go to up to
 * five patients at once).
 */
export const fernbookFigures = {
  clinics: 420,
  weeklyAppointments: 38000,
  lateCancelPercent: 11,
  refilledTodayPercent: 30,
  targetPercent: 60,
  averageFee: 65,
  patientsPerOffer: 5,
} as const;
const f = fernbookFigures;
const lateSlots = percentOf(f.weeklyAppointments, f.lateCancelPercent);
const refilledToday = percentOf(lateSlots, f.refilledTodayPercent);
const refilledAtTarget = percentOf(lateSlots, f.targetPercent);
const firstRoundTexts = offerTexts(lateSlots, f.patientsPerOffer);
const fiveWords = ["no", "one", "two", "three", "four", "five"];

export const productRequirementsDocument: DocumentTemplateStructure = {
  slug: "product-requirements-document",
  name: "Product requirements document (PRD)",
  updated: "2026-11-27",
  group: "define",
  kind: "document",
  formats: ["md"],
  sections: [
    {
      heading: "Overview",
      guidance: "The facts a reader needs first: who owns this, who is building it, its status and target release.",
      table: {
        headers: ["Field", "Value"],
        rows: [
          ["Owner", "Product manager's name"],
          ["Team", "Design, engineering and other people involved"],
          ["Status", "Draft, in review, approved or shipped"],
          ["Target release", "Quarter or date"],
        ],
      },
      example: {
        tableRows: [
          ["Owner", "Priya Nair, product manager, scheduling"],
          ["Team", "Scheduling squad: one designer, four engineers, one QA engineer"],
          ["Status", "Approved"],
          ["Target release", "Q3, beta in July to 40 clinics"],
        ],
      },
    },
    {
      heading: "Problem and evidence",
      guidance: "Describe the problem from the user's side in two or three sentences, then the evidence that it is real and worth solving.",
      prompts: ["Who has the problem, and when does it hurt?", "What do they do about it today?", "What numbers, quotes or tickets show its size?"],
      example: {
        paragraphs: [
          "When a patient cancels less than 24 hours before an appointment, the clinic's front desk has to phone patients one by one to fill the slot. Most of the time they give up, and the physiotherapist's hour goes unpaid.",
        ],
        bullets: [
          `Across our ${formatNumber(f.clinics)} clinics, ${f.lateCancelPercent}% of ${formatNumber(f.weeklyAppointments)} weekly appointments are cancelled late: about ${formatNumber(lateSlots)} slots a week.`,
          `Front desks refill ${f.refilledTodayPercent}% of them (about ${formatNumber(refilledToday)} a week); the other ${formatNumber(lateSlots - refilledToday)} go empty.`,
          "In 14 interviews, 11 clinic managers named empty late-cancelled slots as their biggest lost-revenue problem.",
        ],
      },
    },
    {
      heading: "Goal and success metrics",
      guidance: "One primary metric with its baseline and target, and the guardrails that must not get worse.",
      table: {
        headers: ["Metric", "Today", "Target", "How it is measured"],
        rows: [["Primary metric", "Baseline", "Target and date", "Source and query"]],
      },
      example: {
        tableRows: [
          ["Share of late-cancelled slots refilled", `${f.refilledTodayPercent}%`, `${f.targetPercent}% by end of Q3`, "Scheduling events: slot cancelled then booked again before its start"],
          ["Patient complaints about unwanted offers (guardrail)", "0.2 per clinic per month", "No more than 0.5", "Support tickets tagged waitlist"],
          ["Front-desk minutes spent on refill calls (guardrail)", "About 40 a day", "Lower, not higher", "Survey of 20 beta clinics"],
        ],
        paragraphs: [
          `Reaching ${f.targetPercent}% means refilling about ${formatNumber(refilledAtTarget)} slots a week instead of ${formatNumber(refilledToday)}; at the average fee of ${f.averageFee} that is about ${formatNumber(roundTo(extraRevenue(refilledToday, refilledAtTarget, f.averageFee), 100))} a week more revenue for our clinics.`,
        ],
      },
    },
    {
      heading: "Users and user stories",
      guidance: "The user types involved and the stories the solution must support, each with acceptance criteria.",
      table: { headers: ["As a…", "I want to…", "So that…", "Acceptance criteria"], rows: [["User type", "Action", "Outcome", "What a tester checks"]] },
      example: {
        tableRows: [
          ["Patient", "join a waitlist for earlier appointments with my physiotherapist", "I am seen sooner", "Waitlist option appears on the booking confirmation; patient can leave it at any time"],
          ["Patient", "accept an offered slot with one tap from a text message", "I do not have to call", "The first patient to accept gets the slot; others are told it is taken within a minute"],
          ["Front-desk staff", "see which freed slots were refilled automatically", "I stop calling patients for them", "Day view marks auto-filled slots"],
        ],
      },
    },
    {
      heading: "Requirements",
      guidance: "Numbered, testable statements of what the product must do, each with a priority.",
      table: { headers: ["ID", "Requirement", "Priority", "Notes"], rows: [["R1", "What the product must do", "Must, Should or Could", "Links, constraints"]] },
      example: {
        tableRows: [
          ["R1", "When a slot is cancelled within 24 hours of its start, offer it to waitlisted patients of the same practitioner", "Must", "Only slots of the same length or longer"],
          ["R2", `Send offers by text message in waitlist order, up to ${fiveWords[f.patientsPerOffer]} patients at once`, "Must", "Five chosen in the beta; revisit with data"],
          ["R3", "Stop offering a slot 90 minutes before it starts", "Must", "Clinics said patients need travel time"],
          ["R4", "Let clinics switch the feature off per practitioner", "Should", ""],
          ["R5", "Offer slots at other practitioners of the same clinic", "Could", "Only if the patient opted in"],
        ],
      },
    },
    {
      heading: "Out of scope",
      guidance: "What this release will not do, and why.",
      example: {
        bullets: [
          "Charging a late-cancellation fee: a separate decision with legal review.",
          "Email offers: text messages are accepted in minutes, email in hours, which is too slow for same-day slots.",
          "Waitlists across clinics of the same group: fewer than 5% of patients visit more than one clinic.",
        ],
      },
    },
    {
      heading: "Risks and open questions",
      guidance: "What could make this fail, and what is still undecided, each with an owner and a date.",
      table: { headers: ["Risk or question", "Owner", "Answer needed by"], rows: [["What could go wrong or is unknown", "Name", "Date"]] },
      example: {
        tableRows: [
          ["Will patients find five simultaneous offers pushy? Measure complaints in the beta.", "Priya Nair", "2025-07-31"],
          [
            `Text message cost: ${formatNumber(lateSlots)} freed slots a week, each offered to up to ${fiveWords[f.patientsPerOffer]} patients at once (R2), is up to ${formatNumber(firstRoundTexts)} offer texts a week in the first round alone, before any further rounds and the "slot taken" texts. Finance to confirm the budget for that volume`,
            "Daniel Osei",
            "2025-06-20",
          ],
          ["Can the calendar sync with two clinic systems handle a slot being re-booked within seconds?", "Marta Silva, tech lead", "2025-06-27"],
        ],
      },
    },
  ],
  example: {
    product: "Fernbook, appointment scheduling for physiotherapy clinics",
    context: "The PRD for auto-filling late-cancelled appointments from a patient waitlist, after discovery interviews with 14 clinic managers.",
  },
  relatedFrameworks: ["moscow", "user-story-mapping", "jobs-to-be-done"],
  relatedGlossaryTerms: ["user-story", "mvp", "kpi", "stakeholder"],
  relatedMastery: ["delivery-and-execution", "vision-and-leadership#narrative-building"],
};
