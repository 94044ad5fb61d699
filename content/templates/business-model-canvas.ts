import type { DocumentTemplateStructure } from "@/lib/templates/schema";

/*
 * The canvas the Business Model Canvas explainer points to. The nine blocks
 * are listed in the order the explainer recommends filling them (customer
 * side first, then the value, then how it is delivered and paid for, then
 * the infrastructure and costs), and the last section turns the canvas into
 * the assumptions to test, which is where most canvases stop too early.
 */
export const businessModelCanvas: DocumentTemplateStructure = {
  slug: "business-model-canvas",
  name: "Business Model Canvas",
  updated: "2026-11-23",
  group: "define",
  kind: "document",
  formats: ["md"],
  sections: [
    {
      heading: "Customer Segments",
      guidance: "The groups of people or organisations the business serves, and which of them pays.",
      prompts: ["Who pays, and who uses? Are they the same?", "Which segment matters most this year?"],
      example: {
        bullets: [
          "Independent physiotherapy clinics with 2 to 15 practitioners in the UK and Ireland (the payer): 420 paying clinics today.",
          "Patients of those clinics who book, move and cancel appointments (the users): about 61,000 active each month; they pay nothing.",
        ],
      },
    },
    {
      heading: "Value Propositions",
      guidance: "For each segment, the problem solved or job done, and why it beats today's alternative.",
      example: {
        bullets: [
          "Clinics: fewer empty slots. Online booking with reminders and a waitlist that fills late cancellations; clinics that use the waitlist lose 38% fewer hours to no-shows than those on paper diaries.",
          "Patients: book or move an appointment at 10 p.m. without phoning reception, and get a reminder the day before.",
        ],
      },
    },
    {
      heading: "Channels",
      guidance: "How each segment finds, evaluates, buys and receives the product.",
      example: {
        bullets: [
          "Clinics: referrals from other clinic owners (46% of new clinics in the last year), the professional body's supplier directory, and a 30-day free trial started from the website.",
          "Patients: the booking link on the clinic's website and in its email signature; the reminder texts bring them back.",
        ],
      },
    },
    {
      heading: "Customer Relationships",
      guidance: "The relationship each segment expects and how you keep it.",
      example: {
        bullets: [
          "Clinics: self-service set-up, with a 45-minute onboarding call for clinics of five practitioners or more; email support answered within four working hours.",
          "Patients: fully automated (booking pages, reminders, rescheduling links).",
        ],
      },
    },
    {
      heading: "Revenue Streams",
      guidance: "Every way money comes in, its price and unit, and what it brings in today.",
      table: {
        headers: ["Stream", "Price and unit", "Monthly revenue today"],
        rows: [["What is sold", "Price per unit (per clinic, per seat, per use)", "Today's figure"]],
      },
      example: {
        tableRows: [
          ["Clinic subscription", "£59 per clinic per month", "£24,780 (420 clinics)"],
          ["Extra practitioner seats", "£12 per practitioner above two, per month", "£11,460 (955 seats)"],
          ["Text reminders beyond the allowance", "4p per message over 500 a month", "£1,930"],
        ],
        paragraphs: ["Total about £38,200 a month; subscriptions and seats carry 95% of it."],
      },
    },
    {
      heading: "Key Resources",
      guidance: "The assets the model depends on.",
      example: {
        bullets: [
          "The booking and waitlist engine, and four years of cancellation data that tunes the waitlist's offers.",
          "A support team of three who know how clinics run.",
          "The listing in the professional body's supplier directory.",
        ],
      },
    },
    {
      heading: "Key Activities",
      guidance: "The few things the team must do well for the value proposition to hold.",
      example: {
        bullets: [
          "Keeping booking available during clinic hours (target 99.95%).",
          "Onboarding a clinic to its first 50 online bookings within two weeks of sign-up.",
          "Shipping the integrations clinics ask for, starting with the two most used practice-accounting tools.",
        ],
      },
    },
    {
      heading: "Key Partnerships",
      guidance: "Partners and suppliers, what each provides, and which are hard to replace.",
      example: {
        bullets: [
          "The text-messaging provider that sends reminders (hard to replace quickly: deliverability took months to tune).",
          "The card-payment provider for deposits.",
          "The professional body, whose directory brings about a fifth of trials.",
        ],
      },
    },
    {
      heading: "Cost Structure",
      guidance: "The largest costs, fixed and variable, and what causes each.",
      table: {
        headers: ["Cost", "Fixed or variable", "Monthly cost today"],
        rows: [["What the money is spent on", "Fixed or variable", "Today's figure"]],
      },
      example: {
        tableRows: [
          ["Salaries (9 people)", "Fixed", "£27,500"],
          ["Hosting and tools", "Mostly fixed", "£2,100"],
          ["Text messages", "Variable", "£3,300"],
          ["Directory listing and events", "Fixed", "£650"],
        ],
        paragraphs: ["Total about £33,550 a month: a value-driven model whose one large variable cost, texts, grows with patients rather than with paying clinics."],
      },
    },
    {
      heading: "Riskiest assumptions",
      guidance: "The three claims that would sink the model if wrong, and the cheapest test for each.",
      table: {
        headers: ["Assumption", "Block", "Cheapest test"],
        rows: [["A claim the model depends on", "Where it sits on the canvas", "How you would know within a few weeks"]],
      },
      example: {
        tableRows: [
          ["Clinics of 10 or more practitioners will pay per seat rather than leave for an enterprise tool", "Revenue Streams", "Offer the new seat price to the 18 largest clinics at renewal and count how many renew"],
          ["Text costs stay below 10% of revenue as patient numbers grow", "Cost Structure", "Project the last six months' messages per patient to next year's patient numbers"],
          ["Referrals keep bringing nearly half of new clinics without an incentive", "Channels", "Ask every trial where it heard of Fernbook for one month and compare with last year"],
        ],
      },
    },
  ],
  example: {
    product: "Fernbook, appointment scheduling for physiotherapy clinics",
    context: "The canvas drawn before a pricing review, to see what a per-seat price for large clinics would change across the model.",
  },
  relatedFrameworks: ["business-model-canvas", "value-proposition-canvas", "lean-startup"],
  relatedGlossaryTerms: ["product-market-fit", "kpi", "stakeholder"],
  relatedMastery: ["business-and-strategy#monetization", "business-and-strategy#competitive-strategy"],
};
