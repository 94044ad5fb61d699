import type { FrameworkPage } from "@/lib/content/schemas";
import { averageRating, opportunityGap, opportunityScoreRange, opportunityThresholds, topTwoBoxScore } from "@/lib/frameworks/opportunity";
import { formatNumber, opportunityRow, opportunityWorking } from "@/lib/frameworks/worked-example";
import { opportunityWorkedExample, type OpportunityOutcome } from "./calculator-examples";

/**
 * Opportunity Scoring explainer (accordion layout). Every number in the
 * worked examples is computed from lib/frameworks/opportunity.ts, the same
 * code the calculator on this page runs.
 */

function outcome(name: string): OpportunityOutcome {
  const found = opportunityWorkedExample.find((entry) => entry.name === name);
  if (!found) throw new Error(`No opportunity worked-example outcome named "${name}"`);
  return found;
}

const spend = outcome("Know how much I can safely spend this week");
const categorize = outcome("Spend less time categorizing transactions");
const accounts = outcome("See all my accounts in one place");
const split = outcome("Split shared expenses with a partner");
const taxExport = outcome("Export my data for tax season");

// The two ways to turn survey answers into 0-10 inputs, on one made-up outcome.
const ulwickSurvey = { respondents: 90, importanceTopTwo: 72, satisfactionTopTwo: 27 };
const ulwickInput = {
  importance: topTwoBoxScore(ulwickSurvey.importanceTopTwo, ulwickSurvey.respondents),
  satisfaction: topTwoBoxScore(ulwickSurvey.satisfactionTopTwo, ulwickSurvey.respondents),
};
const averagingRatings = { importance: [9, 8, 10, 7, 9], satisfaction: [4, 2, 5, 3, 6] };
const averagingInput = { importance: averageRating(averagingRatings.importance), satisfaction: averageRating(averagingRatings.satisfaction) };

const { min: lowest, max: highest } = opportunityScoreRange;
const { strong, worthExploring, highImportance } = opportunityThresholds;

