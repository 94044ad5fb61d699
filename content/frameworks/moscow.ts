import type { FrameworkPage } from "@/lib/content/schemas";
import { effortByCategory, effortShares, moscowGuidance, moscowLabels, plannedEffort, type MoscowItem } from "@/lib/frameworks/moscow";
import { formatNumber, formatPercent } from "@/lib/frameworks/worked-example";

/**
 * MoSCoW explainer (static layout, drawn diagram). Original writing. The
 * worked example's effort totals and shares are computed from
 * lib/frameworks/moscow.ts.
 */

/** The requirement the team moves from Must to Should after the workaround test. */
export const movedRequirement = "Extend a parking session from the app";

/** First draft of a parking app's payment release; effort in person-days. */
export const moscowDraft: MoscowItem[] = [
  { name: "Pay for a zone and duration", category: "must", effort: 40 },
  { name: "Card payments through the payment provider", category: "must", effort: 35 },
  { name: "Strong customer authentication for card payments", category: "must", effort: 20 },
  { name: "Email receipt for every payment", category: "must", effort: 10 },
  { name: "Accessible to WCAG 2.2 AA", category: "must", effort: 30 },
  { name: movedRequirement, category: "must", effort: 30 },
  { name: "Apple Pay and Google Pay", category: "should", effort: 20 },
  { name: "Parking history with downloadable receipts", category: "should", effort: 15 },
  { name: "Reminder ten minutes before a session ends", category: "could", effort: 20 },
  { name: "Favourite zones", category: "could", effort: 10 },
  { name: "Second language (Spanish)", category: "could", effort: 20 },
  { name: "Business accounts with monthly invoices", category: "wont", effort: 60 },
  { name: "Booking electric-vehicle charging bays", category: "wont", effort: 45 },
];

/** The agreed plan: the remote extension becomes a Should Have (a workaround exists). */
export const moscowAgreed: MoscowItem[] = moscowDraft.map((item) => (item.name === movedRequirement ? { ...item, category: "should" } : item));

/** Team capacity for the ten-week increment: 5 people × 10 weeks × 5 days. */
export const moscowCapacity = { people: 5, weeks: 10, daysPerWeek: 5 } as const;
export const capacityDays = moscowCapacity.people * moscowCapacity.weeks * moscowCapacity.daysPerWeek;

/** The integration delay in week 6, in person-days, and the Could Have dropped to absorb it. */
export const moscowSlip = { days: 18, dropped: "Second language (Spanish)" } as const;

function effortOf(items: readonly MoscowItem[], name: string): number {
  const found = items.find((item) => item.name === name);
  if (!found) throw new Error(`No MoSCoW example item named "${name}"`);
  return found.effort;
}

const draftTotals = effortByCategory(moscowDraft);
const draftShares = effortShares(moscowDraft);
const agreedTotals = effortByCategory(moscowAgreed);
const agreedShares = effortShares(moscowAgreed);
const categoryLabel = (item: MoscowItem) => moscowLabels[item.category];

