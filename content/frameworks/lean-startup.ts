import type { FrameworkPage } from "@/lib/content/schemas";
import { formatNumber } from "@/lib/frameworks/worked-example";
import { formatDecimal } from "@/lib/stats/format";

/** Lean Startup explainer (accordion layout). Original writing. */

/**
 * Loop 1 of the worked example, as counts of people: the percentages the
 * table shows and the prose compares are computed from them, so every
 * rate is a whole number of visitors.
 */
export const leanLoopOne = { targetPercent: 10, visitors: 1500, joined: 63, agencyVisitors: 200, agencyJoined: 26 } as const;
const percent = (part: number, whole: number) => (100 * part) / whole;
const loopOne = {
  targetPercent: leanLoopOne.targetPercent,
  overallPercent: formatDecimal(percent(leanLoopOne.joined, leanLoopOne.visitors), 1),
  agencyPercent: formatDecimal(percent(leanLoopOne.agencyJoined, leanLoopOne.agencyVisitors), 1),
};
export const leanStartup: FrameworkPage = {
  slug: "lean-startup",
  title: "Lean Startup",
  summary:
    "Eric Ries's method for building under uncertainty: turn your riskiest assumptions into cheap experiments and run the Build-Measure-Learn loop as fast as you can.",
  layout: "accordion",
  diagram: "lean-startup-loop",
  sections: [
    {
      id: "what-it-is",
      title: "What Lean Startup is",
      blocks: [
        {
          kind: "p",
          text: "Lean Startup is a way of building new products when you do not yet know what customers want. Eric Ries set it out in his 2011 book The Lean Startup, building on Steve Blank's customer development work and on the lean manufacturing ideas that came out of Toyota. Its central claim is that a startup, or any new product inside a larger company, is an experiment: the plan is a set of guesses, and the team's job is to find out which guesses are wrong before the money runs out.",
        },
        {
          kind: "p",
          text: "The unit of progress is therefore not features shipped but validated learning: evidence, from real customer behaviour, that moves a belief from assumed to known. The engine that produces it is the Build-Measure-Learn feedback loop, and the goal is to go around that loop as quickly and cheaply as possible.",
        },
      ],
    },
    {
      id: "core-ideas",
      title: "The core ideas",
      blocks: [
        {
          kind: "cards",
          items: [
            {
              title: "Build-Measure-Learn",
              text: "Build the smallest thing that can test an idea, measure how real people respond, learn whether the idea holds, and feed that into the next idea. Plan it backwards: decide what you need to learn, then what to measure, then what to build.",
            },
            {
              title: "Leap-of-faith assumptions",
              text: "The two beliefs everything rests on: the value hypothesis (people get enough value to use or pay for it) and the growth hypothesis (new customers will find it in a way that scales). Test these first.",
            },
            {
              title: "Minimum viable product",
              text: "The version that lets you complete one loop with the least effort. It is a learning tool, not a small version one: a landing page, a concierge service or a demo video can all be MVPs.",
            },
            {
              title: "Innovation accounting",
              text: "Set a baseline with the MVP, tune the product toward an ideal, and judge each change by whether it moves actionable metrics such as cohort conversion, not vanity totals like all-time sign-ups.",
            },
            {
              title: "Pivot or persevere",
              text: "At regular intervals, decide whether the evidence supports the current strategy. A pivot keeps what you learned and changes one element, such as the customer segment, the problem, the channel or the revenue model.",
            },
          ],
        },
        {
          kind: "table",
          caption: "Common MVP types and what each one tests",
          headers: ["MVP type", "What it looks like", "Best for testing"],
          rows: [
            ["Fake door or landing page", "A page or button that describes the offer, with a sign-up or pre-order", "Demand and willingness to act"],
            ["Explainer video", "A short video showing how the product would work", "Whether the pitch resonates"],
            ["Concierge", "You deliver the service by hand to a few customers, who know it is manual", "Value, and what the workflow really needs"],
            ["Wizard of Oz", "The product looks automated, but people do the work behind the scenes", "Value and behaviour at realistic fidelity"],
            ["Single-feature product", "One core job done well, nothing else", "Retention around that one job"],
          ],
        },
      ],
    },
    {
      id: "when-to-use",
      title: "When to use it, and when not to",
      blocks: [
        {
          kind: "p",
          text: "Use Lean Startup when uncertainty is high: a new product, a new market, a new business model, or a big bet inside an established company where nobody has evidence that customers want the thing. It is also useful whenever a roadmap item rests on one large assumption that could be tested for a fraction of the build cost.",
        },
        {
          kind: "p",
          text: "Do not use it as an excuse for sloppy work where the answer is known. Regulated features, infrastructure migrations, and core flows that millions of people rely on need quality engineering, not a rough MVP. It also works badly when you cannot reach real users quickly, or when a half-built product would damage trust with existing customers: in those cases test with prototypes and research first, and release to a small, opted-in group.",
        },
      ],
    },
    {
      id: "how-to-apply",
      title: "How to apply it step by step",
      blocks: [
        {
          kind: "ol",
          items: [
            "Write your idea as a set of assumptions: who the customer is, the problem, why they would choose you, how they would find you, and what they would pay.",
            "Rank the assumptions by risk (how likely it is to be wrong times how fatal that would be). Pick the top one or two leap-of-faith assumptions.",
            "Write a falsifiable hypothesis for each, with a number: We believe that [segment] will [behaviour]; we will know we are right if [metric] reaches [threshold] within [time].",
            "Choose the cheapest MVP that can produce that metric. Ask what you could test this week instead of this quarter.",
            "Run it, and measure behaviour, not opinions. Clicks, sign-ups, payments and return visits beat survey answers about what people say they would do.",
            "Compare the result with the threshold you set before running it. Record what you learned in a shared log.",
            "Decide: persevere with the next assumption, pivot one element of the model, or stop. Set the date of the next pivot-or-persevere meeting now.",
          ],
        },
      ],
    },
    {
      id: "worked-example",
      title: "Worked example: late-payment reminders",
      blocks: [
        {
          kind: "p",
          text: "A two-person team believes freelancers will pay 12 dollars a month for a tool that chases late invoices automatically. Their riskiest assumption is the value hypothesis: that freelancers feel the pain enough to pay.",
        },
        {
          kind: "table",
          caption: "Three turns of the Build-Measure-Learn loop",
          headers: ["Loop", "Hypothesis and threshold", "MVP and cost", "Result", "Decision"],
          rows: [
            [
              "1",
              `${loopOne.targetPercent}% of visitors who see the price join the waitlist`,
              `Landing page, 600 dollars of ads, ${formatNumber(leanLoopOne.visitors)} visitors`,
              `${loopOne.overallPercent}% overall (${formatNumber(leanLoopOne.joined)} of ${formatNumber(leanLoopOne.visitors)}); ${loopOne.agencyPercent}% among small agencies with 5 to 20 clients (${formatNumber(leanLoopOne.agencyJoined)} of ${formatNumber(leanLoopOne.agencyVisitors)})`,
              "Pivot the segment to small agencies",
            ],
            ["2", "8 of 15 agencies keep using a hand-run service after 30 days", "Concierge: founders send reminders by hand for 15 agencies", "12 of 15 stay; median days to payment fall from 34 to 19", "Persevere"],
            ["3", "40% of concierge users pay 12 dollars a month", "Ask for payment at day 30", "9 of 15 pay (60%)", "Persevere: automate the reminder flow"],
          ],
        },
        {
          kind: "p",
          text: `In about six weeks and under 2,000 dollars the team learned who the real customer is and that they pay, before writing the automation. The first loop alone saved them from building for a segment that converted at less than half the rate they needed: ${loopOne.overallPercent}% against a ${loopOne.targetPercent}% target.`,
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
            "Calling a buggy version one an MVP. If the thing is not designed to answer a specific question, it is just an unfinished product.",
            "Setting no success threshold before the test, then reading any result as a win.",
            "Tracking vanity metrics (total sign-ups, page views) instead of cohort behaviour such as activation, retention and payment.",
            "Testing the easy assumptions first because they are comfortable, while the fatal one stays untested.",
            "Pivoting on noise: 30 visitors are not enough to reject an idea. Size the test so the answer can actually be trusted.",
            "Never pivoting: persevering out of sunk cost after repeated loops show flat numbers.",
          ],
        },
        {
          kind: "callout",
          title: "Rule of thumb",
          text: "Before building anything, finish this sentence: this experiment will change our plan if we see ... If you cannot, the experiment is not ready.",
        },
      ],
    },
  ],
  related: [
    { href: "/frameworks/business-model-canvas", label: "Business Model Canvas" },
    { href: "/frameworks/opportunity-solution-tree", label: "Opportunity Solution Tree" },
    { href: "/frameworks/north-star-metric", label: "North Star Metric" },
    { href: "/product-mastery/growth-and-experiments", label: "Product Mastery: Growth and Experiments" },
  ],
  sources: [
    {
      // No page for the book itself was found in the stored corpus, so it is cited as text.
      role: "primary",
      title: "The Lean Startup",
      author: "Eric Ries",
      year: 2011,
      publisher: "Crown Business",
      format: "book",
      note: "The book this page explains: validated learning, the Build-Measure-Learn loop, minimum viable products, innovation accounting and the decision to pivot or persevere.",
    },
    {
      // Confirmed: search (pages) returned this exact URL.
      role: "primary",
      title: "Startup Lessons Learned",
      author: "Eric Ries",
      year: 2012,
      publisher: "Leanpub",
      format: "book",
      url: "https://leanpub.com/startuplessonslearned",
      note: "The collected posts of the blog in which Ries first worked out the method from 2008, including split testing, actionable versus vanity metrics and continuous deployment.",
    },
    {
      // Confirmed: search (pages) returned this exact URL.
      role: "further",
      title: "When Hell Froze Over – in the Harvard Business Review",
      author: "Steve Blank",
      year: 2013,
      publisher: "steveblank.com",
      format: "article",
      url: "https://steveblank.com/2013/04/16/when-hell-froze-over-in-the-harvard-business-review/",
      note: "Blank, whose customer development work Lean Startup builds on, introduces his HBR article \"Why the Lean Start-Up Changes Everything\" and the idea that startups search for a business model rather than execute one.",
    },
  ],
};
