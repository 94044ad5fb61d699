import type { FrameworkPage } from "@/lib/content/schemas";
import {
  breakEvenLifetimeMonths,
  expectedLifetimeMonths,
  lifetimeValue,
  lifetimeValueToCac,
  monthlyMargin,
  netLifetimeValue,
  paybackMonths,
} from "@/lib/frameworks/unit-economics";
import { formatDecimal } from "@/lib/stats/format";
import { bmcChannels, canvasTableRows, costToServePercent, partnerSharePercent, staffSchedulingCanvas } from "./bmc-example";

// The bottom row's unit economics, computed from the canvas's own figures.
const dollars = (value: number) => new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
const whole = (value: number) => new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 }).format(value);
const { selfServe, partner } = bmcChannels;
const partnerCut = partner.price * partner.partnerShare;
const lifetime = expectedLifetimeMonths(selfServe);
if (lifetime !== expectedLifetimeMonths(partner)) throw new Error("the BMC example compares channels with one expected lifetime");
const perCustomerGap = netLifetimeValue(selfServe) - netLifetimeValue(partner);
const bottomRowPayback = `The bottom row is where the canvas earns its keep. Engineering is a fixed cost: the team costs the same with 200 restaurants or 400, so it is paid for by the margin of all of them and stays out of the cost of one more. What grows with each location is hosting and support, about ${costToServePercent}% of revenue, or ${dollars(selfServe.costToServe)} dollars a month. A self-serve customer costs ${whole(selfServe.acquisitionCost)} dollars in ads to acquire and yields ${selfServe.price} − ${dollars(selfServe.costToServe)} = ${dollars(monthlyMargin(selfServe))} dollars of margin a month, so it pays back in about ${formatDecimal(paybackMonths(selfServe), 1)} months. A partner-referred customer costs ${whole(partner.acquisitionCost)} dollars in co-marketing and yields ${partner.price} − ${dollars(partnerCut)} − ${dollars(partner.costToServe)} = ${dollars(monthlyMargin(partner))} dollars a month after the partner's ${partnerSharePercent}% share, paying back in about ${formatDecimal(paybackMonths(partner), 1)} months.`;
const bottomRowLifetime = `Payback alone flatters the partner, because its share is taken every month for as long as the restaurant stays. At ${formatDecimal(selfServe.monthlyChurn * 100, 1)}% monthly churn a restaurant stays about ${whole(lifetime)} months in either channel. Over that lifetime a self-serve customer brings ${dollars(monthlyMargin(selfServe))} × ${whole(lifetime)} = ${dollars(lifetimeValue(selfServe))} dollars of margin, ${dollars(netLifetimeValue(selfServe))} after its acquisition cost; a partner-referred one brings ${dollars(monthlyMargin(partner))} × ${whole(lifetime)} = ${dollars(lifetimeValue(partner))} dollars, ${dollars(netLifetimeValue(partner))} after. The partner channel returns more for each acquisition dollar (${formatDecimal(lifetimeValueToCac(partner), 2)} against ${formatDecimal(lifetimeValueToCac(selfServe), 2)}) and frees cash sooner, but each restaurant it brings is worth ${whole(perCustomerGap)} dollars less than one that signs up on its own. So the team keeps self-serve as its main channel, uses the partner to reach restaurants its ads miss, and tests the two assumptions that would change the split: that the partner can refer 40 restaurants a month, and that referred restaurants stay at least ${formatDecimal(breakEvenLifetimeMonths(partner, selfServe), 1)} months, the point at which one is worth as much as a self-serve customer.`;

/**
 * Business Model Canvas explainer (accordion layout). Original writing. The
 * example canvas is drawn and tabled from one record (./bmc-example).
 */
