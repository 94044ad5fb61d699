import type { DocumentTemplate } from "@/lib/templates/schema";

/*
 * The canvas the Business Model Canvas explainer points to. The nine blocks
 * are listed in the order the explainer recommends filling them (customer
 * side first, then the value, then how it is delivered and paid for, then
 * the infrastructure and costs), and the last section turns the canvas into
 * the assumptions to test, which is where most canvases stop too early.
 */
export const businessModelCanvas: DocumentTemplate = {
  slug: "business-model-canvas",
  name: "Business Model Canvas",
  updated: "2026-11-23",
  group: "define",
  kind: "document",
  formats: ["md"],
  whenToUse: "You need to see on one page how a product creates, delivers and captures value, and which part of that story is still a guess.",
  summary:
    "The nine blocks of the Business Model Canvas as a fill-in document, in the order that keeps the customer first, ending with the riskiest assumptions and how to test them.",
  teaching: {
    purpose: [
      "The Business Model Canvas describes a business on one page in nine blocks: who the customers are, what you offer them, how you reach them and keep them, how money comes in, and what resources, activities, partners and costs make that possible. Alexander Osterwalder and Yves Pigneur introduced it in Business Model Generation (2010), and it has become the shared vocabulary for talking about a business model in a product review.",
      "For a product manager the canvas is less a picture of the company than a map of bets. Every block holds a claim, and some of those claims are backed by data while others are hopes. Filled in honestly, the canvas shows which block the product's success depends on and which of its claims nobody has checked. This template adds that step at the end: the three riskiest assumptions and the cheapest test for each.",
    ],
    whenToUse: [
      "When a new product, tier or market changes how the business makes money, and the team needs to agree on the whole model before building.",
      "When you inherit a product and want to understand quickly who pays, for what, and where the costs sit.",
      "Before a pricing or packaging change, to see which other blocks (channels, relationships, costs) the change will move.",
    ],
    whenNotToUse: [
      "For a feature that leaves the business model untouched; a product brief or a PRD says more with less effort.",
      "As a substitute for customer evidence. A canvas filled in from the meeting room is a list of guesses in neat boxes.",
      "When the question is only about one customer segment's needs; the Value Proposition Canvas goes deeper on that.",
    ],
    howToFill: [
      { part: "Customer Segments", advice: "Start here. Name each segment precisely enough to find its members, and mark which one pays if payer and user differ. A marketplace or a platform has at least two segments, and both belong on the canvas." },
      { part: "Value Propositions", advice: "For each segment, the job you do for them and why they would choose you over today's alternative, in their words. Write one proposition per segment rather than one slogan for all." },
      { part: "Channels", advice: "How each segment hears of you, evaluates you, buys and gets the product. Note which channel brings most customers today and what it costs." },
      { part: "Customer Relationships", advice: "The kind of relationship each segment expects: self-service, assisted onboarding, a named account manager, a community. It drives both retention and cost." },
      { part: "Revenue Streams", advice: "Every way money comes in, with the price and the pricing unit. Put today's figures next to each stream so the block shows which one carries the business." },
      { part: "Key Resources", advice: "The assets the model cannot work without: data, software, licences, people with rare skills, a brand. Ask what a competitor would need to copy you." },
      { part: "Key Activities", advice: "The few things the team must do well for the value proposition to hold, such as keeping the booking engine reliable, not a list of every job in the company." },
      { part: "Key Partnerships", advice: "Suppliers and partners you rely on, and what each one provides. Mark the partners you could not replace within a quarter: they are a risk." },
      { part: "Cost Structure", advice: "The largest costs, fixed and variable, with monthly figures. Link each to the resource or activity that causes it, and say whether the model is driven by cost or by value." },
      { part: "Riskiest assumptions", advice: "Read the canvas back and pick the three claims that would sink the model if they were wrong. For each, write the cheapest test that would tell you within a few weeks." },
    ],
  },
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
  mistakes: [
    "Filling in the blocks from left to right, so the canvas starts with partners and activities and the customer comes last.",
    "One value proposition for every segment; a clinic owner and a patient want different things.",
    "Revenue and costs without figures, which hides whether the model works at all.",
    "Treating the finished canvas as the answer instead of the list of assumptions still to test.",
    "Drawing it once for a pitch and never updating it as the evidence comes in.",
  ],
  relatedFrameworks: ["business-model-canvas", "value-proposition-canvas", "lean-startup"],
  relatedGlossaryTerms: ["product-market-fit", "kpi", "stakeholder"],
  relatedMastery: ["business-and-strategy#monetization", "business-and-strategy#competitive-strategy"],
};
