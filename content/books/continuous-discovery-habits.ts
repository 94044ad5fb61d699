import type { BookReview } from "@/lib/content/library";

/** Our review of Continuous Discovery Habits (Product Talk LLC, 2021). */
export const continuousDiscoveryHabitsReview: BookReview = {
  slug: "continuous-discovery-habits",
  title: "Continuous Discovery Habits",
  subtitle: "Discover Products that Create Customer Value and Business Value",
  authors: ["Teresa Torres"],
  year: 2021,
  publisher: "Product Talk LLC",
  cover: "/books/continuous-discovery-habits-cover.svg",
  coverAlt: "Stylised cover of Continuous Discovery Habits: a branching tree of circles growing from a single root",
  whyRead: "For turning customer interviews into a weekly team habit that decides what you build next.",
  buy: { url: "https://www.producttalk.org/continuous-discovery-habits/", label: "Get the book from Product Talk" },
  summary:
    "Teresa Torres turns 'talk to your customers' into a weekly team routine: outcomes first, story-based interviews, an opportunity solution tree and small assumption tests.",
  sections: [
    {
      id: "what-it-argues",
      title: "What the book argues",
      blocks: [
        {
          kind: "p",
          text: "Most teams know they should understand customers before they build, yet discovery still happens as an occasional research project, usually squeezed out by delivery. Teresa Torres, a product discovery coach who has worked with hundreds of teams, argues that the fix is not more effort but a sustainable cadence. Her working definition sets the bar: \u201cat a minimum, weekly touchpoints with customers by the team building the product, where they conduct small research activities in pursuit of a desired outcome.\u201d",
        },
        {
          kind: "p",
          text: "Each part of that sentence matters. Weekly, because insight decays and small, frequent conversations beat a big study every six months. By the team building the product, because the product trio (a product manager, a designer and an engineer) makes better decisions when all three hear customers first-hand. Small research activities, because the goal is to de-risk the next decision, not to publish a report. And in pursuit of an outcome, because discovery without a target drifts into collecting interesting facts.",
        },
      ],
    },
    {
      id: "key-ideas",
      title: "Key ideas",
      blocks: [
        {
          kind: "ul",
          items: [
            "Outcomes over outputs. Teams should be given a measurable outcome to move, ideally a product outcome they can directly influence, rather than a list of features to ship.",
            "The opportunity solution tree. The desired outcome sits at the root; customer needs, pain points and desires (opportunities) branch beneath it; solutions hang off the opportunity they address; assumption tests sit under each solution. The tree makes the team's thinking visible and keeps solutions tied to real problems.",
            "Interview for stories, not opinions. Ask about the last time a customer did something ('Tell me about the last time you...') instead of what they would want. Capture each conversation in a one-page interview snapshot so the whole team can use it.",
            "Automate recruiting so that a steady stream of interviews lands in the calendar without anyone organising it each week.",
            "Prioritise opportunities, not solutions. Compare sibling opportunities and pick one to focus on; then generate several solutions for it and compare them, rather than falling in love with the first idea.",
            "Test assumptions, not whole ideas. Break each solution into its underlying desirability, viability, feasibility, usability and ethical assumptions, and run small, fast tests on the riskiest ones.",
          ],
        },
        {
          kind: "p",
          text: "Every chapter ends with common anti-patterns, which are often the most useful pages: they describe exactly the shortcuts a busy team takes and why those shortcuts backfire.",
        },
      ],
    },
    {
      id: "how-it-reads",
      title: "How it reads",
      blocks: [
        {
          kind: "p",
          text: "This is a practical, tightly edited book. The first part explains the mindset and the structure; the second walks through the habits in roughly the order a team adopts them, with stories from real teams. It rewards being read by the whole trio together, one chapter a week, trying each habit before moving on. Its limits are worth knowing: it assumes a team with some autonomy over its outcome and reasonable access to customers. If you work in a feature factory, you will need to adapt the ideas and build trust gradually, for example by sharing your opportunity solution tree with stakeholders to show your reasoning.",
        },
      ],
    },
    {
      id: "who-should-read-it",
      title: "Who should read it, and who can skip it",
      blocks: [
        {
          kind: "p",
          text: "Read it if you are a product manager, designer or engineer on an empowered product team, a new PM who wants a concrete weekly routine, or a product leader trying to move teams from shipping features to achieving outcomes. It is the most actionable discovery book we know.",
        },
        {
          kind: "p",
          text: "You can skip it if your team already interviews customers weekly, maintains an opportunity map and tests assumptions routinely; the book will mostly confirm what you do. Leaders looking for organisational design or strategy should pair it with a book like Product Leadership, because this one deliberately stays at the level of the team.",
        },
        {
          kind: "callout",
          title: "Our verdict",
          text: "Essential. If you read one book about product discovery, make it this one, and put its opportunity solution tree on your team's wall the same week.",
        },
      ],
    },
  ],
  related: [
    {
      href: "/frameworks/opportunity-solution-tree",
      label: "Opportunity Solution Tree",
      description: "Our step-by-step explainer of the book's central tool, with a worked example.",
    },
    {
      href: "/frameworks/dual-track-agile",
      label: "Dual-Track Agile",
      description: "How discovery and delivery run side by side, the operating model continuous discovery fits into.",
    },
    {
      href: "/frameworks/lean-startup",
      label: "Lean Startup",
      description: "Build-measure-learn and validated learning, the roots of assumption testing.",
    },
    {
      href: "/product-mastery/product-thinking",
      label: "Product Thinking",
      description: "Customer obsession, problem discovery and Jobs to Be Done resources.",
    },
  ],
};
