import type { FrameworkPage } from "@/lib/content/schemas";
import { heardIn, heardMostAmongSiblings, interviewCount, targetWithNeighbours, type EvidenceNode } from "@/lib/frameworks/opportunity-tree";
import { mealKitTree, treeTableRows } from "./ost-example";

// Why the team chose its target, stated from the tree's own interview counts.
const { target, parent, siblings } = targetWithNeighbours(mealKitTree);
if (!heardMostAmongSiblings(target, siblings)) throw new Error("the OST example's target is no longer the most-heard of its siblings");
const interviews = interviewCount(target.evidence)!.of;
const counted = (node: EvidenceNode) => `${heardIn(node)} of ${interviews}`;
const siblingCounts = siblings.map((sibling) => `${counted(sibling)} for "${sibling.text}"`).join(", ");
const parentBroader = heardIn(parent) > heardIn(target);
const whyTarget = parentBroader
  ? `The team targets "${target.text}". Its parent, "${parent.text}", came up in more interviews (${counted(parent)}) but is too broad to design for directly; among the sub-opportunities under it, the target was heard most often (${counted(target)}, against ${siblingCounts}) and is specific enough to act on.`
  : `The team targets "${target.text}", because it was heard most often (${counted(target)}, against ${siblingCounts}) and is specific enough to act on.`;

/**
 * Opportunity Solution Tree explainer (static layout). Original writing. The
 * example tree is drawn and tabled from one structure (./ost-example).
 */
