import type { GlossaryTermPage } from "@/lib/content/schemas";

/* The company in the example is invented; the method is Teresa Torres's. */
export const opportunitySolutionTreeTerm: GlossaryTermPage = {
  slug: "opportunity-solution-tree",
  summary: "How an opportunity solution tree links one outcome to customer opportunities, solutions and tests, with a worked example and pitfalls.",
  whyItMatters: [
    "Teams under pressure jump from a goal straight to a feature: retention is down, so build a loyalty programme. The tree puts the customer's needs in between, so the team first asks which problem, if solved, would move the outcome, and only then which solution. It makes visible how many different ways there are to reach the same goal.",
    "It is also a communication tool. A stakeholder who asks 'why aren't you building X?' can see where X sits on the tree, which opportunity it serves and what the team is testing instead, which is a better conversation than defending a list.",
  ],
  howItWorks: [
    { kind: "p", text: "Teresa Torres describes the tree in Continuous Discovery Habits. It has four levels:" },
    {
      kind: "ol",
      items: [
        "The root is one outcome the team owns, ideally a product outcome it can move directly, such as the share of trial users who create a second project.",
        "Below it are opportunities: needs, pain points and desires heard in customer interviews, phrased from the customer's side ('I don't know what to do after my first project'). Large opportunities break down into smaller, more specific ones.",
        "Under the opportunity the team chooses to work on, it lists several candidate solutions, at least three, so it compares options instead of falling for the first.",
        "Under each promising solution sit assumption tests: small experiments that check the riskiest assumptions before anything is built.",
      ],
    },
    { kind: "p", text: "The tree is never finished. Weekly interviews add opportunities, and tests rule solutions in or out." },
  ],
  example: {
    title: "A tree for a language-learning app",
    blocks: [
      {
        kind: "p",
        text: "A language-learning team owned the outcome 'raise the share of new learners still practising in week four' from 21%. Twelve interviews produced three top-level opportunities: 'I don't have time on weekdays', 'I don't feel I'm making progress' and 'lessons feel unrelated to real conversations'. Progress came up in nine of the twelve, so the team chose it and split it into 'I can't see what I've learned' and 'I don't know if I could hold a conversation yet'.",
      },
      {
        kind: "p",
        text: "For the second, they listed three solutions: a monthly speaking check with a tutor, conversation practice with an AI partner, and a 'can-do' list of the phrases a learner has mastered. Assumption tests came first. A fake-door button for tutor checks was clicked by only 3% of learners, while a one-week prototype of the can-do list, shown to 500 learners, raised week-two practice from 48% to 56%. The list was built first, and week-four retention reached 25% by the end of the quarter.",
      },
    ],
  },
  pitfalls: [
    "Putting a business output or a feature at the root, such as 'launch the mobile app', which leaves no room for opportunities.",
    "Writing opportunities that are solutions in disguise, such as 'I need a dashboard'.",
    "Filling the tree from internal brainstorming instead of customer interviews.",
    "Working on many opportunities at once. Choose one target opportunity, learn, then move on.",
    "Drawing the tree once for a workshop and never updating it.",
  ],
  relatedTerms: ["product-discovery", "jobs-to-be-done", "dual-track-agile", "mvp", "north-star-metric"],
  alsoTaughtAt: [
    { href: "/product-mastery/product-thinking#problem-discovery", label: "Problem Discovery: weekly interviews mapped onto an opportunity solution tree" },
    { href: "/books/continuous-discovery-habits", label: "Continuous Discovery Habits: our review of Teresa Torres's book" },
  ],
};