export const opportunityScoring: FrameworkPage = {
  slug: "opportunity-scoring",
  title: "Opportunity Scoring",
  summary:
    "Opportunity scoring finds underserved customer needs: outcomes people rate as important but poorly satisfied, scored as importance + max(importance − satisfaction, 0).",
  layout: "accordion",
  diagram: "opportunity-scoring",
  sections: [
    {
      id: "what-it-is",
      title: "What opportunity scoring is",
      blocks: [
        {
          kind: "p",
          text: "Opportunity scoring comes from Anthony Ulwick's outcome-driven innovation, which builds on the jobs-to-be-done idea: customers hire a product to get a job done, and they judge it by a set of desired outcomes, such as \"minimize the time it takes to reconcile my accounts\". For each outcome you ask customers two questions: how important is it to you, and how satisfied are you with the way you can do it today? Both answers are turned into a number from 0 to 10.",
        },
        {
          kind: "callout",
          title: "The formula",
          text: `Opportunity score = Importance + max(Importance − Satisfaction, 0). With both inputs on a 0 to 10 scale, scores run from ${lowest} to ${highest}.`,
        },
        {
          kind: "p",
          text: "Importance counts twice on purpose: a big gap on something nobody cares about is not an opportunity. The max(…, 0) is part of the method, not a variant: when satisfaction is at or above importance there is no unmet gap to add, so the score is simply the importance, and being over-served never pushes a need below how much it matters. Wherever satisfaction is below importance, which is where every opportunity lives, the formula is the Importance + (Importance − Satisfaction) you will often see quoted without the floor.",
        },
        {
          kind: "p",
          text: `As rules of thumb, scores of ${strong} and above point to strong opportunities and ${worthExploring} to just under ${strong} are worth exploring. Below ${worthExploring}, look at why the score is low. If satisfaction is above importance, the need is over-served, which can be a place to simplify or cut cost. If the need is highly important (${highImportance} or more) and already well satisfied, Ulwick calls it appropriately served: table stakes that customers count on, so keep investing to maintain it, but do not lead with it. Otherwise the need is low priority: it may be poorly served, but it is not important enough to lead.`,
        },
      ],
    },
    {
      id: "where-the-numbers-come-from",
      title: "Where the 0-10 numbers come from",
      blocks: [
        {
          kind: "p",
          text: `Ulwick's own method asks respondents to rate importance and satisfaction on a 1 to 5 scale and uses the share who answer 4 or 5, rescaled to 0 to 10. If ${ulwickSurvey.importanceTopTwo} of ${ulwickSurvey.respondents} respondents rate an outcome's importance 4 or 5, its importance is ${formatNumber(ulwickInput.importance)}; if ${ulwickSurvey.satisfactionTopTwo} of them rate their satisfaction 4 or 5, its satisfaction is ${formatNumber(ulwickInput.satisfaction)}, and the score is ${opportunityWorking(ulwickInput)}. Counting the share of strong answers, rather than averaging, means a score reflects how many people feel strongly, not a middle value that nobody actually gave.`,
        },
        {
          kind: "p",
          text: `The simpler approach many product teams use asks for ratings from 1 to 10 and averages them. Five customers rating importance ${averagingRatings.importance.join(", ")} and satisfaction ${averagingRatings.satisfaction.join(", ")} give an importance of ${formatNumber(averagingInput.importance)} and a satisfaction of ${formatNumber(averagingInput.satisfaction)}, so the score is ${opportunityWorking(averagingInput)}. Averages are easy to explain and to compute in a spreadsheet, but they hide a split audience: half the segment at 10 and half at 2 averages to 6, the same as everyone answering 6.`,
        },
        {
          kind: "callout",
          title: "What this page's calculator uses",
          text: "The calculator below uses simple averages of 1 to 10 ratings, like the worked example: enter each outcome's mean importance and mean satisfaction. It accepts any number from 0 to 10, decimals included, so if you ran an Ulwick-style survey you can type the rescaled shares (such as 8 or 3.5) instead. Pick one method per survey: a 7 from averages and a 7 from a top-two-box share do not mean the same thing.",
        },
      ],
    },
    {
      id: "when-to-use",
      title: "When to use it (and when not)",
      blocks: [
        {
          kind: "ul",
          items: [
            "Use it early in discovery to decide which customer problems deserve solutions, before anyone argues about features.",
            "Use it to find where a mature market is underserved: incumbents often over-serve some outcomes and ignore others.",
            "Use it to re-check a roadmap: if your next big feature targets an outcome with a score of 8, ask why.",
            "Do not use it to rank solutions. It ranks needs; once you know the need, score the candidate solutions with RICE or test them directly.",
            "Do not use it with a handful of ratings from internal staff. The scores mean something only when they come from enough real customers of the segment you serve.",
            "Do not use it for needs customers cannot articulate yet, such as a new technology they have never seen. Interviews and prototypes work better there.",
          ],
        },
      ],
    },
    {
      id: "how-to-apply",
      title: "How to run it, step by step",
      blocks: [
        {
          kind: "ol",
          items: [
            "Choose the customer segment and the job they are trying to get done, for example \"freelancers managing their personal finances\".",
            "Interview 10-20 customers and write down the outcomes they want, phrased as measurable results without a solution in them: \"know how much I can safely spend this week\", not \"a budget widget\".",
            "Deduplicate the list down to 15-40 outcome statements that a customer can rate without explanation.",
            "Survey a larger sample of the segment (aim for at least 100 answers). For each outcome, ask for importance and current satisfaction, either from 1 to 10 (to average) or from 1 to 5 (to count the share of 4s and 5s).",
            "Turn the answers into 0-10 numbers with the same method for every outcome, then compute importance + max(importance − satisfaction, 0).",
            "Sort by score. Look at the top five with the team and check them against what you heard in interviews.",
            "Turn the top outcomes into opportunities on your opportunity solution tree and start generating solutions for them.",
          ],
        },
      ],
    },
    {
      id: "worked-example",
      title: "Worked example: a personal finance app",
      blocks: [
        {
          kind: "p",
          text: `A team building a budgeting app for freelancers surveyed 150 customers about ${opportunityWorkedExample.length} outcomes, rated from 1 to 10. These are the average ratings:`,
        },
        {
          kind: "table",
          caption: "Opportunity scores for five personal-finance outcomes",
          headers: ["Outcome", "Importance", "Satisfaction", "Score", "Reading"],
          rows: opportunityWorkedExample.map((entry) => [entry.name, ...opportunityRow(entry)]),
        },
        {
          kind: "p",
          text: `"Know how much I can safely spend" scores ${opportunityWorking(spend)} and is the clear focus. The next two tie for different reasons: account aggregation is very important but already well served by the app (${formatNumber(accounts.importance)} + ${formatNumber(opportunityGap(accounts))}), while categorizing is moderately important with a bigger gap (${formatNumber(categorize.importance)} + ${formatNumber(opportunityGap(categorize))}). A tie like this is a prompt to look at segments: the categorizing pain may be concentrated among freelancers with many small transactions.`,
        },
        {
          kind: "p",
          text: `Splitting shared expenses is poorly served, with a satisfaction of only ${formatNumber(split.satisfaction)}, but it scores ${opportunityWorking(split)}: with an importance of ${formatNumber(split.importance)} it matters to too few of these freelancers to lead, so it is low priority rather than well served. Tax export scores ${opportunityWorking(taxExport)}: satisfaction is above importance, so there is no gap to add and the need is over-served. The team had planned a tax-report feature for next quarter and moved it down.`,
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
            "Outcomes that hide a solution (\"have a dashboard\") measure interest in your idea, not the need behind it.",
            "Averaging across very different segments can bury a strong opportunity for one group. Split the results by segment before you conclude.",
            "Mixing the two ways of getting the numbers in one ranking, or dropping the floor at zero so over-served needs sink below unimportant ones.",
            "Treating the score as precise. A difference of one point between two outcomes is noise; a difference of five is a signal.",
            "Surveying only your happiest customers, which inflates satisfaction everywhere.",
            "Stopping at the score. The score tells you where to dig; interviews tell you why the need is unmet and what a good solution looks like.",
          ],
        },
      ],
    },
  ],
  related: [
    { href: "/frameworks/opportunity-solution-tree", label: "Opportunity Solution Tree" },
    { href: "/frameworks/rice-scoring", label: "RICE Scoring" },
    { href: "/frameworks/kano-model", label: "Kano Model" },
    { href: "/frameworks/double-diamond", label: "Double Diamond" },
    { href: "/frameworks/jobs-to-be-done", label: "Jobs to Be Done" },
  ],
  sources: [
    {
      // Confirmed: search (pages) returned http://hbswk.hbs.edu/archive/2815.html, Harvard
      // Business School Working Knowledge's excerpt of the HBR article; https is the same page.
      role: "primary",
      title: "Turn Customer Input into Innovation",
      author: "Anthony W. Ulwick",
      year: 2002,
      publisher: "Harvard Business Review (excerpt at HBS Working Knowledge)",
      format: "article",
      url: "https://hbswk.hbs.edu/archive/2815.html",
      note: "The Harvard Business Review article that brought outcome-driven innovation to a wide audience: ask customers for the outcomes they want, not for solutions, then find the important outcomes that are poorly satisfied.",
    },
    {
      // Confirmed: search (pages) returned this exact URL; the page states the formula with the max(…, 0).
      role: "further",
      title: "The Path to Growth: The Opportunity Algorithm",
      author: "Anthony Ulwick",
      publisher: "The Marketing Journal",
      format: "article",
      url: "https://www.marketingjournal.org/the-path-to-growth-the-opportunity-algorithm-anthony-ulwick/",
      note: "Ulwick's own short explanation of the opportunity algorithm, importance + max(importance − satisfaction, 0), and why a need is an opportunity only when it is important and unmet.",
    },
  ],
};
