import type { DocumentTemplate } from "@/lib/templates/schema";

export const launchChecklist: DocumentTemplate = {
  slug: "launch-checklist",
  name: "Launch checklist",
  updated: "2026-11-23",
  group: "deliver",
  kind: "document",
  formats: ["md"],
  whenToUse: "A feature is nearly built and you need everyone ready on launch day: support, sales, marketing, monitoring and rollback.",
  summary:
    "A launch checklist by area: product readiness, measurement, support, go-to-market, rollout and rollback, and the go/no-go review, each item with an owner so nothing is forgotten on the day.",
  teaching: {
    purpose: [
      "Most launch failures are not failures of the feature. They are the support team learning about it from the first angry customer, the dashboard that was never set up, the sales team promising what was cut, or a rollout with no way back. A launch checklist exists to catch those gaps while they are cheap to fix: a few days before launch, not in the middle of it.",
      "This checklist is organised by the people who need to be ready, and every item has an owner. It ends with a go/no-go review where the owners confirm their parts, and with a rollback plan, because the right time to decide how you would undo a launch is before you need to.",
    ],
    whenToUse: [
      "Any launch that customers will notice, from a new feature to a pricing change.",
      "Staged rollouts, where each stage (internal, beta, 10%, everyone) needs the same checks.",
      "Launches that involve teams outside product and engineering, such as support, sales, marketing or legal.",
    ],
    whenNotToUse: [
      "For small improvements behind a feature flag that only the team sees; a release note is enough.",
      "As a replacement for testing and code review; the checklist asks whether they happened, it does not do them.",
      "As a fixed document copied for every launch without thought. Cut items that do not apply and add the ones your product needs.",
    ],
    howToFill: [
      { part: "Launch summary", advice: "Write what is launching, to whom, when and in what stages, and the success metric. Everyone on the checklist should be able to read this in a minute." },
      { part: "Product readiness", advice: "Confirm the acceptance criteria, accessibility and performance checks, and that known bugs have been triaged into launch-blocking or not." },
      { part: "Measurement", advice: "The dashboard and events must exist before launch day; you cannot measure the first day afterwards. Write down the baseline now." },
      { part: "Support and customer success", advice: "Support needs help articles, a way to tag tickets about the launch, and a named engineer to escalate to in the first week." },
      { part: "Go-to-market", advice: "Make sure sales and marketing describe what actually ships, not what was planned in the PRD's first draft." },
      { part: "Rollout and rollback", advice: "Write down the stages, the metric that would pause the rollout, and exactly how to turn the feature off. Test the switch." },
      { part: "Go/no-go review", advice: "A short meeting a day or two before launch: each owner confirms their items, and the decider says go or no-go in front of everyone." },
    ],
  },
  sections: [
    {
      heading: "Launch summary",
      guidance: "What is launching, to whom, when, in which stages, and how success is measured.",
      example: { paragraphs: ["Waitlist auto-fill for late-cancelled appointments. Beta to 40 clinics on 7 July, 25% of clinics on 4 August, all 420 clinics on 1 September if the refill rate and complaint guardrails hold. Success: 60% of late-cancelled slots refilled."] },
    },
    {
      heading: "Product readiness",
      guidance: "The product works, for everyone, at the expected load.",
      checklist: ["Acceptance criteria of every Must requirement verified", "Accessibility checked (keyboard, screen reader, contrast)", "Performance tested at expected load", "Known bugs triaged: none launch-blocking", "Security and privacy review done"],
      example: { checklist: [{ item: "Acceptance criteria R1 to R4 verified by QA (Marta Silva)", done: true }, { item: "Text-message offer readable by screen readers and with large text", done: true }, { item: "Load test: 4,180 offers in an hour with replies", done: true }, { item: "Two known bugs, both cosmetic, not launch-blocking", done: true }, { item: "Privacy review of patient phone numbers in offers (Daniel Osei)", done: false }] },
    },
    {
      heading: "Measurement",
      guidance: "Events, dashboard and baseline in place before launch.",
      checklist: ["Events for the success metric firing in production", "Dashboard with primary and guardrail metrics", "Baseline recorded"],
      example: { checklist: [{ item: "Events: slot cancelled, offer sent, offer accepted, slot refilled", done: true }, { item: "Dashboard: refill rate, offers per slot, complaint tickets", done: true }, { item: "Baseline recorded: 30% of late cancellations refilled", done: true }] },
    },
    {
      heading: "Support and customer success",
      guidance: "Support can answer questions and knows whom to call.",
      checklist: ["Help articles published", "Ticket tag for the launch", "Support briefed with a demo", "Escalation contact for the first week"],
      example: { checklist: [{ item: "Two help articles: for clinics and for patients", done: true }, { item: "Ticket tag: waitlist", done: true }, { item: "Support team demo on 2 July", done: true }, { item: "Escalation: Marta Silva, tech lead, first two weeks", done: true }] },
    },
    {
      heading: "Go-to-market",
      guidance: "Sales, marketing and customers hear about what actually ships.",
      checklist: ["Release note", "Sales briefing, including what is not included", "Customer email or in-app announcement", "Pricing and packaging confirmed"],
      example: { checklist: [{ item: "Release note drafted, reviewed by the PM", done: true }, { item: "Sales briefed: no cross-clinic waitlists in this release", done: true }, { item: "In-app announcement for beta clinics", done: true }, { item: "Included in all plans; no pricing change", done: true }] },
    },
    {
      heading: "Rollout and rollback",
      guidance: "Stages, the metric that pauses the rollout, and how to switch it off.",
      checklist: ["Rollout stages and dates", "Pause criteria", "Rollback switch tested", "On-call engineer for launch day"],
      example: { checklist: [{ item: "Stages: 40 clinics, then 25%, then all", done: true }, { item: "Pause if complaints exceed 0.5 per clinic per month or offers fail above 2%", done: true }, { item: "Feature flag per clinic tested in staging and production", done: true }, { item: "On call on 7 July: Jonas Berg", done: true }] },
    },
    {
      heading: "Go/no-go review",
      guidance: "Each owner confirms; the decider records the decision and any conditions.",
      table: { headers: ["Area", "Owner", "Ready?", "Notes"], rows: [["Area", "Name", "Yes or no", "Conditions"]] },
      example: {
        tableRows: [
          ["Product readiness", "Marta Silva", "Yes, with a condition", "Privacy review to finish before 7 July"],
          ["Measurement", "Priya Nair", "Yes", ""],
          ["Support", "Lena Hoffmann", "Yes", ""],
          ["Go-to-market", "Sam Adeyemi", "Yes", ""],
          ["Rollout", "Jonas Berg", "Yes", "Flag tested on 3 July"],
        ],
        paragraphs: ["Decision by Priya Nair on 4 July: go for the beta on 7 July, on condition that the privacy review is signed off first."],
      },
    },
  ],
  example: {
    product: "Fernbook, appointment scheduling for physiotherapy clinics",
    context: "The checklist for the waitlist auto-fill beta, three days before launch.",
  },
  mistakes: [
    "Items without owners, which everyone assumes someone else has done.",
    "Setting up the dashboard after launch, losing the first days' data and the baseline.",
    "Sales and marketing working from an old version of the scope and promising features that were cut.",
    "No rollback plan, or one that was never tested.",
    "Treating the go/no-go as a formality when an owner has said no.",
  ],
  relatedFrameworks: ["moscow", "dual-track-agile"],
  relatedGlossaryTerms: ["stakeholder", "mvp", "kpi"],
  relatedMastery: ["delivery-and-execution#shipping-fast", "delivery-and-execution#escalations-and-risk"],
};
