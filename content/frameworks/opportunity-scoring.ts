import type { FrameworkPage } from "@/lib/content/schemas";

export const opportunityScoring: FrameworkPage = {
  slug: "opportunity-scoring",
  title: "Opportunity Scoring",
  summary:
    "Opportunity scoring finds underserved customer needs: outcomes people rate as important but poorly satisfied today, scored as importance + (importance − satisfaction).",
  layout: "accordion",
  image: {
    src: "/frameworks/opportunity-scoring.svg",
    alt: "A chart with importance on the vertical axis and satisfaction on the horizontal axis; the top-left corner, important but unsatisfied, is marked as the opportunity zone.",
  },
  sections: [
    {
      id: "what-it-is",
      title: "What opportunity scoring is",
      blocks: [
        {
          kind: "p",
          text: "Opportunity scoring comes from Anthony Ulwick's outcome-driven innovation, which builds on the jobs-to-be-done idea: customers hire a product to get a job done, and they judge it by a set of desired outcomes, such as \"minimize the time it takes to reconcile my accounts\". For each outcome you ask customers two questions: how important is it to you, and how satisfied are you with the way you can do it today? Both are rated from 1 to 10.",
        },
        {
          kind: "callout",
          title: "The formula",
          text: "Opportunity score = Importance + (Importance − Satisfaction). An outcome that is very important and poorly served scores high; one that is unimportant or already well served scores low.",
        },
        {
          kind: "p",
          text: "Importance counts twice on purpose: a big gap on something nobody cares about is not an opportunity. With ratings from 1 to 10 the score runs from −8 (unimportant and fully satisfied) to 19 (critical and completely unmet). As rules of thumb, scores of 15 and above point to strong opportunities, 10 to 15 are worth exploring, and below 10 the need is usually served well enough. Some practitioners floor the gap at zero so that over-served outcomes do not score below their importance; the top of the ranking rarely changes, because the strongest opportunities are the ones where importance is well above satisfaction.",
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
            "Survey a larger sample of the segment (aim for at least 100 answers): for each outcome, rate importance and current satisfaction from 1 to 10.",
            "Average the ratings per outcome and compute importance + (importance − satisfaction).",
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
          text: "A team building a budgeting app for freelancers surveyed 150 customers about five outcomes. These are the average ratings:",
        },
        {
          kind: "table",
          caption: "Opportunity scores for five personal-finance outcomes",
          headers: ["Outcome", "Importance", "Satisfaction", "Score", "Reading"],
          rows: [
            ["Know how much I can safely spend this week", "9", "3", "15", "Strong opportunity"],
            ["Spend less time categorizing transactions", "7", "4", "10", "Worth exploring"],
            ["See all my accounts in one place", "9", "8", "10", "Worth exploring"],
            ["Split shared expenses with a partner", "5", "2", "8", "Well served"],
            ["Export my data for tax season", "4", "6", "2", "Over-served"],
          ],
        },
        {
          kind: "p",
          text: "\"Know how much I can safely spend\" scores 9 + (9 − 3) = 15 and is the clear focus. The next two tie at 10 for different reasons: account aggregation is very important but already well served by the app (9 + 1), while categorizing is moderately important with a bigger gap (7 + 3). A tie like this is a prompt to look at segments: the categorizing pain may be concentrated among freelancers with many small transactions. Tax export scores 2: the team had planned a tax-report feature for next quarter and moved it down.",
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
  ],
};
