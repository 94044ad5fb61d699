import type { GlossaryTermPage } from "@/lib/content/schemas";

/*
 * The company in the example is invented; the saving is worked out so it can
 * be checked. The metaphor is Ward Cunningham's, the quadrant Martin Fowler's.
 */
export const technicalDebtTerm: GlossaryTermPage = {
  slug: "technical-debt",
  summary: "What technical debt is, how to make its cost visible, a worked example of paying it down with the numbers, and the mistakes PMs make with it.",
  whyItMatters: [
    "Technical debt is the main reason teams slow down over time without anyone deciding they should. Each shortcut makes the next change in that area a little harder, riskier and slower, until features that once took days take weeks and every release brings incidents. Because the cost is spread across all later work, it rarely shows up as one problem on a roadmap.",
    "PMs decide where capacity goes, so they decide, knowingly or not, whether debt gets repaid. A PM who understands the trade-off can take on debt deliberately to meet a real deadline and plan its repayment, rather than discover a year later that the product can no longer change.",
  ],
  howItWorks: [
    {
      kind: "p",
      text: "Ward Cunningham coined the metaphor: shipping code you know is not quite right is like borrowing money, and the extra effort every later change costs is the interest. Martin Fowler's quadrant sorts debt along two lines, deliberate or inadvertent, and prudent or reckless:",
    },
    {
      kind: "ul",
      items: [
        "Deliberate and prudent: 'we ship the simple version to make the launch, and fix it next month.' Often a good trade.",
        "Deliberate and reckless: 'we have no time for tests.' The interest arrives quickly.",
        "Inadvertent and prudent: 'now we know how this should have been designed.' Building is often how a team learns the better design.",
        "Inadvertent and reckless: code written without the knowledge to do it well.",
      ],
    },
    {
      kind: "p",
      text: "To manage it, ask engineers to list the biggest debt items with their cost in terms the business understands: extra days per change, incidents per quarter, on-call hours. Then repay the items that slow the most important upcoming work, through a standing share of each sprint (often 15 to 20%) or by bundling the repayment with the feature that needs it.",
    },
  ],
  example: {
    title: "Putting a number on debt in a checkout",
    blocks: [
      {
        kind: "p",
        text: "A PM at an online grocer had four checkout improvements planned for the year. The tech lead brought six months of data: each checkout change had taken 11 working days on average, about 6 of them spent working around a tangled discount engine and testing it by hand, and checkout changes had caused 5 of the team's 7 production incidents.",
      },
      {
        kind: "p",
        text: "They estimated that rebuilding the discount engine with automated tests would take six weeks, 30 working days, and cut each change to about 5 days. With around 12 checkout changes expected in the next year, the saving was 12 × 6 = 72 working days, more than twice the cost. The PM put the rebuild on the roadmap as its own item, with that arithmetic beside it. After it shipped, checkout changes averaged 4.5 days, and checkout caused one incident in the following six months.",
      },
    ],
  },
  pitfalls: [
    "Hiding debt work inside feature estimates without naming it, so nobody can weigh it against other work.",
    "Big-bang rewrites that stop feature work for months. Repay in slices tied to the work that needs them.",
    "Calling every disliked piece of code debt. Debt is what slows changes you actually need to make; old code nobody touches costs little.",
    "Never taking on debt. A deliberate, planned shortcut is sometimes the right call to learn fast or meet a real deadline.",
    "Agreeing a debt allowance and then cancelling it whenever a deadline looms.",
  ],
  relatedTerms: ["sprint", "velocity", "backlog", "roadmap", "mvp"],
  alsoTaughtAt: [],
};