export const businessModelCanvas: FrameworkPage = {
  slug: "business-model-canvas",
  title: "Business Model Canvas",
  summary:
    "Alexander Osterwalder's one-page map of how a business creates, delivers and captures value, in nine building blocks you can sketch, test and change in an afternoon.",
  layout: "accordion",
  diagram: "business-model-canvas",
  sections: [
    {
      id: "what-it-is",
      title: "What the Business Model Canvas is",
      blocks: [
        {
          kind: "p",
          text: "The Business Model Canvas is a single sheet that describes how an organisation makes money and delivers value. Alexander Osterwalder developed it from his doctoral research on business model design at the University of Lausanne, and popularised it with Yves Pigneur in the 2010 book Business Model Generation. It replaces a 40-page business plan with nine boxes that a team can fill in with sticky notes, argue over, and redraw.",
        },
        {
          kind: "p",
          text: "The layout is deliberate. The right half is about customers and value (who you serve, what you offer them, how you reach them, how you earn from them). The left half is about the infrastructure that makes it possible (what you need, what you do, who helps you). The bottom row sets revenue against costs, which is where a nice idea either becomes a business or does not.",
        },
        {
          kind: "callout",
          title: "Why product managers care",
          text: "Most features change at least one box: a new tier changes Revenue Streams, a self-serve flow changes Channels and Customer Relationships. Seeing the whole canvas keeps a product decision honest about its business effects.",
        },
      ],
    },
    {
      id: "nine-building-blocks",
      title: "The nine building blocks",
      blocks: [
        {
          kind: "cards",
          items: [
            { title: "Customer Segments", text: "The distinct groups you serve. Name them precisely (for example independent restaurants with 10 to 40 hourly staff, not restaurants). Multi-sided platforms have two or more segments that need each other." },
            { title: "Value Propositions", text: "The bundle of benefits that makes a segment choose you: the job done, the pain removed, the gain created. Write one value proposition per segment." },
            { title: "Channels", text: "How you reach, sell to and deliver to each segment: self-serve web, app stores, partners, a sales team, marketplaces." },
            { title: "Customer Relationships", text: "The kind of relationship each segment expects: self-service, automated, dedicated account manager, community, co-creation. Each has a cost." },
            { title: "Revenue Streams", text: "How each segment pays: subscription, usage, licence, transaction fee, advertising. Note the price and what drives willingness to pay." },
            { title: "Key Resources", text: "The assets the model cannot work without: technology, data, brand, people, licences, capital." },
            { title: "Key Activities", text: "The most important things the company must do well to deliver the value propositions: building software, running a platform, solving problems for clients." },
            { title: "Key Partnerships", text: "Suppliers and partners who provide resources or activities you should not do yourself, and why: scale, lower risk, or access to customers." },
            { title: "Cost Structure", text: "The main costs that running the model creates. Say whether the model is cost-driven or value-driven, and which costs are fixed and which variable." },
          ],
        },
      ],
    },
    {
      id: "when-to-use",
      title: "When to use it, and when not to",
      blocks: [
        {
          kind: "ul",
          items: [
            "Use it when you launch a new product or enter a new market and need a shared picture of how it would make money.",
            "Use it to compare options side by side: draw one canvas per option (for example freemium against sales-led) and see which boxes differ.",
            "Use it to onboard new team members or explain strategy to engineers: one page shows how their work connects to revenue.",
            "Use it to look for risk: every sticky note is an assumption, and the ones you are least sure of become experiments.",
          ],
        },
        {
          kind: "p",
          text: "It is a poor tool for detailed planning. It will not give you a roadmap, a financial model or a competitive analysis, and it says little about why customers behave as they do. For an early idea with a single unknown customer, Ash Maurya's Lean Canvas, an adaptation focused on problems and metrics, can fit better. For a mature business whose model is stable, a canvas exercise mostly restates the obvious; spend the time on customer discovery instead.",
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
            "Print or draw the canvas large, and use sticky notes so nothing feels permanent. Invite product, design, engineering, sales and finance.",
            "Start with Customer Segments, then Value Propositions for each segment. Use one sticky-note colour per segment so you can trace each through the canvas.",
            "Fill in Channels, Customer Relationships and Revenue Streams for each segment, with real prices and rough volumes where you have them.",
            "Fill the left side: Key Resources, Key Activities and Key Partnerships needed to deliver the right side.",
            "Estimate the Cost Structure and check the bottom row: does revenue per customer exceed the cost to acquire and serve them, and by how much?",
            "Mark each sticky note as known (evidence) or assumed. Circle the three riskiest assumptions.",
            "Turn each circled assumption into a test, run it, and redraw the canvas with what you learned. Date every version.",
          ],
        },
      ],
    },
    {
      id: "worked-example",
      title: "Worked example: a staff-scheduling app",
      blocks: [
        {
          kind: "p",
          text: "A team is building a scheduling app for restaurants. Its first canvas looks like this.",
        },
        {
          kind: "diagram",
          name: "bmc-staff-scheduling",
          caption: "The staff-scheduling canvas, filled in: the nine blocks in the canvas layout on a wide screen, stacked in three groups on a narrow one. The table below lists the same nine blocks.",
        },
        {
          kind: "table",
          caption: "Canvas for a restaurant staff-scheduling product",
          headers: ["Block", "What the team wrote"],
          rows: canvasTableRows(staffSchedulingCanvas),
        },
        {
          kind: "p",
          text: bottomRowPayback,
        },
        {
          kind: "p",
          text: bottomRowLifetime,
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
            "Writing vague boxes such as small businesses or great UX. If a sticky note could apply to any company, it tells you nothing.",
            "Filling the canvas once and framing it. It is a working document; redraw it whenever an experiment changes your mind.",
            "Mixing segments on one canvas without colour coding, so you cannot tell which value proposition goes with which customer.",
            "Treating every note as fact. Separate what you know from what you assume, and test the assumptions.",
            "Ignoring the bottom row. A canvas where nobody has put numbers on revenue and cost has not checked whether the model works.",
          ],
        },
      ],
    },
  ],
  related: [
    { href: "/frameworks/lean-startup", label: "Lean Startup" },
    { href: "/frameworks/north-star-metric", label: "North Star Metric" },
    { href: "/product-mastery/business-and-strategy", label: "Product Mastery: Business and Strategy" },
    { href: "/glossary", label: "Glossary / PM 101" },
    { href: "/frameworks/value-proposition-canvas", label: "Value Proposition Canvas" },
  ],
  sources: [
    {
      // Confirmed: search (pages) returned this exact URL, Strategyzer's page on the book.
      role: "primary",
      title: "Business Model Generation",
      author: "Alexander Osterwalder and Yves Pigneur",
      year: 2010,
      publisher: "John Wiley & Sons (book page at Strategyzer)",
      format: "book",
      url: "https://strategyzer.com/library/business-model-generation-book-summary",
      note: "The book that introduced the canvas: the nine building blocks, business model patterns such as multi-sided platforms and freemium, and how to run a design session around the canvas.",
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
      note: "Blank on his HBR article \"Why the Lean Start-Up Changes Everything\", which treats each box of the canvas as a set of hypotheses to test with customers rather than a plan to execute.",
    },
  ],
};
