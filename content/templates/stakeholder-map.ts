import type { SheetTemplate } from "@/lib/templates/schema";

export const stakeholderMap: SheetTemplate = {
  slug: "stakeholder-map",
  name: "Stakeholder map",
  updated: "2026-11-23",
  group: "define",
  kind: "sheet",
  formats: ["csv", "md"],
  whenToUse: "An initiative needs support from people you do not manage, and you want to plan who to involve, how and how often.",
  summary:
    "A stakeholder map as a sheet: each person's influence and interest scored 1 to 5, the quadrant computed from them, their current and desired stance, what they care about and how you will engage them.",
  teaching: {
    purpose: [
      "A stakeholder map lists the people who can help or block an initiative and plans how to work with each of them. The classic grid plots influence (how much they can affect the outcome) against interest (how much they care about it): people high on both are managed closely, high influence but low interest are kept satisfied, high interest but low influence are kept informed, and the rest are monitored.",
      "The sheet adds what the grid leaves out: where each person stands today, where you need them to be, what they care about and the concrete engagement that would move them. The gap between current and desired stance is the real to-do list; the quadrant only tells you how much of your time each person deserves.",
    ],
    whenToUse: [
      "At the start of an initiative that crosses team boundaries, such as a launch touching sales, support and legal.",
      "When a decision keeps getting reopened and you suspect someone important was not involved.",
      "When you join a new team or company and need to learn who matters for your area.",
    ],
    whenNotToUse: [
      "For work contained within one team that already agrees; a map of four friendly people is overhead.",
      "As a political scorecard shared widely. Stances like \"sceptic\" are working notes; keep the sheet with the people who use it.",
      "As a substitute for conversations. The map tells you whom to talk to, not what they think; ask them.",
    ],
    howToFill: [
      { part: "Stakeholder", advice: "List people, not departments: \"Head of Support, Lena Hoffmann\" rather than \"Support\". Departments do not attend meetings or change their minds." },
      { part: "Influence (1-5)", advice: "Score how much the person can change the outcome: approve or veto, allocate people or money, shape others' opinions. 5 can stop the work on their own." },
      { part: "Interest (1-5)", advice: "Score how much the outcome affects them or how much they care about it. 5 means it changes their daily work or their goals." },
      { part: "Current stance", advice: "Write where they stand today from what they have said or done, not from what you hope. If you do not know, that is your first conversation." },
      { part: "Desired stance", advice: "Where you need them to be for the initiative to succeed. Not everyone must be a champion; often neutral is enough." },
      { part: "What they care about", advice: "Their goals and worries in their terms. Engagement works when it answers these, not when it repeats your pitch." },
      { part: "Engagement plan", advice: "The concrete next step and the rhythm: a one-to-one before the review, a weekly update, a demo. Revisit the plan when someone's stance changes." },
    ],
  },
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
  mistakes: [
    "Mapping departments instead of people.",
    "Scoring stances from hope rather than from what people have said or done.",
    "Trying to turn everyone into a champion, which spends time where neutral was enough.",
    "Making the map once at kick-off and never updating it when people change roles or minds.",
    "Sharing stance notes widely, which damages the relationships the map is meant to build.",
  ],
  relatedFrameworks: ["okrs", "north-star-metric"],
  relatedGlossaryTerms: ["stakeholder", "roadmap"],
  relatedMastery: ["vision-and-leadership#stakeholder-management", "career-and-mindset#influencing-without-authority"],
};
