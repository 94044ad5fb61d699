import type { GlossaryTerm } from "@/lib/content/schemas";

/*
 * The 24 glossary terms (docs/product.md, Glossary), kept in alphabetical
 * order so the file reads like the page. Each "learn more" link points at the
 * exact place that teaches the idea: a framework page, or a Product Mastery
 * topic by its anchor. The label names that topic and what it covers there;
 * tests/unit/content/teaching-links.test.ts checks both against the content.
 */
const topic = (area: string, id: string, label: string) => ({ href: `/product-mastery/${area}#${id}`, label });

export const glossaryTerms: GlossaryTerm[] = [
  {
    term: "A/B Test",
    definition:
      "An experiment that shows two versions of a page or feature to randomly split groups of users at the same time and compares one pre-chosen metric. It tells you which version performs better, provided the sample is large enough and you decide the success metric before looking at results.",
    learnMore: topic("growth-and-experiments", "a-b-testing", "A/B Testing: designing tests you can trust"),
  },
  {
    term: "Activation",
    definition:
      "The moment a new user first gets real value from the product, such as sending a first invoice or inviting a teammate. Teams define one concrete activation event and track the share of sign-ups who reach it, because activated users are far more likely to stay.",
    learnMore: topic("growth-and-experiments", "activation-and-retention", "Activation and Retention: choosing an activation event"),
  },
  {
    term: "Backlog",
    definition:
      "The ordered list of work the team might do next: features, fixes, experiments and technical chores. A healthy backlog is short at the top, with well-understood items ready to build, and is reordered often as the team learns.",
    learnMore: topic("delivery-and-execution", "agile-kanban-scrum", "Agile/Kanban/Scrum: sprints, the backlog and velocity"),
  },
  {
    term: "Churn Rate",
    definition:
      "The share of customers (or revenue) lost over a period, for example 3% of subscribers cancelling per month. It is the mirror image of retention; small monthly churn compounds into large yearly losses, so it is worth tracking by cohort and reason.",
    learnMore: topic("growth-and-experiments", "activation-and-retention", "Activation and Retention: churn rate and cohort retention"),
  },
  {
    term: "Customer Journey",
    definition:
      "The full sequence of steps and feelings a customer goes through with your product, from first hearing about it to buying, using, getting help and perhaps leaving. Mapping it shows where people get stuck or drop off, which points to the problems most worth solving.",
    learnMore: topic("product-thinking", "customer-obsession", "Customer Obsession: mapping the customer journey"),
  },
  {
    term: "Dual-Track Agile",
    definition:
      "A way of working in which the same team runs discovery (finding out what is worth building) and delivery (building and shipping it) side by side. Discovery feeds validated ideas into the delivery backlog, so engineers rarely build something nobody has tested.",
    learnMore: { href: "/frameworks/dual-track-agile", label: "Dual-Track Agile" },
  },
  {
    term: "Jobs to Be Done",
    definition:
      "A lens that asks what progress a customer is trying to make in a given situation, the \"job\" they \"hire\" a product to do. Framing needs as jobs rather than demographics reveals the real competition, which is often a spreadsheet, a habit or doing nothing.",
    learnMore: topic("product-thinking", "jobs-to-be-done", "Jobs to Be Done: job stories and switch interviews"),
  },
  {
    term: "Kano Model",
    definition:
      "A framework that sorts features into five categories by how they affect satisfaction: must-be (basic needs customers simply expect), performance or one-dimensional (the more, the better), attractive (delighters nobody asked for), indifferent (nobody cares either way) and reverse (some customers would rather not have them). It helps a team fix the must-haves first, then balance performance against delight.",
    learnMore: { href: "/frameworks/kano-model", label: "Kano Model" },
  },
  {
    term: "KPI",
    definition:
      "Key Performance Indicator: a metric a team has agreed to watch because it shows whether the product or business is healthy, such as weekly active users or net revenue retention. A good KPI is tied to a goal, owned by someone and reviewed regularly.",
    learnMore: topic("business-and-strategy", "metrics-and-kpis", "Metrics and KPIs: North Star, input and guardrail metrics"),
  },
  {
    term: "MVP",
    definition:
      "Minimum Viable Product: the smallest thing you can build or fake to test your riskiest assumption with real users. Its purpose is learning, not a cut-down first release, so a landing page or a manual concierge service can be an MVP.",
    learnMore: { href: "/frameworks/lean-startup", label: "Lean Startup" },
  },
  {
    term: "North Star Metric",
    definition:
      "The single metric that best captures the value customers get from your product and predicts long-term success, such as nights booked for a travel marketplace. Teams pair it with a few input metrics they can move directly.",
    learnMore: { href: "/frameworks/north-star-metric", label: "North Star Metric" },
  },
  {
    term: "OKR",
    definition:
      "Objectives and Key Results: a goal-setting method that pairs a qualitative objective with two to four measurable key results that show it was reached. Good key results describe outcomes, such as a change in customer behaviour, rather than a list of features to ship.",
    learnMore: topic("business-and-strategy", "metrics-and-kpis", "Metrics and KPIs: how OKRs differ from KPIs"),
  },
  {
    term: "Opportunity Solution Tree",
    definition:
      "A visual map with a desired outcome at the root, customer opportunities (needs, pains and desires) as branches, and candidate solutions and experiments as leaves. It keeps discovery connected to the outcome and makes it easy to compare several solutions instead of falling for the first one.",
    learnMore: { href: "/frameworks/opportunity-solution-tree", label: "Opportunity Solution Tree" },
  },
  {
    term: "Persona",
    definition:
      "A short, research-based portrait of a type of user, covering their goals, context and frustrations. A persona is useful when it is built from real interviews and data and helps the team decide; invented personas mostly confirm what the team already believed.",
    learnMore: topic("design-and-ux", "user-research", "User Research: interviews and research-based personas"),
  },
  {
    term: "Product Discovery",
    definition:
      "The continuous work of deciding what to build by learning about customers' problems and testing ideas cheaply before committing engineering time. It covers interviews, prototypes and experiments that check whether an idea is valuable, usable, feasible and viable.",
    learnMore: topic("product-thinking", "problem-discovery", "Problem Discovery: the four risks and weekly discovery habits"),
  },
  {
    term: "Product-Market Fit",
    definition:
      "The point at which a product satisfies a strong need in a market well enough that customers stay, use it and recommend it with little pushing. Signs include flattening retention curves, organic growth, and many users saying they would be very disappointed without it.",
    learnMore: topic("business-and-strategy", "product-market-fit", "Product-Market Fit: retention curves and the 40% survey"),
  },
  {
    term: "Retention",
    definition:
      "The share of users or customers who keep coming back or paying over time, usually shown as a cohort curve. Retention is the clearest evidence that a product delivers lasting value, and improving it makes every other growth effort pay off more.",
    learnMore: topic("growth-and-experiments", "activation-and-retention", "Activation and Retention: reading cohort retention curves"),
  },
  {
    term: "RICE Scoring",
    definition:
      "A prioritisation formula from Intercom: Reach times Impact (on Intercom's five-step scale from 0.25 to 3) times Confidence, divided by Effort. It turns gut feelings into comparable numbers so a team can rank ideas and discuss the assumptions behind each estimate.",
    learnMore: { href: "/frameworks/rice-scoring", label: "RICE Scoring" },
  },
  {
    term: "Roadmap",
    definition:
      "A shared plan that shows the problems a team intends to tackle and in roughly what order, linked to the strategy behind them. Modern roadmaps favour outcomes and time horizons (now, next, later) over feature lists with fixed dates.",
    learnMore: topic("vision-and-leadership", "roadmapping", "Roadmapping: outcome-based Now-Next-Later roadmaps"),
  },
  {
    term: "Sprint",
    definition:
      "A fixed, short time box, usually one to four weeks, in which a Scrum team commits to a goal and delivers a working increment. Each sprint starts with planning and ends with a review and a retrospective.",
    learnMore: topic("delivery-and-execution", "agile-kanban-scrum", "Agile/Kanban/Scrum: sprints and sprint goals"),
  },
  {
    term: "Stakeholder",
    definition:
      "Anyone who affects or is affected by a product decision, such as executives, sales, support, legal or partner teams. Product managers keep stakeholders informed and involved early, so decisions hold and surprises stay rare.",
    learnMore: topic("vision-and-leadership", "stakeholder-management", "Stakeholder Management: mapping and involving stakeholders"),
  },
  {
    term: "Technical Debt",
    definition:
      "The future cost of shortcuts taken in code or architecture to ship faster today. Like financial debt it can be a sensible trade-off, but unpaid debt slows every later change, so teams reserve regular capacity to pay it down.",
    learnMore: topic("tech-fluency", "engineering-collaboration", "Engineering Collaboration: talking about technical debt"),
  },
  {
    term: "User Story",
    definition:
      "A short description of a need from the user's point of view, often written as \"As a [user], I want [action] so that [benefit]\". It is a placeholder for a conversation, completed by acceptance criteria that say when the story is done.",
    learnMore: topic("delivery-and-execution", "shipping-fast", "Shipping Fast: user stories as thin slices"),
  },
  {
    term: "Velocity",
    definition:
      "The amount of work, often in story points, a team completes in a sprint, averaged over several sprints. It helps the team forecast its own capacity; it is not a productivity score and should never be compared across teams.",
    learnMore: topic("delivery-and-execution", "agile-kanban-scrum", "Agile/Kanban/Scrum: what velocity is for"),
  },
];
