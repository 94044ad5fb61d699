import type { FrameworkPage } from "@/lib/content/schemas";
import { gradeColour, keyResultScore, objectiveScore, roundGrade, type KeyResult } from "@/lib/frameworks/okr";
import { formatNumber, keyResultWorking } from "@/lib/frameworks/worked-example";
import { okrObjective, okrWorkedExample } from "./okr-example";

/**
 * OKRs explainer (static layout, drawn diagram of the worked example). Original
 * writing. The example's grades are computed from lib/frameworks/okr.ts, which
 * the diagram uses too.
 */

function keyResultAt(index: number): KeyResult {
  const found = okrWorkedExample[index];
  if (!found) throw new Error(`No OKR worked-example key result at ${index}`);
  return found;
}

const [importKr, firstSaleKr, ticketsKr] = [keyResultAt(0), keyResultAt(1), keyResultAt(2)];
const objective = objectiveScore(okrWorkedExample);
const scores = okrWorkedExample.map((keyResult) => formatNumber(keyResultScore(keyResult)));

export const okrs: FrameworkPage = {
  slug: "okrs",
  title: "OKRs (Objectives and Key Results)",
  summary:
    "Andy Grove's goal system, spread by John Doerr: a few inspiring objectives, each with measurable key results, set every quarter and graded honestly from 0.0 to 1.0.",
  layout: "static",
  diagram: "okr-scoring",
  sections: [
    {
      id: "what-it-is",
      title: "What OKRs are",
      blocks: [
        {
          kind: "p",
          text: "Objectives and Key Results are a way of setting goals that says both where a team is going and how it will know it got there. Andy Grove built the system at Intel in the 1970s, adapting Peter Drucker's management by objectives, and described it in his 1983 book High Output Management as the answer to two questions: where do I want to go, and how will I pace myself to see if I am getting there? John Doerr learned it at Intel in the 1970s, brought it to Google in 1999, and told the story in his 2018 book Measure What Matters.",
        },
        {
          kind: "cards",
          items: [
            { title: "Objective", text: "What you want to achieve, in words: significant, concrete, and worth getting out of bed for. It has no number in it and should still be true at the end of the quarter." },
            { title: "Key results", text: "Usually two to four measurable outcomes that prove the objective is met, each with a start value and a target. If it has no number, it is not a key result." },
            { title: "Committed or aspirational", text: "A committed OKR is a promise and is expected to score 1.0. An aspirational one is a stretch: scoring about 0.7 is a success, and always scoring 1.0 means the bar was too low." },
            { title: "Grading", text: "At the end of the cycle each key result gets a score from 0.0 to 1.0 for how far it moved, and the objective gets their average. Google colours 0.0-0.3 red, 0.4-0.6 yellow and 0.7-1.0 green." },
          ],
        },
        {
          kind: "p",
          text: "Two habits make the system work. OKRs are public, so every team can see how its goals connect to the company's and to its neighbours'. And they are kept apart from pay and performance ratings: once a bonus depends on the score, people set goals they know they can hit, and the stretch disappears.",
        },
      ],
    },
    {
      id: "when-to-use",
      title: "When to use them, and when not to",
      blocks: [
        {
          kind: "ul",
          items: [
            "Use them to focus a team or company on a few outcomes for a quarter, and to make the choice of what not to do explicit.",
            "Use them to align teams without dictating their work: leadership sets a handful of company objectives, and each team proposes the key results it can move.",
            "Use them with product teams that own an outcome rather than a feature list; a key result such as activation from 30% to 40% gives the team room to find the best way there.",
            "Do not use them as a to-do list. Ship the export feature is a task; key results measure what changed because of the work.",
            "Do not use them for individual performance reviews or bonuses. Grades become negotiations and ambition collapses.",
            "Do not roll them out company-wide in one go in an organisation without a habit of measuring outcomes. Start with one leadership team and one or two product teams for a quarter, then spread what worked.",
          ],
        },
      ],
    },
    {
      id: "how-to-apply",
      title: "How to write and run a quarter of OKRs, step by step",
      blocks: [
        {
          kind: "ol",
          items: [
            "Start from strategy and your North Star: what must be different in three months for the year to go well? Pick one to three objectives per team, never ten.",
            "Write each objective as a plain sentence anyone in the company would understand, and say whether it is committed or aspirational.",
            "For each objective, write two to four key results with a metric, a start value, a target and a date. Check every one with the question: if we hit this, would we really have achieved the objective?",
            "Pair key results that could be gamed, such as faster responses with customer satisfaction, so hitting one does not quietly damage the other.",
            "Agree the OKRs across teams in the first week of the quarter, publish them, and list the work you are deliberately not doing.",
            "Check in every week or two: a confidence rating for each key result, what moved, what is blocked. Change course on the work, not on the targets.",
            "At the end of the quarter, grade each key result, average them per objective, and spend the retrospective on why, not on defending the numbers.",
          ],
        },
      ],
    },
    {
      id: "worked-example",
      title: "Worked example: onboarding OKRs for a bookshop inventory app",
      blocks: [
        {
          kind: "p",
          text: `A software company sells inventory and point-of-sale software to independent bookshops. New shops often give up in the first month because importing their stock is hard, and the support team spends most of its time on setup calls. The onboarding team sets one aspirational objective for the quarter, "${okrObjective}", with three key results. Two of the metrics are meant to fall, and the same formula handles both directions.`,
        },
        {
          kind: "table",
          caption: "Key results at the end of the quarter, each graded by how far it moved from start towards target",
          headers: ["Key result", "Start", "Target", "Actual", "Score", "Grade"],
          rows: okrWorkedExample.map((keyResult, index) => [
            keyResult.name,
            formatNumber(keyResult.start),
            formatNumber(keyResult.target),
            formatNumber(keyResult.actual),
            scores[index]!,
            formatNumber(roundGrade(keyResultScore(keyResult))),
          ]),
        },
        {
          kind: "p",
          text: `Each score is the share of the distance covered. The import rate rose from ${formatNumber(importKr.start)}% to ${formatNumber(importKr.actual)}% against a target of ${formatNumber(importKr.target)}%: ${keyResultWorking(importKr)}. The median days to a first sale fell from ${formatNumber(firstSaleKr.start)} to ${formatNumber(firstSaleKr.actual)}: ${keyResultWorking(firstSaleKr)}. Tickets per shop fell only from ${formatNumber(ticketsKr.start)} to ${formatNumber(ticketsKr.actual)}: ${keyResultWorking(ticketsKr)}. The objective's score is the average, (${scores.join(" + ")}) ÷ ${okrWorkedExample.length} = ${formatNumber(objective)}, which grades as ${formatNumber(roundGrade(objective))}: ${gradeColour(objective)} on Google's scale, and an honest result for a stretch goal.`,
        },
        {
          kind: "p",
          text: `The grade matters less than what the team learns from it. The import wizard worked, and shops that imported early made their first sale sooner. Tickets barely fell, and reading them shows why: most came from shops connecting card readers, which no key result covered. Next quarter the team keeps the objective and keeps the import key result: a score of ${formatNumber(keyResultScore(importKr))} means the rate covered ${formatNumber(keyResultScore(importKr) * 100)}% of the way from ${formatNumber(importKr.start)}% to ${formatNumber(importKr.target)}% and is still ${formatNumber(importKr.target - importKr.actual)} points short, a good result for a stretch goal but not a finished one. It adds a key result on card-reader setup.`,
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
            "Too many OKRs. Five objectives with five key results each is a to-do list with extra steps. Fewer goals are the point.",
            "Key results that are activities: launch the new onboarding, run three webinars. Ask what would change if they worked, and measure that.",
            "Sandbagging. A team that scores 1.0 every quarter is setting targets it already knows it will hit. Expect aspirational OKRs to land around 0.6 to 0.7.",
            "Mixing committed and aspirational goals without labels, so a 0.7 on a promise to customers is read as a success.",
            "Cascading every OKR from the top. When leaders write every team's key results, teams stop thinking about how to reach the objective. Let roughly half come from the teams.",
            "Set and forget. OKRs written in week 1 and opened again in week 13 change nothing. Weekly check-ins are where the system earns its keep.",
          ],
        },
        {
          kind: "callout",
          title: "OKRs and the North Star",
          text: "A North Star metric is the long-lived measure of the value customers get; OKRs are this quarter's bets on moving it. A good key result is often one of the North Star's input metrics, with a start value, a target and a date.",
        },
      ],
    },
  ],
  related: [
    { href: "/frameworks/north-star-metric", label: "North Star Metric" },
    { href: "/frameworks/opportunity-solution-tree", label: "Opportunity Solution Tree" },
    { href: "/frameworks/rice-scoring", label: "RICE Scoring" },
    { href: "/product-mastery/business-and-strategy#metrics-and-kpis", label: "Product Mastery: Metrics and KPIs" },
  ],
  sources: [
    {
      // No page for the book was returned by the search tool, so it is cited as text; stored
      // excerpts of the book (Random House, 1983) confirm Grove's two questions.
      role: "primary",
      title: "High Output Management",
      author: "Andrew S. Grove",
      year: 1983,
      publisher: "Random House",
      format: "book",
      note: "Intel's president on management as a production process. Grove presents management by objectives as the answers to two questions: where do I want to go (the objective) and how will I pace myself to see if I am getting there (the key results).",
    },
    {
      // The book's own site: this exact URL is cited verbatim by many stored sources that the
      // search tool (find_string) returned, and search (pages) returned summaries of the book
      // pointing readers to whatmatters.com. Not a guessed address.
      role: "primary",
      title: "Measure What Matters",
      author: "John Doerr",
      year: 2018,
      publisher: "Portfolio (Penguin Random House)",
      format: "book",
      url: "https://www.whatmatters.com/the-book",
      note: "Doerr's account of how OKRs went from Intel to Google and beyond, with the four superpowers he credits them with: focus, alignment, tracking and stretch.",
    },
    {
      // Confirmed: search (pages) returned this exact URL (a step of Google's re:Work guide).
      role: "further",
      title: "Guide: Set goals with OKRs",
      author: "Google re:Work",
      publisher: "Google",
      format: "article",
      url: "https://rework.withgoogle.com/guides/set-goals-with-okrs/steps/understand-moonshots-vs-roofshots/",
      note: "Google's own guide to writing and grading OKRs, including why it sets stretch goals where achieving about 70% counts as success.",
    },
  ],
};