export const moscow: FrameworkPage = {
  slug: "moscow",
  title: "MoSCoW Prioritization",
  summary:
    "Dai Clegg's four buckets for a fixed deadline: agree what a release Must, Should and Could have, and what it Won't have this time, then protect the date by flexing scope.",
  layout: "static",
  diagram: "moscow-effort",
  sections: [
    {
      id: "what-it-is",
      title: "What MoSCoW is",
      blocks: [
        {
          kind: "p",
          text: "MoSCoW is a way to agree priorities for work that has a fixed end date. Dai Clegg devised it at Oracle UK and published it in 1994, with Richard Barker, in Case Method Fast-Track: A RAD Approach. The DSDM consortium then made it a core practice of its agile project framework, which still defines the rules today. The capitals spell the four priorities; the two o's carry no meaning and are there so the word can be said aloud.",
        },
        {
          kind: "p",
          text: "The idea behind it is a swap. Traditional plans fix the scope and let time and cost slip. MoSCoW fixes time and cost and lets scope flex, but only in a controlled way: everyone agrees in advance what must be in the release, and what will be given up first if the work takes longer than expected.",
        },
        {
          kind: "cards",
          items: [
            { title: "Must Have", text: "The minimum usable subset: without it the release is pointless, illegal or unsafe, and there is no workaround. If the date arrived without it, you would not launch." },
            { title: "Should Have", text: "Important but not vital. Leaving it out hurts, and may need a manual workaround, but the release still works and is still worth shipping." },
            { title: "Could Have", text: "Wanted, with a smaller impact if it is missing. Could Haves are the contingency: the first items dropped when something goes wrong." },
            { title: "Won't Have this time", text: "Agreed to be out of this timeframe and written down, which stops it creeping back in informally. It may well be a Must next time." },
          ],
        },
        {
          kind: "callout",
          title: "The effort rule of thumb",
          text: `DSDM measures priorities in effort, not in numbers of items: Must Have work should be no more than ${moscowGuidance.maxMustShare}% of the effort planned for the timeframe, and a pool of Could Haves of around ${moscowGuidance.typicalCouldShare}% gives the team room to absorb surprises without touching the Musts.`,
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
            "Use it when the date really is fixed: a regulation takes effect, a contract ends, an event happens, or a partner launches on a set day.",
            "Use it to turn a stakeholder wish list into an explicit deal. Everyone sees what is guaranteed, what is likely and what is a bonus.",
            "Use it per timeframe, at every level: for a whole project, for each increment and for each sprint. An item can be a Must for the project and a Could for this sprint.",
            "Do not use it to rank a long product backlog with no deadline. It gives four buckets, not an order; a scoring method such as RICE or ICE sorts a backlog better.",
            "Do not use it when everything is genuinely required, such as a regulated system that must meet a full specification. Then the honest levers are time and people, not scope.",
            "Do not use it as a polite way of saying no forever. A Won't Have this time needs a next time, or it should be called a no.",
          ],
        },
      ],
    },
    {
      id: "how-to-apply",
      title: "How to run a MoSCoW session, step by step",
      blocks: [
        {
          kind: "ol",
          items: [
            "State the timeframe and the capacity in one unit, for example 250 person-days for a ten-week increment, and the goal the release must meet.",
            "Agree what separates a Should from a Could before any requirement is discussed, for example the number of users affected or the money at stake. The Must test is fixed: would we still launch on the date without it?",
            "List the requirements with an effort estimate from the people who will build them. Start every item as a Won't Have this time and make it earn its way up; that beats starting everything as a Must.",
            "For each proposed Must, look for a workaround. If customers or staff can get the outcome another way, even a clumsy one, it is a Should Have.",
            "Add up the effort per category and check the shares: Musts at or below 60% of the planned effort, and Coulds around 20%. Renegotiate until the plan meets both.",
            "Publish the list, including the Won't Haves, and review it at the start of every sprint. When work runs late, drop Could Haves first and tell stakeholders at once.",
          ],
        },
      ],
    },
    {
      id: "worked-example",
      title: "Worked example: in-app payments for a parking app",
      blocks: [
        {
          kind: "p",
          text: `A city's parking app must take payments in the app before the contract for the old pay-and-display machines ends; that date cannot move. The team has ${moscowCapacity.people} people for ${moscowCapacity.weeks} weeks, so ${formatNumber(capacityDays)} person-days. Its first draft puts ${formatNumber(draftTotals.must)} of ${formatNumber(plannedEffort(moscowDraft))} planned days into Must Haves.`,
        },
        {
          kind: "table",
          caption: "Requirements for the payment release, with estimates in person-days",
          headers: ["Requirement", "Estimate", "First draft", "Agreed"],
          rows: moscowDraft.map((item, index) => [item.name, formatNumber(item.effort), categoryLabel(item), categoryLabel(moscowAgreed[index]!)]),
        },
        {
          kind: "table",
          caption: "Planned effort per category, before and after the renegotiation",
          headers: ["Category", "Draft days", "Draft share", "Agreed days", "Agreed share"],
          rows: (["must", "should", "could"] as const).map((category) => [
            moscowLabels[category],
            formatNumber(draftTotals[category]),
            formatPercent(draftShares[category]),
            formatNumber(agreedTotals[category]),
            formatPercent(agreedShares[category]),
          ]),
        },
        {
          kind: "p",
          text: `The draft fails the first check: Musts take ${formatPercent(draftShares.must)} of the planned effort, above the ${moscowGuidance.maxMustShare}% ceiling, so a single bad estimate would put the date at risk. The team applies the workaround test to each Must. Extending a session from the app fails it: a driver can start a second session, which is clumsy but works. Moving it to Should Have brings the Musts down to ${formatPercent(agreedShares.must)}, with ${formatPercent(agreedShares.could)} of Could Haves as contingency. The two Won't Haves, business accounts and charging bays, are written into the plan with a target quarter so nobody slips them back in.`,
        },
        {
          kind: "p",
          text: `In week 6 the payment provider's test environment fails for days and costs ${formatNumber(moscowSlip.days)} person-days. Nobody argues about what to cut: the team drops the ${formatNumber(effortOf(moscowAgreed, moscowSlip.dropped))}-day second-language Could Have, every Must and Should ships on time, and Spanish moves to the next increment's list.`,
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
            "Everything is a Must. If the Musts take most of the effort there is no contingency left, and the first surprise misses the date. Apply the workaround test ruthlessly.",
            "Counting items instead of effort. Ten small Musts and two huge Coulds can look balanced and be anything but. Add up the estimates.",
            "Arguing Should against Could case by case. Agree the dividing line before the session, or the loudest stakeholder decides.",
            "Priorities with no timeframe. A Must for the project is not automatically a Must for this sprint; say which timeframe each label applies to.",
            "Won't Have meaning never. Record a next review date, or tell stakeholders plainly that the answer is no.",
            "Forgetting to drop Coulds. Teams sometimes protect the bonus work they enjoy and let a Should slip. When time runs short, the order of sacrifice is Coulds first.",
          ],
        },
      ],
    },
  ],
  related: [
    { href: "/frameworks/rice-scoring", label: "RICE Scoring" },
    { href: "/frameworks/ice-scoring", label: "ICE Scoring" },
    { href: "/frameworks/kano-model", label: "Kano Model" },
    { href: "/frameworks/user-story-mapping", label: "User Story Mapping" },
    { href: "/product-mastery/delivery-and-execution#prioritization", label: "Product Mastery: Prioritization" },
  ],
  sources: [
    {
      // No page for the book was returned by the search tool, so it is cited as text (authors, year
      // and publisher as the DSDM literature and stored summaries give them).
      role: "primary",
      title: "Case Method Fast-Track: A RAD Approach",
      author: "Dai Clegg and Richard Barker",
      year: 1994,
      publisher: "Addison-Wesley",
      format: "book",
      note: "The book in which Clegg, then at Oracle UK, introduced the MoSCoW rules as a way to keep rapid application development projects on time by prioritising requirements.",
    },
    {
      // Confirmed: search (pages) returned this exact URL (the handbook's chapter 10 online).
      role: "further",
      title: "MoSCoW Prioritisation (The DSDM Agile Project Framework, chapter 10)",
      author: "Agile Business Consortium",
      year: 2014,
      publisher: "Agile Business Consortium (formerly the DSDM Consortium)",
      format: "article",
      url: "https://www.agilebusiness.org/dsdm-project-framework/moscow-prioririsation.html",
      note: "The current definition of the rules: what qualifies as a Must, Should, Could or Won't Have, the 60% ceiling on Must Have effort and the 20% pool of Could Haves, and how to agree priorities up front.",
    },
    {
      // Confirmed: search (pages) returned this exact URL (August 5, 2016).
      role: "further",
      title: "MoSCoW prioritisation is on effort",
      author: "Gareth J M Saunders",
      year: 2016,
      publisher: "garethjmsaunders.co.uk",
      format: "article",
      url: "https://www.garethjmsaunders.co.uk/2016/08/05/moscow-prioritisation-is-on-effort/",
      note: "A DSDM practitioner clears up the most common misreading of the rules: the percentages apply to estimated effort, not to the number of requirements, because time, cost and quality are fixed and only features flex.",
    },
  ],
};
