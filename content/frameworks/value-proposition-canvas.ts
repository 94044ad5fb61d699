import type { FrameworkPage } from "@/lib/content/schemas";
import { fitCoverage, unanchoredItems, type ProfileItem, type ValueMapItem } from "@/lib/frameworks/value-proposition";

/**
 * Value Proposition Canvas explainer (static layout, drawn diagram). Original
 * writing. The worked example's fit check is computed from
 * lib/frameworks/value-proposition.ts.
 */

/** Interviews behind the example's customer profile. */
export const vpcInterviews = 14;

/** Site managers at small building contractors: what 14 interviews found, ranked by how many raised it. */
export const vpcProfile: (ProfileItem & { heardIn: number })[] = [
  { id: "job-report", kind: "job", text: "Send the client a daily record of work done", rank: 1, heardIn: 14 },
  { id: "job-claims", kind: "job", text: "Back up stage payment claims with evidence", rank: 2, heardIn: 10 },
  { id: "job-professional", kind: "job", text: "Come across as organised to clients (social)", rank: 3, heardIn: 7 },
  { id: "pain-evenings", kind: "pain", text: "Writing up the day takes 45 minutes every evening", rank: 1, heardIn: 11 },
  { id: "pain-disputes", kind: "pain", text: "Disputes over what was done, and when", rank: 2, heardIn: 9 },
  { id: "pain-photos", kind: "pain", text: "Site photos scattered across several phones", rank: 3, heardIn: 8 },
  { id: "pain-gloves", kind: "pain", text: "Typing on a phone in gloves", rank: 4, heardIn: 5 },
  { id: "gain-paid", kind: "gain", text: "Stage payments approved without back-and-forth", rank: 1, heardIn: 10 },
  { id: "gain-home", kind: "gain", text: "Home before 6 pm", rank: 2, heardIn: 6 },
  { id: "gain-referrals", kind: "gain", text: "Clients recommend them to friends", rank: 3, heardIn: 4 },
];

export const vpcValueMap: ValueMapItem[] = [
  { kind: "product", text: "Mobile app for site notes, photos and voice memos", addresses: [] },
  { kind: "product", text: "Daily report sent to the client automatically", addresses: ["job-report"] },
  { kind: "pain-reliever", text: "Voice notes turned into text, no typing needed", addresses: ["pain-evenings", "pain-gloves"] },
  { kind: "pain-reliever", text: "Photos filed by site and date the moment they are taken", addresses: ["pain-photos"] },
  { kind: "pain-reliever", text: "Time-stamped log the client can see and comment on", addresses: ["pain-disputes"] },
  { kind: "gain-creator", text: "One-tap evidence pack for each stage payment claim", addresses: ["gain-paid", "job-claims"] },
  { kind: "gain-creator", text: "Reports branded with the contractor's logo", addresses: ["job-professional"] },
  { kind: "gain-creator", text: "3D walkthrough of the site", addresses: [] },
];

const topPains = fitCoverage(vpcProfile, vpcValueMap, "pain", 3);
const topGains = fitCoverage(vpcProfile, vpcValueMap, "gain", 3);
const unanchored = unanchoredItems(vpcProfile, vpcValueMap);
const addressedBy = (id: string) =>
  vpcValueMap
    .filter((item) => item.addresses.includes(id))
    .map((item) => item.text)
    .join("; ") || "Nothing yet";
const kindLabel: Record<ProfileItem["kind"], string> = { job: "Job", pain: "Pain", gain: "Gain" };
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