export const opportunitySolutionTree: FrameworkPage = {
  slug: "opportunity-solution-tree",
  title: "Opportunity Solution Tree",
  summary:
    "Teresa Torres's visual map from one desired outcome, through the customer opportunities that could drive it, to the solutions and experiments worth trying.",
  layout: "static",
  diagram: "opportunity-solution-tree",
  sections: [
    {
      id: "what-it-is",
      title: "What an Opportunity Solution Tree is",
      blocks: [
        {
          kind: "p",
          text: "An Opportunity Solution Tree is a simple diagram that connects what the business wants to what customers need and to what the team will build. Teresa Torres, a product discovery coach, introduced it on her blog Product Talk and described it in depth in her 2021 book Continuous Discovery Habits. It makes the team's thinking visible, so that everyone can see why a solution is on the table and which customer problem it is supposed to solve.",
        },
        {
          kind: "cards",
          items: [
            { title: "Root: the desired outcome", text: "One measurable outcome the team owns and can influence, such as increase the share of new customers who complete a second order. Not a feature, not a vague goal." },
            { title: "Branches: opportunities", text: "Customer needs, pain points and desires discovered in research, written in the customer's words. Big opportunities split into smaller, more specific ones." },
            { title: "Leaves: solutions", text: "Ideas that could address one specific opportunity. Each solution hangs under the opportunity it serves, never directly under the outcome." },
            { title: "Below the leaves: experiments", text: "Small assumption tests that check whether a solution will work before the team builds it in full." },
          ],
        },
      ],
    },
    {
      id: "why-it-matters",
      title: "Why it matters",
      blocks: [
        {
          kind: "p",
          text: "Most teams jump from a goal straight to a feature list. The tree inserts the missing middle layer, the customer opportunity, and that changes the conversation. Instead of debating whose idea is best, the team asks which customer problem matters most for the outcome, and then compares several ways to solve it. Ideas that do not connect to any opportunity become easy to question.",
        },
        {
          kind: "p",
          text: "It also fights two common biases: falling in love with the first solution, and framing every decision as yes or no. Because each opportunity carries several solutions side by side, the team naturally compares and contrasts options, which leads to better decisions.",
        },
      ],
    },
    {
      id: "when-to-use",
      title: "When to use it, and when not to",
      blocks: [
        {
          kind: "p",
          text: "Use it when a team has been given an outcome to improve and is doing regular customer interviews: it is the place where interview insights accumulate. It is also useful for explaining to stakeholders why the team chose to work on something, and for onboarding new team members into months of discovery in ten minutes.",
        },
        {
          kind: "p",
          text: "It helps little when the team is handed a fixed list of features with no outcome to own; fix that first. It is also the wrong tool for pure delivery work, such as a migration or a bug backlog, and it cannot be filled in from a desk: a tree built from internal opinions rather than customer research is a mind map with a misleading name.",
        },
      ],
    },
    {
      id: "five-steps",
      title: "The five steps",
      blocks: [
        {
          kind: "ol",
          items: [
            "Define the desired outcome: agree with your leader on one metric the team can move, with a baseline and a target, and write it at the top.",
            "Identify opportunities: interview customers every week, ask for specific stories about past behaviour, and add the needs and pain points you hear as branches. Group them, and split large ones into smaller children.",
            "Generate solutions: pick one target opportunity, the one that most affects the outcome, and brainstorm at least three different solutions for it, ideally with the whole trio.",
            "Design experiments: for the most promising solutions, list the assumptions they depend on, across the five types Torres names (desirability, viability, feasibility, usability and ethical assumptions), and test the riskiest ones with quick, cheap experiments.",
            "Iterate: update the tree as evidence arrives. Build what survived, measure its effect on the outcome, and move to the next opportunity when this one is addressed.",
          ],
        },
      ],
    },
    {
      id: "example",
      title: "An example tree: a meal-kit service",
      blocks: [
        {
          kind: "p",
          text: "Desired outcome: raise the share of new customers who cook at least three kits in their first two weeks from 34% to 45%. Twelve interviews with recent sign-ups produce the opportunities below.",
        },
        {
          kind: "diagram",
          name: "ost-meal-kit-tree",
          caption: "The example tree, drawn: the outcome branches into opportunities, the target opportunity into three solutions, and two of the solutions into the assumption tests run on them. The table below lists the same nodes level by level.",
        },
        {
          kind: "table",
          caption: "The example Opportunity Solution Tree, level by level",
          headers: ["Level", "Node", "Evidence"],
          rows: treeTableRows(mealKitTree),
        },
        {
          kind: "p",
          text: `${whyTarget} A survey of 150 customers confirms the gap: a median of 42 minutes against 30 minutes printed on the card. The filter wins its experiment, ships to half of new customers, and lifts the three-kit rate from 34% to 39% in that group. The outcome is not yet reached, so the team iterates: it adds the real cook times and turns to the next opportunity, confidence in cooking.`,
        },
      ],
    },
    {
      id: "benefits",
      title: "Benefits",
      blocks: [
        {
          kind: "cards",
          items: [
            { title: "Alignment", text: "Stakeholders see the path from outcome to solution on one page, so roadmap conversations are about evidence, not opinions." },
            { title: "Better decisions", text: "Comparing several solutions for one opportunity beats approving or rejecting ideas one at a time." },
            { title: "Customer-centred focus", text: "Every solution must attach to a real customer need heard in interviews, which keeps pet projects in check." },
            { title: "Faster learning", text: "Small experiments under each solution cut the cost of being wrong and show where to invest next." },
          ],
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
            "Writing solutions disguised as opportunities, such as customers need a dashboard. An opportunity describes a need; if only one solution fits, reframe it.",
            "Choosing an outcome the team cannot influence directly, such as company revenue, instead of a product outcome it can move.",
            "Working on many opportunities at once. Pick one target, finish it, then move on.",
            "Only one solution per opportunity, which removes the comparison that makes the tree useful.",
            "Letting the tree go stale. Update it after every interview and experiment, or it stops reflecting what you know.",
          ],
        },
      ],
    },
  ],
  related: [
    { href: "/books/continuous-discovery-habits", label: "Book review: Continuous Discovery Habits" },
    { href: "/frameworks/dual-track-agile", label: "Dual-Track Agile" },
    { href: "/frameworks/north-star-metric", label: "North Star Metric" },
    { href: "/frameworks/opportunity-scoring", label: "Opportunity Scoring" },
    { href: "/frameworks/jobs-to-be-done", label: "Jobs to Be Done" },
  ],
  sources: [
    {
      // Confirmed: search (pages) returned this exact URL.
      role: "primary",
      title: "Why This Opportunity Solution Tree Is Changing the Way Product Teams Work",
      author: "Teresa Torres",
      year: 2016,
      publisher: "Product Talk",
      format: "article",
      url: "https://www.producttalk.org/2016/08/opportunity-solution-tree/",
      note: "The blog post in which Torres first described the tree: why teams lost the big picture of their discovery work and how an outcome, opportunities, solutions and experiments fit on one diagram.",
    },
    {
      // Product Talk's site is only partly in the stored corpus; this exact book-page URL is cited
      // verbatim by many stored sources (and is the book review's buy link). Not a guessed address.
      role: "primary",
      title: "Continuous Discovery Habits",
      author: "Teresa Torres",
      year: 2021,
      publisher: "Product Talk LLC",
      format: "book",
      url: "https://www.producttalk.org/continuous-discovery-habits/",
      note: "The book that sets out the tree in depth, with the weekly interviewing habit behind it and the five types of assumptions (desirability, viability, feasibility, usability and ethical) to test.",
    },
    {
      // Confirmed: search (pages) returned this exact URL (dated May 31, 2023).
      role: "further",
      title: "Opportunity Solution Tree: A Visual Tool for Product Discovery",
      author: "Clement Kao",
      year: 2023,
      publisher: "Amplitude",
      format: "article",
      url: "https://amplitude.com/blog/opportunity-solution-tree",
      note: "A worked example of building a tree and connecting it to product analytics and experiments, so that each branch can be measured.",
    },
  ],
};
