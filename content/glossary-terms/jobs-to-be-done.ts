import type { GlossaryTermPage } from "@/lib/content/schemas";
import { jobStoryFormat, jobStoryOrigin, ulwickJobStatement } from "@/content/frameworks/jobs-to-be-done.figures";

/* The company in the example is invented; the methods and the people they credit are real. */
export const jobsToBeDoneTerm: GlossaryTermPage = {
  slug: "jobs-to-be-done",
  summary: "What Jobs to Be Done means, how to write a job story and run a switch interview, an example with numbers, and common misreadings.",
  whyItMatters: [
    "Customers rarely buy a product for the reasons in its feature list or its target demographic. They buy because something in their situation changed and they need to make progress. Knowing that job explains behaviour that segments cannot: why two very different people choose the same product, and why someone who fits the profile perfectly never signs up.",
    "The job also redraws the competition. Anything a customer could hire for the same progress competes with you, including a spreadsheet, an assistant, a habit or doing nothing. Products that beat those alternatives, not just similar apps, are the ones that grow.",
  ],
  howItWorks: [
    {
      kind: "p",
      text: `A job is described without naming any solution. A common format is ${jobStoryOrigin}: '${jobStoryFormat}.' For example: 'When a client pays late, I want to chase them without sounding desperate, so I can keep both the relationship and my cash flow.' Two practical methods grew out of the idea:`,
    },
    {
      kind: "ul",
      items: [
        "Switch interviews, developed by Bob Moesta and colleagues, rebuild the timeline of a recent purchase or cancellation: the first thought, the search, the moment of decision. They look for four forces: the push of the current situation, the pull of the new solution, anxiety about switching and the habit of the present way.",
        `Outcome-driven innovation, Tony Ulwick's method, breaks a job into steps and the measurable outcomes customers want at each, then surveys how important each outcome is and how well it is satisfied today. Opportunity scoring comes from this method. ${ulwickJobStatement}.`,
      ],
    },
  ],
  example: {
    title: "Why people cancelled a meal-planning app",
    blocks: [
      {
        kind: "p",
        text: "A meal-planning app assumed its customers were health-conscious people who wanted to eat better, and its roadmap was full of nutrition features. Monthly churn was 9%. The PM ran switch interviews with 10 people who had subscribed in the past month and 10 who had just cancelled.",
      },
      {
        kind: "p",
        text: "The subscribers shared a trigger: a new baby, a new job or a partner moving in had made weeknight dinners chaotic. The job was 'When I get home tired, I want to know what to cook with what is already in the fridge, so dinner is not one more decision.' The cancellers had hired the app for that job and fired it because planning a week of recipes took 40 minutes every Sunday. The team built a 'cook tonight with what I have' mode that took under two minutes and tested it as the default home screen for half of new subscribers. Their monthly churn was 6.5%, against 9% in the other half, and the mode became the default for everyone.",
      },
    ],
  },
  pitfalls: [
    "Writing the job around your product ('I want to use an app to plan meals'). A statement that names a solution cannot reveal new ones.",
    "Making the job so abstract ('I want to feel in control') that it guides nothing. Tie it to a situation you can observe.",
    "Treating jobs as a replacement for segments rather than an addition: the job explains why people switch, segments say whom to reach.",
    "Asking about hypothetical purchases. The method works on real, recent decisions, while the details are still remembered.",
  ],
  relatedTerms: ["persona", "customer-journey", "product-discovery", "product-market-fit", "opportunity-solution-tree"],
  alsoTaughtAt: [{ href: "/frameworks/opportunity-scoring", label: "Opportunity Scoring: rating the outcomes of a job" }],
};