export const valuePropositionCanvas: FrameworkPage = {
  slug: "value-proposition-canvas",
  title: "Value Proposition Canvas",
  summary:
    "Osterwalder's tool for fit: map one customer segment's jobs, pains and gains, then the products, pain relievers and gain creators meant to answer them, and test the match.",
  layout: "static",
  diagram: "value-proposition-canvas",
  sections: [
    {
      id: "what-it-is",
      title: "What the Value Proposition Canvas is",
      blocks: [
        {
          kind: "p",
          text: "The Value Proposition Canvas zooms in on two blocks of the Business Model Canvas, Customer Segments and Value Propositions, and checks whether they fit. Alexander Osterwalder, Yves Pigneur, Greg Bernarda and Alan Smith set it out in their 2014 book Value Proposition Design. It has two halves: a circle that describes one customer segment, and a square that describes what you offer that segment. The work is to make the square answer what matters most in the circle.",
        },
        {
          kind: "cards",
          items: [
            { title: "Customer jobs", text: "What the customer is trying to get done in work or life, in their words. Jobs can be functional (file the report), social (look organised to clients) or emotional (stop worrying about disputes)." },
            { title: "Pains", text: "What annoys customers before, during or after the job, and the risks and obstacles in the way: bad outcomes, wasted time, fear of getting it wrong." },
            { title: "Gains", text: "The outcomes and benefits customers want, from the ones they require to ones they would be delighted by. Gains are not simply the opposite of pains." },
            { title: "Products and services", text: "What you offer this segment: the product, its key features, and any service around it." },
            { title: "Pain relievers", text: "How your products remove or reduce specific pains. Each reliever should point at a pain in the circle." },
            { title: "Gain creators", text: "How your products produce specific gains. Again, each one should point at a gain or a job the customer actually has." },
          ],
        },
        {
          kind: "p",
          text: "Fit comes in three stages. Problem-solution fit is on paper: you have evidence that customers care about certain jobs, pains and gains, and a value map that addresses them. Product-market fit is in the market: customers actually use and pay for the offer. Business model fit is in the bank: the value proposition sits inside a business model that makes money. The canvas is most useful for reaching the first and designing tests for the second.",
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
            "Use it when designing a new product or entering a new segment, to write down what you believe about customers before building for them.",
            "Use it to turn interview notes into a ranked picture of one segment, and to check a proposed feature set against it.",
            "Use it to explain a product's positioning: a good canvas becomes the outline of the landing page and the sales pitch.",
            "Use it to audit a product that is not getting traction: features with nothing to point at in the circle, and top pains with nothing addressing them, both show up quickly.",
            "Do not use one canvas for several segments. A restaurant owner and a waiter have different jobs; draw two canvases.",
            "Do not fill it in from the office and call it research. Until interviews or tests back the circle, every sticky note is an assumption.",
          ],
        },
      ],
    },
    {
      id: "how-to-apply",
      title: "How to fill it in, step by step",
      blocks: [
        {
          kind: "ol",
          items: [
            "Pick one customer segment and describe it precisely, for example site managers at building contractors with 5 to 20 staff.",
            "Fill the circle first, from research: list jobs, pains and gains in the customer's language. Aim for many notes, then merge duplicates.",
            "Rank each list: jobs by importance, pains by severity, gains by relevance. Use interview counts or survey data where you have them.",
            "Now fill the square: the products and services you offer or plan, then the pain relievers and gain creators, each naming the pain or gain it answers.",
            "Check fit: do the relievers and creators cover the top-ranked pains and gains? Mark what is covered, and question every item that points at nothing.",
            "Turn the riskiest assumptions into tests, such as a landing page, a prototype or a concierge trial, and update the canvas with what you learn.",
          ],
        },
      ],
    },
    {
      id: "worked-example",
      title: "Worked example: site reports for small building contractors",
      blocks: [
        {
          kind: "p",
          text: `A start-up wants to sell a site-report app to small building contractors. It interviews ${vpcInterviews} site managers and ranks what it heard by how many people raised each point. The last column shows which part of the planned value map answers each item.`,
        },
        {
          kind: "table",
          caption: "Customer profile for site managers, with the value map items that answer each entry",
          headers: ["Profile item", "Type and rank", "Heard in", "Answered by"],
          rows: vpcProfile.map((item) => [item.text, `${kindLabel[item.kind]} ${item.rank}`, `${item.heardIn} of ${vpcInterviews}`, addressedBy(item.id)]),
        },
        {
          kind: "p",
          text: `The fit check is simple counting. The value map covers ${topPains.covered.length} of the ${topPains.considered.length} top pains, with voice notes doing double duty for the long evenings and the gloves. It covers ${topGains.covered.length} of the ${topGains.considered.length} top gains: nothing yet creates ${topGains.uncovered.map((item) => `"${lowerFirst(item.text)}"`).join(" or ")}, though getting home by 6 pm should follow if the evening write-up shrinks. And ${unanchored.length} item points at nothing at all: the ${lowerFirst(unanchored.map((item) => item.text).join(", "))}, which the founders loved and no site manager mentioned, is cut.`,
        },
        {
          kind: "p",
          text: "The riskiest assumption is that voice notes are good enough to replace the evening write-up. The team tests it with a concierge trial: six site managers send voice memos for two weeks, and a team member turns them into reports by hand. Their median write-up time drops from 45 minutes to 10, and four of the six ask to keep using it, which is the evidence needed to build the real speech-to-text flow.",
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
            "Starting with the square. Teams love listing features; fill the circle first, or the profile quietly bends to fit the product.",
            "Pains and gains that are mirror images: slow reports as a pain and fast reports as a gain. Look for gains customers would value beyond removing a pain.",
            "Listing everything with equal weight. An unranked profile makes every feature look justified. Rank, and focus on the top few.",
            "Generic jobs such as save time or be productive. Ask for the specific situation: when, where, with whom, and what happens next.",
            "Mixing segments on one canvas, so the square ends up serving an average customer who does not exist.",
            "Declaring fit on paper. Problem-solution fit is a hypothesis until customers use the product and pay for it.",
          ],
        },
      ],
    },
  ],
  related: [
    { href: "/frameworks/business-model-canvas", label: "Business Model Canvas" },
    { href: "/frameworks/jobs-to-be-done", label: "Jobs to Be Done" },
    { href: "/frameworks/lean-startup", label: "Lean Startup" },
    { href: "/frameworks/kano-model", label: "Kano Model" },
    { href: "/product-mastery/product-thinking#value-creation", label: "Product Mastery: Value Creation" },
  ],
  sources: [
    {
      // Strategyzer's page for the book: this exact URL is cited verbatim by many stored sources the
      // search tool (find_string) returned; search (pages) returned the book's copyright page
      // (Wiley, 2014, the four authors). Not a guessed address.
      role: "primary",
      title: "Value Proposition Design: How to Create Products and Services Customers Want",
      author: "Alexander Osterwalder, Yves Pigneur, Greg Bernarda and Alan Smith",
      year: 2014,
      publisher: "John Wiley & Sons (book page at Strategyzer)",
      format: "book",
      url: "https://www.strategyzer.com/books/value-proposition-design",
      note: "The book that introduced the canvas: the customer profile and value map in detail, the three kinds of fit, and a library of experiments for testing a value proposition.",
    },
    {
      // Strategyzer's page for the canvas itself: this exact URL is cited verbatim by many stored
      // sources the search tool (find_string) returned. Not a guessed address.
      role: "further",
      title: "The Value Proposition Canvas",
      author: "Strategyzer",
      publisher: "Strategyzer",
      format: "article",
      url: "https://www.strategyzer.com/canvas/value-proposition-canvas",
      note: "The canvas on the site of Strategyzer, the company Osterwalder co-founded to develop and teach the Business Model and Value Proposition canvases.",
    },
  ],
};
