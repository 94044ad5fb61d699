import type { DocumentTemplateStructure } from "@/lib/templates/schema";

export const launchChecklist: DocumentTemplateStructure = {
  slug: "launch-checklist",
  name: "Launch checklist",
  updated: "2026-11-23",
  group: "deliver",
  kind: "document",
  formats: ["md"],
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
  relatedFrameworks: ["moscow", "dual-track-agile"],
  relatedGlossaryTerms: ["stakeholder", "mvp", "kpi"],
  relatedMastery: ["delivery-and-execution#shipping-fast", "delivery-and-execution#escalations-and-risk"],
};
