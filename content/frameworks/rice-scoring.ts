import type { FrameworkPage } from "@/lib/content/schemas";
import { rankByScore } from "@/lib/frameworks/ranking";
import { riceImpactScaleText, riceImpactSteps, riceScore } from "@/lib/frameworks/rice";
import { formatNumber, riceRow, riceWorking } from "@/lib/frameworks/worked-example";
import { riceWorkedExample, type RiceIdea } from "./calculator-examples";

/**
 * RICE explainer (accordion layout). The worked example's table and sums are
 * computed from lib/frameworks/rice.ts, the code the calculator runs.
 */

function idea(name: string): RiceIdea {
  const found = riceWorkedExample.find((entry) => entry.name === name);
  if (!found) throw new Error(`No RICE worked-example idea named "${name}"`);
  return found;
}

const onboarding = idea("Onboarding checklist redesign");
const reminders = idea("Smart payment reminders");
const forecast = idea("AI cash-flow forecast");
const ranked = rankByScore(riceWorkedExample, riceScore);

export const riceScoring: FrameworkPage = {
  slug: "rice-scoring",
  title: "RICE Scoring",
  summary:
    "RICE ranks ideas by reach × impact × confidence ÷ effort, so a team can compare very different bets on one scale and argue about evidence instead of opinions.",
  layout: "accordion",
  diagram: "rice-score",
  sections: [
    {
      id: "what-it-is",
      title: "What RICE scoring is",
      blocks: [
        {
          kind: "p",
          text: "RICE is a scoring model for prioritizing a list of ideas, features or projects. It was created at Intercom: Sean McBride, a product manager there, described it in 2016 in the article \"RICE: Simple prioritization for product managers\". Scoring systems that balance cost against benefit were nothing new, but none let the team weigh very different ideas against each other in a consistent way, so they designed their own: one in which a small fix for thousands of users and a big feature for a few land on the same scale, and the loudest voice in the room no longer decides. Each idea gets four estimates, and one formula turns them into a single number you can sort by.",
        },
        {
          kind: "callout",
          title: "The formula",
          text: "RICE score = Reach × Impact × Confidence ÷ Effort. The higher the score, the more value you expect per unit of work.",
        },
        {
          kind: "ul",
          items: [
            "Reach: how many people the idea affects in a fixed period, for example customers per quarter or sign-ups per month. Use real numbers from your analytics, not a 1-10 guess.",
            `Impact: how much it moves the goal for each person reached, on Intercom's own five-step 0-3 scale: ${riceImpactScaleText}. The steps are deliberately coarse, because nobody can estimate impact more finely than that.`,
            "Confidence: how sure you are about the other estimates, as a percentage. 100% means you have data, 80% means some evidence, 50% means a hunch you could defend. Below 50% you are guessing.",
            "Effort: the total work needed from everyone (product, design, engineering), in person-months or person-weeks. Effort is the divisor, so it is always greater than zero.",
          ],
        },
      ],
    },
    {
      id: "when-to-use",
      title: "When to use it (and when not)",
      blocks: [
        {
          kind: "p",
          text: "RICE shines when you have a long backlog of comparable ideas that all serve the same goal, such as growing activation this quarter, and you need a defensible first cut of the order. It is also a good antidote to pet projects: putting a number on reach and confidence makes it visible when an exciting idea touches few people or rests on a hunch.",
        },
        {
          kind: "ul",
          items: [
            "Use it for quarterly or sprint planning, when you compare ten to fifty ideas against one shared goal.",
            "Use it to explain a decision to stakeholders: the four inputs show why an item ranks where it does.",
            "Do not use it to compare work that serves different goals (a compliance deadline and a growth experiment do not belong on one list).",
            "Do not use it for strategic bets. A new product line has reach and impact you cannot estimate yet; run discovery first, for example with an opportunity solution tree or a lean experiment.",
            "Do not let it replace judgment: a low-scoring item can still be the right call when it unblocks other work or removes a serious risk.",
          ],
        },
      ],
    },
    {
      id: "how-to-apply",
      title: "How to score a backlog, step by step",
      blocks: [
        {
          kind: "ol",
          items: [
            "Pick one goal and one time period. Every reach number must use the same period (for example people per quarter), or the scores are not comparable.",
            "List the candidate ideas, each written as a short outcome-focused sentence so everyone scores the same thing.",
            "Estimate reach from data: funnel numbers, page views, the count of customers on a plan. Write down the source next to the number.",
            `Score impact on Intercom's five-step scale (${riceImpactSteps}). Ask: for one person reached, how much does this move our goal?`,
            "Set confidence honestly. If reach comes from analytics but impact is a guess, 50-80% is fair. Anything below 50% is a signal to run a cheap test before building.",
            "Ask the people who will do the work to estimate effort in person-months, including design, testing and release work, not just coding.",
            "Calculate the scores, sort the list and then discuss the surprises. The conversation about why an item moved is worth more than the exact number.",
            "Re-score when you learn something: a prototype test that raises confidence from 50% to 80% can move an idea to the top.",
          ],
        },
      ],
    },
    {
      id: "worked-example",
      title: "Worked example: four ideas for an invoicing product",
      blocks: [
        {
          kind: "p",
          text: `A team running a small-business invoicing app wants more customers to get paid on time this quarter. They score ${riceWorkedExample.length} ideas. Reach is customers per quarter, effort is person-months.`,
        },
        {
          kind: "table",
          caption: "RICE scores for four invoicing ideas",
          headers: ["Idea", "Reach", "Impact", "Confidence", "Effort", "Score"],
          rows: ranked.map(({ item }) => [item.name, ...riceRow(item)]),
        },
        {
          kind: "p",
          text: `Take smart payment reminders: ${riceWorking(reminders)}. The onboarding redesign wins even with a low impact of ${formatNumber(onboarding.impact)}, because it is cheap (half a person-month) and the team is certain about its reach: ${riceWorking(onboarding)}. The AI forecast has the biggest reach and impact, but ${formatNumber(forecast.confidence)}% confidence and ${formatNumber(forecast.effort)} person-months of work sink it: ${riceWorking(forecast)}. The right next step for that idea is not to build it, but to raise confidence with a concierge test for ten customers.`,
        },
      ],
    },
    {
      id: "pitfalls",
      title: "Common pitfalls",
      blocks: [
        {
          kind: "ul",
          items: [
            "Mixing time periods: one idea's reach per month against another's per year inflates the second twelve times.",
            "Inflated confidence: if every item sits at 100%, the C stops doing its job. Ask what evidence backs each number.",
            "Forgetting non-engineering effort. Design, research, documentation and migration work are part of effort.",
            "Treating the score as the decision. Scores two items apart (say 410 and 390) are a tie given the uncertainty in the inputs.",
            "Gaming the impact scale. Agree as a team what each step, from 3 down to 0.25, means for your goal before anyone scores.",
            "Scoring once a year. Reach, confidence and effort change as you learn, so re-score at each planning cycle.",
          ],
        },
        {
          kind: "callout",
          title: "Tip",
          text: "Keep the inputs visible next to the score. A stakeholder who disagrees with the ranking can then point at the input they dispute, which turns an argument into a question you can answer with data.",
        },
      ],
    },
  ],
  related: [
    { href: "/frameworks/opportunity-scoring", label: "Opportunity Scoring" },
    { href: "/frameworks/kano-model", label: "Kano Model" },
    { href: "/frameworks/north-star-metric", label: "North Star Metric" },
    { href: "/frameworks/opportunity-solution-tree", label: "Opportunity Solution Tree" },
    { href: "/frameworks/ice-scoring", label: "ICE Scoring" },
  ],
  sources: [
    {
      // Intercom's own page is not in the stored corpus; this exact URL is cited by stored pages
      // the search returned (a GitLab planning issue linking it, and full reposts of the article
      // crediting "Inside Intercom", e.g. beaulebens.com, 2018). Not a guessed address.
      role: "primary",
      title: "RICE: Simple prioritization for product managers",
      author: "Sean McBride",
      year: 2016,
      publisher: "Inside Intercom (Intercom blog)",
      format: "article",
      url: "https://www.intercom.com/blog/rice-simple-prioritization-for-product-managers/",
      note: "The original article: why Intercom built its own scoring model, what reach, impact, confidence and effort mean there, and the five-step impact scale and the confidence levels this page uses.",
    },
    {
      // Confirmed: search (pages) returned this exact URL.
      role: "further",
      title: "The PM's Guide to RICE Prioritization",
      author: "Clement Kao",
      publisher: "Product Teacher",
      format: "article",
      url: "https://productteacher.com/articles/product-manager-guide-to-rice-prioritization",
      note: "A practitioner's guide to using RICE well: how to estimate each input, how not to use the score, and how to adapt the scales to your own organization.",
    },
  ],
};
