import type { GlossaryTermPage } from "@/lib/content/schemas";

/* The start-up in the example is invented; its conversion rate is worked out so it can be checked. */
export const mvpTerm: GlossaryTermPage = {
  slug: "mvp",
  summary: "What a minimum viable product is and is not, the main kinds of MVP, a worked example with numbers, and how teams misuse the term.",
  whyItMatters: [
    "Every new product rests on assumptions: that people have the problem, that they will pay, that they will change how they work. Building the whole product to find out is the most expensive experiment there is. An MVP tests the riskiest assumption first, in days or weeks, so a team learns whether the idea deserves the full build before spending a quarter on it.",
    "The term also changes the question a team asks. Instead of 'what can we cut to launch sooner?', it asks 'what do we need to learn, and what is the cheapest thing that would teach us?'. The two questions lead to very different work.",
  ],
  howItWorks: [
    {
      kind: "p",
      text: "In Eric Ries's Lean Startup, the MVP is the version of a new product that lets a team learn the most about its customers for the least effort: enough to complete one build-measure-learn loop. Start from the assumption that would sink the idea if it were wrong, write down the result that would confirm or refute it, then pick the cheapest kind of MVP that can produce that result:",
    },
    {
      kind: "ul",
      items: [
        "A landing page or fake door: describe the product and count how many people try to sign up or pay. It tests demand.",
        "A concierge MVP: deliver the service by hand to a few customers who know a person is doing it. It tests whether the outcome is worth having.",
        "A Wizard of Oz MVP: customers see what looks like a working product while people do the work behind the scenes. It tests whether they use it as intended before anything is automated.",
        "A single-feature product: one narrow job done well for a small group. It tests whether people keep coming back.",
      ],
    },
    { kind: "p", text: "Set the success threshold before launch, run the test, then decide: persevere, change direction or stop." },
  ],
  example: {
    title: "Testing a dog-sitting subscription before building it",
    blocks: [
      {
        kind: "p",
        text: "Two founders wanted to build an app that gives dog owners guaranteed sitter cover for a monthly fee. Their riskiest assumption was that owners would pay $120 a month rather than book sitters one at a time. Before writing code they set a rule: if at least 5% of visitors to a landing page started checkout, they would run the next test.",
      },
      {
        kind: "p",
        text: "$900 of local ads brought 2,400 visitors, and 168 clicked 'Start subscription', reaching a page that said the service was not available yet: 168 ÷ 2,400 = 7%, above the bar. Next came a concierge test: for six weeks the founders matched 20 paying owners with sitters by phone and spreadsheet. Fourteen renewed for a second month, and every cancellation gave the same reason, sitters changing too often, which became the first requirement for the real product.",
      },
    ],
  },
  pitfalls: [
    "Calling a buggy, cut-down version one an MVP. If it was not designed to answer a specific question, it is just an unfinished product.",
    "Testing the easy assumption instead of the risky one. A polished demo proves you can build it, not that anyone wants it.",
    "No success threshold set in advance, so any result can be read as encouraging.",
    "Using 'MVP' as an excuse for poor quality where quality is the point, such as payments, security or health data.",
    "Stopping after one test. The loop is meant to run again and again, each time on the next riskiest assumption.",
  ],
  relatedTerms: ["product-discovery", "a-b-test", "product-market-fit", "dual-track-agile", "user-story"],
  alsoTaughtAt: [],
};
