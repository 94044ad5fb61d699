import type { FrameworkPage } from "@/lib/content/schemas";

/**
 * The site's one position on listening time as a North Star, stated in the
 * same words here, in the glossary term, in the quiz's explanation and in the
 * North Star worksheet: a good North Star when the minutes reflect value
 * delivered, not when they can grow without it.
 */
export const listeningTimeCaveat =
  "Listening time is a good North Star for a music service when each minute is listening people chose; where minutes can grow without more value, from autoplay left running or long episodes nobody finishes, count completed listens instead.";

export const northStarMetric: FrameworkPage = {
  slug: "north-star-metric",
  title: "North Star Metric",
  summary:
    "A North Star Metric is the one number that best captures the value customers get from your product, broken down into 3-5 input metrics that teams can move week by week.",
  layout: "accordion",
  diagram: "north-star-metric",
  sections: [
    {
      id: "what-it-is",
      title: "What a North Star Metric is",
      blocks: [
        {
          kind: "p",
          text: "A North Star Metric (NSM) is a single measure that tracks the core value your product delivers to customers. If it grows, customers are getting more of what they came for, and a healthy business usually follows. It gives every team the same answer to the question \"what are we trying to move?\", so a growth team, a platform team and a design team can make trade-offs that pull in one direction.",
        },
        {
          kind: "p",
          text: "Sean Ellis, who ran early growth at Dropbox and LogMeIn, is usually credited with coining the term North Star Metric and spread it among growth teams; he has said he first heard it from Alex Schultz, Facebook's head of growth. The framework of inputs came later: Amplitude's North Star Playbook (2019), written by John Cutler and colleagues, set out the North Star, the few input metrics that drive it and the work that moves them.",
        },
        {
          kind: "p",
          text: "A North Star on its own is too slow and too broad to steer daily work, so it comes with a small set of input metrics: the levers that drive it and that a team can influence within weeks. Keep it to 3-5 input metrics. Fewer leaves important drivers unmeasured; more and the framework turns back into a dashboard where everything matters and nothing does.",
        },
        {
          kind: "callout",
          title: "A good North Star",
          text: "Expresses customer value (not just revenue), leads to revenue over time, is measurable often (weekly), and can be broken down into inputs that teams own.",
        },
        {
          kind: "ul",
          items: [
            `Music streaming: time spent listening per week. ${listeningTimeCaveat}`,
            "Marketplace for short-term rentals: nights booked.",
            "Team messaging tool: messages sent by active teams per week.",
            "Invoicing software: invoices paid on time per month.",
          ],
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
            "Use it once you have product-market fit in at least one segment and need many teams to align on what growth means.",
            "Use it when teams optimize local metrics that fight each other, for example sign-ups rising while retention falls.",
            "Use it to structure quarterly goals: each team picks the input metric it will move and says how.",
            "Do not use it before product-market fit. Early on you are still learning what value customers get, so measure learning and retention of small cohorts instead.",
            "Do not force one North Star onto a company with several unrelated products; each product with its own customers may need its own.",
            "Do not use it as the only health check. Pair it with counter-metrics (quality, churn, support load, margin) so gains are not bought with damage elsewhere.",
          ],
        },
      ],
    },
    {
      id: "how-to-apply",
      title: "How to define yours, step by step",
      blocks: [
        {
          kind: "ol",
          items: [
            "Write down the moment of value: what happens when a customer gets what they came for? For an invoicing tool it is being paid, not creating an invoice.",
            "Turn that moment into a countable measure with a time frame: \"invoices paid on time per month\".",
            "Test it: does it grow only when customers get more value? Would it rise if you spammed users or cut prices at a loss? If so, refine it.",
            "Check that it leads revenue: customers who reach more of this value should renew and expand more. Look at your cohorts to confirm.",
            "Break it into 3-5 input metrics that multiply or add up to the North Star, such as breadth (how many customers), depth (how much each uses) and frequency.",
            "Give each input an owner team and a weekly report. Teams set quarterly goals on inputs, not on the North Star itself.",
            "Add one or two counter-metrics and review the whole tree every quarter; replace an input that stops predicting the North Star.",
          ],
        },
      ],
    },
    {
      id: "worked-example",
      title: "Worked example: an invoicing product",
      blocks: [
        {
          kind: "p",
          text: "An invoicing app for small businesses chooses \"invoices paid on time per month\" as its North Star. Today it stands at 40,000. The team breaks it into four input metrics:",
        },
        {
          kind: "table",
          caption: "North Star tree for an invoicing product",
          headers: ["Input metric", "Today", "Quarter goal", "Owning team"],
          rows: [
            ["Businesses sending at least one invoice a month", "5,000", "5,500", "Growth"],
            ["Invoices sent per active business per month", "10", "10.5", "Core product"],
            ["Share of invoices paid by the due date", "80%", "84%", "Payments"],
            ["Share of invoices with online payment enabled", "55%", "65%", "Payments"],
          ],
        },
        {
          kind: "p",
          text: "The first three multiply into the North Star: 5,000 × 10 × 80% = 40,000. If each hits its goal, the North Star reaches 5,500 × 10.5 × 84% = 48,510, a 21% rise. The fourth input is a driver of the third (online payment makes paying on time easier), which is why the payments team owns both. Support tickets per 1,000 invoices is the counter-metric, so that nobody raises on-time payment with aggressive reminder emails that annoy customers' clients.",
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
            "Choosing revenue as the North Star. Revenue is an outcome of value, not a measure of it, and it tempts teams to extract rather than create value.",
            "Choosing a vanity metric such as sign-ups or page views, which can grow while customers get nothing.",
            "Too many inputs. With ten inputs, no team knows which one matters; stay at 3-5.",
            "Inputs no team can influence within a quarter, which make goals feel arbitrary.",
            "Changing the North Star every quarter. It should stay stable for years; the inputs can evolve.",
            "No counter-metrics, so a team hits its number by shifting cost onto customers or other teams.",
          ],
        },
      ],
    },
  ],
  related: [
    { href: "/frameworks/rice-scoring", label: "RICE Scoring" },
    { href: "/frameworks/opportunity-solution-tree", label: "Opportunity Solution Tree" },
    { href: "/frameworks/business-model-canvas", label: "Business Model Canvas" },
    { href: "/frameworks/lean-startup", label: "Lean Startup" },
    { href: "/frameworks/okrs", label: "OKRs (Objectives and Key Results)" },
  ],
  sources: [
    {
      // Confirmed: search (pages) returned this exact URL, a chapter of Amplitude's North Star Playbook site.
      role: "primary",
      title: "The North Star Playbook: Amplitude's own North Star Metric and inputs",
      author: "John Cutler and Jason Scherschligt (Amplitude)",
      year: 2019,
      publisher: "Amplitude",
      format: "book",
      url: "https://amplitude.com/north-star/amplitudes-north-star-metric-and-inputs",
      note: "From the playbook that turned the North Star into a framework: a North Star Metric, the few inputs that drive it, and the work that moves the inputs, shown on Amplitude's own product.",
    },
    {
      // Confirmed: search (pages) returned this exact URL.
      role: "further",
      title: "Making Strategy Accessible with the North Star Framework",
      author: "John Cutler",
      year: 2020,
      publisher: "ProductCamp (slides on SlideShare)",
      format: "talk",
      url: "https://www.slideshare.net/slideshow/product-camp-2020-making-strategy-accessible-john-cutler-amplitude/239692367",
      note: "A short talk on why a North Star helps teams act with both autonomy and alignment, with a worked example of choosing the metric and its inputs.",
    },
  ],
};
