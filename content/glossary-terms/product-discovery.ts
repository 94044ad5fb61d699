import type { GlossaryTermPage } from "@/lib/content/schemas";

/* The company in the example is invented; the four risks are Marty Cagan's. */
export const productDiscoveryTerm: GlossaryTermPage = {
  slug: "product-discovery",
  summary: "What product discovery covers, the four risks it tests, an example of discovery saving a four-month build, and how discovery goes wrong.",
  whyItMatters: [
    "Most ideas do not work as well as their authors expect. Discovery is how a team finds out cheaply, with conversations, prototypes and small experiments, before engineers spend weeks building. A test that takes three days and kills a weak idea saves the quarter it would have taken to build, and the months it would have taken to learn the same thing from production data.",
    "It also changes what a team is accountable for. A team that does discovery is judged on whether it solved a problem, not on whether it shipped a list, and it gains the evidence to push back on requests that would not work.",
  ],
  howItWorks: [
    { kind: "p", text: "Marty Cagan groups the questions discovery must answer into four risks:" },
    {
      kind: "ul",
      items: [
        "Value: will customers buy it, or choose to use it?",
        "Usability: can they work out how to use it?",
        "Feasibility: can the team build it with the time, skills and technology it has?",
        "Business viability: does it work for the rest of the business, such as sales, legal, finance and support?",
      ],
    },
    {
      kind: "p",
      text: "Teresa Torres's continuous discovery adds a rhythm. The product trio, usually the PM, the designer and the tech lead, talks to customers every week, maps what it hears as opportunities on an opportunity solution tree, and tests the assumptions behind its best ideas with small experiments: prototype tests, fake doors, concierge tests and one-question surveys. Discovery runs alongside delivery all the time, not before it as a phase.",
    },
  ],
  example: {
    title: "Discovery before an integration marketplace",
    blocks: [
      {
        kind: "p",
        text: "A sales-engagement platform planned an integration marketplace, estimated at four months of work, because large prospects kept asking for 'more integrations'. Before committing, the PM, designer and tech lead interviewed nine customers and five prospects who had chosen a competitor, asking about the last time an integration had mattered to them.",
      },
      {
        kind: "p",
        text: "Eleven of the fourteen named the same two tools, one CRM and one calendar, and cared only that contacts and meetings synced both ways without duplicates. The existing CRM sync created duplicates for 8% of contacts. The team fixed that sync and built the calendar integration in five weeks, testing a clickable prototype with customers along the way. The win rate against the main competitor rose from 24% to 31% over the next two quarters, and the marketplace was shelved with the interview notes attached.",
      },
    ],
  },
  pitfalls: [
    "Treating discovery as a phase that ends when delivery starts, instead of a weekly habit.",
    "Testing only usability. A prototype people can use tells you nothing about whether they want it.",
    "Asking customers what they want and building the list. Customers are experts in their problems, not in your solutions.",
    "Leaving engineers out, so feasibility surprises arrive late and the people building the solution have never met a customer.",
    "Running experiments with no decision rule, so every result is merely 'interesting'.",
  ],
  relatedTerms: ["dual-track-agile", "opportunity-solution-tree", "mvp", "jobs-to-be-done", "persona", "a-b-test"],
  alsoTaughtAt: [
    { href: "/books/continuous-discovery-habits", label: "Continuous Discovery Habits: our review of the book on weekly discovery" },
    { href: "/frameworks/dual-track-agile", label: "Dual-Track Agile: running discovery beside delivery" },
    { href: "/frameworks/opportunity-solution-tree", label: "Opportunity Solution Tree: the map continuous discovery works from" },
  ],
};
