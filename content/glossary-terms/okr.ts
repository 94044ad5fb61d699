import type { GlossaryTermPage } from "@/lib/content/schemas";

/* The company in the example is invented; each key result's progress is worked out so it can be checked. */
export const okrTerm: GlossaryTermPage = {
  slug: "okr",
  summary: "How Objectives and Key Results work, what separates an outcome from a task, a worked quarterly example, and common OKR mistakes.",
  whyItMatters: [
    "A roadmap says what a team plans to build; OKRs say what should change because of it. Writing the change down, with a number and a date, leaves the team free to choose the best way to get there and gives it a clear way to tell, at the end of the quarter, whether the work mattered. Without that, success quietly becomes 'we shipped the features'.",
    "OKRs also connect teams to the company's strategy. When each team's objective visibly supports a company objective, it is easier to say no to work that serves neither, and to spot two teams chasing conflicting goals before the quarter starts.",
  ],
  howItWorks: [
    { kind: "p", text: "The method, developed by Andy Grove at Intel and spread by John Doerr, who introduced it at Google, pairs two parts:" },
    {
      kind: "ul",
      items: [
        "An objective: a short, qualitative statement of what you want to achieve and why it matters, such as 'New teams succeed in their first week'.",
        "Two to four key results: measurable outcomes that show the objective was reached, each with a baseline, a target and a deadline, such as 'the share of new teams that invite a colleague in week one rises from 30% to 45% by 30 June'.",
      ],
    },
    {
      kind: "p",
      text: "Key results describe changes in behaviour or results, not activities: 'launch a new onboarding flow' is a task that might produce a key result. Many teams set OKRs quarterly, score each key result at the end (for example from 0.0 to 1.0), and make some deliberately ambitious, so that reaching 70% of the way is a good result. OKRs sit beside KPIs: KPIs are the health metrics watched all the time, while an OKR names the specific change chosen for this period.",
    },
  ],
  example: {
    title: "Rewriting a feature-list OKR at a fitness app",
    blocks: [
      {
        kind: "p",
        text: "A fitness app's draft OKR read: objective, 'Improve workouts'; key results, 'launch a custom workout builder', 'add 50 new videos' and 'redesign the progress screen'. All three were tasks, and none would show whether members trained more.",
      },
      {
        kind: "p",
        text: "The PM rewrote it. Objective: 'Members build a habit of training every week.' Key results: the share of new members completing at least two workouts in each of their first four weeks rises from 18% to 26%; workouts per active member per week rise from 1.6 to 2.0; monthly cancellations stay below 6%. The builder and the videos became candidate bets, judged against those numbers. At the end of the quarter the first key result reached 24%, 75% of the way from 18% to 26%; the second reached 1.9, also 75% of the way; cancellations held at 5.4%. The builder had moved the numbers. The videos, it turned out, had not.",
      },
    ],
  },
  pitfalls: [
    "Key results that are tasks or launches, which measure effort rather than outcome.",
    "Too many OKRs. Three objectives with three key results each is already a lot for one team in one quarter.",
    "OKRs handed down with no input from the team, so they become a to-do list the team did not choose.",
    "Tying OKR scores to pay, which teaches everyone to set targets they know they will hit.",
    "Writing them in January and reading them again in March. Check progress every week or two, and change approach when a key result is not moving.",
  ],
  relatedTerms: ["kpi", "north-star-metric", "roadmap", "stakeholder", "retention"],
  alsoTaughtAt: [{ href: "/product-mastery/vision-and-leadership#roadmapping", label: "Roadmapping: where OKRs fit between strategy and the roadmap" }],
};
