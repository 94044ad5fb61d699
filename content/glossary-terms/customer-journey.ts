import type { GlossaryTermPage } from "@/lib/content/schemas";

/* The company in the example is invented; the conversion change is worked out so it can be checked. */
export const customerJourneyTerm: GlossaryTermPage = {
  slug: "customer-journey",
  summary: "What a customer journey is, how to map one from evidence rather than guesses, an example where the map moved the roadmap, and common traps.",
  whyItMatters: [
    "Each team in a company sees one slice of the customer's experience: marketing sees the ad, product sees the app, finance sees the invoice, support sees the complaint. The customer experiences all of it as one thing. A journey view shows where the slices meet badly, which is often where customers give up, because no single team's dashboard shows the problem.",
    "For a PM it is a way to find the problems most worth solving before choosing a solution. It turns 'conversion is down' into 'people stall between finishing the form and uploading their documents', which a team can investigate and fix.",
  ],
  howItWorks: [
    {
      kind: "p",
      text: "A journey map lays out the stages a customer moves through, for example discover, evaluate, buy, set up, use, get help, renew or leave. For each stage it records:",
    },
    {
      kind: "ul",
      items: [
        "what the customer is trying to do, and the touchpoints they use: an ad, the website, an email, the app, a phone call;",
        "what they think and feel, in their own words from interviews;",
        "where they get stuck, wait, contact support or drop out, with numbers from analytics and support data;",
        "which team in the company owns that stage.",
      ],
    },
    {
      kind: "p",
      text: "Map one segment and one scenario at a time, such as 'a first-time buyer making a claim', because different customers take different routes. Build the map from interviews, support tickets and funnel data, then mark the two or three moments with the largest drop-off or the strongest frustration. Those become opportunities to explore in discovery, not a list of features to build.",
    },
  ],
  example: {
    title: "Mapping a home-loan application",
    blocks: [
      {
        kind: "p",
        text: "A digital mortgage lender turned 18% of started applications into approved loans. The product team had spent two quarters improving the application form, where drop-off looked worst on the dashboard. The PM then mapped the whole journey with underwriting and support, using 40 recorded customer calls and three months of event data.",
      },
      {
        kind: "p",
        text: "The map showed that 31% of applicants who finished the form stalled at the next stage, uploading payslips and bank statements, which happened in a separate portal with its own login; many were waiting for an email that had gone to spam. The team moved the upload into the application and sent text reminders. The share completing the document stage rose from 69% to 84%, and overall conversion rose from 18% to about 22% (18% × 84 ÷ 69 ≈ 21.9%), more than six months of form changes had achieved.",
      },
    ],
  },
  pitfalls: [
    "Drawing the map in a workshop from the team's assumptions. It then shows the journey the company designed, not the one customers take.",
    "Mapping an 'average' customer, so segments with different needs hide each other's problems.",
    "Stopping at the edges of the product. Billing, delivery, paperwork and support calls are part of the journey even when no product screen is involved.",
    "Producing a beautiful poster that nobody updates or uses to decide anything. A map earns its keep by pointing at two or three problems the team then works on.",
  ],
  relatedTerms: ["persona", "product-discovery", "jobs-to-be-done", "activation", "churn-rate"],
  alsoTaughtAt: [],
};
