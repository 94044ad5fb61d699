import type { SheetTemplateStructure } from "@/lib/templates/schema";

export const stakeholderMap: SheetTemplateStructure = {
  slug: "stakeholder-map",
  name: "Stakeholder map",
  updated: "2026-11-23",
  group: "define",
  kind: "sheet",
  formats: ["csv", "md"],
  sheet: {
    columns: [
      { name: "Stakeholder", type: "text", description: "A named person and their role." },
      { name: "Influence (1-5)", type: "integer", description: "How much they can change the outcome. 5: can stop it alone." },
      { name: "Interest (1-5)", type: "integer", description: "How much the outcome affects them or matters to them." },
      {
        name: "Quadrant",
        type: "text",
        description: "How much attention they need: manage closely, keep satisfied, keep informed or monitor.",
        computed: {
          words: "Manage closely when influence and interest are both 3 or more; keep satisfied when only influence is; keep informed when only interest is; otherwise monitor.",
          expression:
            '=IF(AND([Influence (1-5)] >= 3, [Interest (1-5)] >= 3), "Manage closely", IF([Influence (1-5)] >= 3, "Keep satisfied", IF([Interest (1-5)] >= 3, "Keep informed", "Monitor")))',
          decimals: 0,
        },
      },
      { name: "Current stance", type: "choice", options: ["Champion", "Supporter", "Neutral", "Sceptic", "Blocker", "Unknown"], description: "Where they stand today, from what they have said or done." },
      { name: "Desired stance", type: "choice", options: ["Champion", "Supporter", "Neutral"], description: "Where you need them for the initiative to succeed." },
      { name: "What they care about", type: "text", description: "Their goals and worries, in their terms." },
      { name: "Engagement plan", type: "text", description: "The next step and the rhythm of contact." },
    ],
    exampleRows: [
      ["Daniel Osei, data protection officer", 5, 4, "Manage closely", "Sceptic", "Supporter", "Patient phone numbers used for marketing-like messages", "Walk through the privacy review line by line before the beta; weekly check-in until sign-off"],
      ["Lena Hoffmann, head of support", 3, 5, "Manage closely", "Supporter", "Champion", "Ticket volume from confused patients", "Co-write the help articles; share complaint numbers every Friday"],
      ["Ruth Adler, chief financial officer", 5, 2, "Keep satisfied", "Neutral", "Neutral", "Text-message costs and clinic revenue", "Monthly one-page update with cost per refilled slot"],
      ["Front-desk leads of the 40 beta clinics", 2, 5, "Keep informed", "Unknown", "Supporter", "Fewer phone calls, no double bookings", "Kick-off call, then a short survey every two weeks"],
      ["Marketing team", 2, 2, "Monitor", "Neutral", "Neutral", "A story for the autumn campaign", "Include in the monthly product newsletter"],
    ],
  },
  example: {
    product: "Fernbook, appointment scheduling for physiotherapy clinics",
    context: "The map for the waitlist auto-fill rollout, made before the beta.",
  },
  relatedFrameworks: ["okrs", "north-star-metric"],
  relatedGlossaryTerms: ["stakeholder", "roadmap"],
  relatedMastery: ["vision-and-leadership#stakeholder-management", "career-and-mindset#influencing-without-authority"],
};
