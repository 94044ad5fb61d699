import type { GlossaryTermPage } from "@/lib/content/schemas";
import { rankByScore } from "@/lib/frameworks/ranking";
import { riceImpactScaleText, riceScore } from "@/lib/frameworks/rice";
import { riceRow, riceWorking } from "@/lib/frameworks/worked-example";
import type { RiceIdea } from "@/content/frameworks/calculator-examples";

/*
 * The company in the example is invented. Its table and sums are computed
 * with the RICE calculator's own functions (lib/frameworks), as on the RICE
 * Scoring page, so the text cannot state a score the calculator would not give.
 * Reach is employers per quarter, effort is person-months.
 */
export const riceGlossaryExample: RiceIdea[] = [
  { name: "Tips on post quality while writing", reach: 3000, impact: 1, confidence: 80, effort: 1 },
  { name: "Auto-share posts to two job boards", reach: 1800, impact: 2, confidence: 50, effort: 3 },
  { name: "AI candidate matching", reach: 4000, impact: 3, confidence: 50, effort: 8 },
];

function idea(name: string): RiceIdea {
  const found = riceGlossaryExample.find((entry) => entry.name === name);
  if (!found) throw new Error(`No RICE glossary example idea named "${name}"`);
  return found;
}

const tips = idea("Tips on post quality while writing");
const jobBoards = idea("Auto-share posts to two job boards");
const matching = idea("AI candidate matching");

export const riceScoringTerm: GlossaryTermPage = {
  slug: "rice-scoring",
  summary: "How RICE turns reach, impact, confidence and effort into one score, a worked example with the sums, and the mistakes that make RICE mislead.",
  whyItMatters: [
    "A backlog full of good ideas still has to be put in order, and without a method the order follows the loudest voice, the biggest customer or the latest escalation. RICE, created at Intercom and described by Sean McBride in 2016, makes the trade-offs explicit: an idea that helps thousands of users a little can be compared fairly with one that changes a lot for a few.",
    "Its real value is the conversation it starts. Because each score is built from four visible estimates, a stakeholder who disagrees can point at the input they dispute, and a low confidence value shows where a cheap test would be worth more than another debate.",
  ],
  howItWorks: [
    { kind: "callout", title: "The formula", text: "RICE score = Reach × Impact × Confidence ÷ Effort." },
    {
      kind: "ul",
      items: [
        "Reach: how many people or events the idea affects in a fixed period, such as customers per quarter, taken from real data.",
        `Impact: how much it moves the goal for each person reached, on Intercom's own five-step scale: ${riceImpactScaleText}.`,
        "Confidence: how sure you are of the other estimates, as a percentage: 100% when you have data, 80% with some evidence, 50% for a hunch you could defend.",
        "Effort: the total work from everyone involved, in person-months. It is the divisor, so cheap ideas rise.",
      ],
    },
    { kind: "p", text: "Score every candidate against the same goal and the same period, sort by score, then discuss the surprises. Re-score when the evidence changes." },
  ],
  example: {
    title: "Three ideas for a recruiting tool",
    blocks: [
      {
        kind: "p",
        text: "A PM at a recruiting tool wants more job posts to receive a qualified application within a week. She scores three ideas, with reach in employers per quarter and effort in person-months.",
      },
      {
        kind: "table",
        caption: "RICE scores for three recruiting ideas",
        headers: ["Idea", "Reach", "Impact", "Confidence", "Effort", "Score"],
        rows: rankByScore(riceGlossaryExample, riceScore).map(({ item }) => [item.name, ...riceRow(item)]),
      },
      {
        kind: "p",
        text: `The writing tips come first despite a medium impact, because nearly every employer writes a post and past posts give the team real data: ${riceWorking(tips)}. AI matching has the biggest reach and impact, but a hunch-level confidence and eight person-months of effort bring it down to ${riceWorking(matching)}, not far above auto-sharing at ${riceWorking(jobBoards)}. A single changed estimate could swap those two, so rather than build either, the PM planned a two-week concierge test of matching to raise its confidence before the next planning cycle.`,
      },
    ],
  },
  pitfalls: [
    "Mixing periods, such as reach per month for one idea and per year for another, which inflates the second twelve times.",
    "Setting confidence to 100% for everything, which removes the one factor meant to penalise guesses.",
    "Counting only engineering time as effort. Design, research, migration and launch work count too.",
    "Treating small score differences as decisions. The inputs are estimates, so close scores are a tie.",
    "Ranking work that serves different goals, such as a compliance deadline and a growth experiment, on one list.",
  ],
  relatedTerms: ["backlog", "kano-model", "roadmap", "okr", "mvp"],
  alsoTaughtAt: [{ href: "/product-mastery/delivery-and-execution#prioritization", label: "Prioritization: RICE beside ICE, opportunity scoring and MoSCoW" }],
};
