import type { FrameworkPage } from "@/lib/content/schemas";
import { iceAverage, type IceInput } from "@/lib/frameworks/ice";
import { rankByScore } from "@/lib/frameworks/ranking";
import { formatNumber, iceProductWorking, iceRow, iceWorking } from "@/lib/frameworks/worked-example";

/**
 * ICE scoring explainer (static layout, drawn diagram). Original writing. The
 * worked example's table and sums are computed from lib/frameworks/ice.ts.
 */

export type IceIdea = { name: string } & IceInput;

/** Five ideas to lift day-7 retention in a language-learning app, rated 1-10. */
export const iceWorkedExample: IceIdea[] = [
  { name: "Study-buddy matching", impact: 9, confidence: 3, ease: 2 },
  { name: "Reminder at each learner's usual study time", impact: 6, confidence: 8, ease: 9 },
  { name: "Placement test to skip known material", impact: 9, confidence: 8, ease: 3 },
  { name: "Progress email after day 3", impact: 5, confidence: 6, ease: 9 },
  { name: "Shorter first lesson (3 minutes, not 8)", impact: 7, confidence: 7, ease: 8 },
];

function idea(name: string): IceIdea {
  const found = iceWorkedExample.find((entry) => entry.name.startsWith(name));
  if (!found) throw new Error(`No ICE worked-example idea starting "${name}"`);
  return found;
}

const reminder = idea("Reminder");
const shorterLesson = idea("Shorter first lesson");
const placement = idea("Placement test");
const progressEmail = idea("Progress email");
const buddy = idea("Study-buddy");
const byAverage = rankByScore(iceWorkedExample, iceAverage);

/** Day-7 retention before and after the reminder test, in percent. */
export const reminderTest = { learners: 6000, control: 22, variant: 24.6 } as const;

export const iceScoring: FrameworkPage = {
  slug: "ice-scoring",
  title: "ICE Scoring",
  summary:
    "Sean Ellis's quick way to rank experiments: rate each idea's impact, confidence and ease from 1 to 10, average the three, and test the highest scores first.",
  layout: "static",
  diagram: "ice-score",
  sections: [
    {
      id: "what-it-is",
      title: "What ICE scoring is",
      blocks: [
        {
          kind: "p",
          text: "ICE is a lightweight way to decide which ideas to try first. Sean Ellis, who ran early growth at Dropbox and Eventbrite and coined the term growth hacking in 2010, devised it for growth teams that run several small experiments every week and cannot afford a long debate about each one. He and Morgan Brown set it out in their 2017 book Hacking Growth. Every idea gets three ratings from 1 to 10, and the idea's score is their average.",
        },
        {
          kind: "callout",
          title: "The formula",
          text: "ICE score = (Impact + Confidence + Ease) ÷ 3. Each rating runs from 1 to 10, so the score does too. Higher scores are tested first.",
        },
        {
          kind: "ul",
          items: [
            "Impact: if the idea works, how much will it move the one metric the team is focused on? Judge the size of the win, not the chance of it.",
            "Confidence: how sure are you that it will work? Base it on evidence, such as a similar test in your own product, a pattern in user research or a documented case elsewhere, never on enthusiasm.",
            "Ease: how little time and how few people it takes to launch the test and read the result. A copy change one person ships in an afternoon is a 9 or 10; work that needs several teams is a 2 or 3.",
          ],
        },
        {
          kind: "p",
          text: "The method is deliberately rough. It is meant to take about a minute per idea, so a team can sort a backlog of thirty experiments in one meeting and spend the rest of its time running them. The value lies less in the number than in the conversation it forces: a confidence of 3 invites the question of what evidence would raise it.",
        },
      ],
    },
    {
      id: "ice-or-rice",
      title: "ICE or RICE?",
      blocks: [
        {
          kind: "p",
          text: "ICE and RICE answer the same question, what first, for different kinds of work. ICE suits a fast loop of cheap experiments against one metric; RICE suits quarterly planning of features whose reach and cost differ widely.",
        },
        {
          kind: "table",
          caption: "ICE and RICE compared",
          headers: ["Question", "ICE", "RICE"],
          rows: [
            ["Built for", "Growth experiments, weekly", "Features and projects, quarterly"],
            ["Inputs", "Impact, confidence, ease, each 1 to 10", "Reach (people per period), impact (0.25 to 3), confidence (%), effort (person-months)"],
            ["How cost counts", "Ease, a 1-10 rating where higher is cheaper", "Effort, the divisor, in real units"],
            ["How many people it touches", "Folded into impact", "Reach, a separate number from your data"],
            ["Time to score one idea", "About a minute", "Several minutes, with data to look up"],
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
            "Use it to plan the week's experiments when a growth or product team has more test ideas than slots, all aimed at the same metric, such as activation or day-7 retention.",
            "Use it when speed matters more than precision: the ideas are small, cheap to reverse, and the test itself will tell you more than any estimate.",
            "Use it to make a long idea backlog discussable: anyone can add an idea with three numbers and a sentence of evidence, and the meeting starts from a ranked list.",
            "Do not use it for large or one-way decisions, such as a new product line or a pricing overhaul. Three 1-10 ratings hide too much; use RICE with real reach and effort, or run discovery first.",
            "Do not use it to compare ideas that serve different metrics. An 8 on impact for retention and an 8 for revenue are not the same 8.",
            "Do not use it as the decision. It orders the queue; the team still decides, and a low scorer that unblocks other tests can go first.",
          ],
        },
      ],
    },
    {
      id: "how-to-apply",
      title: "How to score a backlog with ICE, step by step",
      blocks: [
        {
          kind: "ol",
          items: [
            "Name the one metric this round of experiments serves, with its current value, so every impact rating answers the same question.",
            "Agree anchors for each scale before anyone scores, for example: impact 8 means a lift of at least 2 points in the metric; confidence 8 means a similar test already worked in our own product; ease 9 means one person ships it in under two days.",
            "Write each idea as a testable hypothesis with one line of evidence, such as: if we remind learners at the time they usually study, more will still be practising on day 7, because lapsed-learner reminders lifted return visits last year.",
            "Have two or three people score each idea on their own, then compare. Large gaps are the useful part: they show where people hold different facts.",
            "Compute the averages, sort the list, and pick as many top ideas as the team can run properly this cycle, usually two to four.",
            "Run the tests, record the results next to the scores, and re-score what is left: a test that fails lowers the confidence of ideas that rest on the same assumption.",
          ],
        },
      ],
    },
    {
      id: "worked-example",
      title: "Worked example: five retention ideas for a language app",
      blocks: [
        {
          kind: "p",
          text: `A language-learning app wants more new learners to still be practising on day 7; today ${formatNumber(reminderTest.control)}% are. At the Monday growth meeting the team scores ${iceWorkedExample.length} ideas using the anchors from the steps above, and ranks them by the ICE average. The last column shows what multiplying the three ratings would give instead.`,
        },
        {
          kind: "table",
          caption: "ICE scores for five day-7 retention ideas, highest average first",
          headers: ["Idea", "Impact", "Confidence", "Ease", "ICE (average)", "I × C × E"],
          rows: byAverage.map(({ item }) => [item.name, ...iceRow(item)]),
        },
        {
          kind: "p",
          text: `The reminder wins: ${iceWorking(reminder)}. Its impact is only moderate, but the team ran reminders for lapsed learners last year, which earns the confidence of ${formatNumber(reminder.confidence)}, and one engineer can ship it in a day. Study-buddy matching has the biggest possible impact and the lowest score, ${iceWorking(buddy)}: nobody has evidence that strangers keep each other practising, and it needs matching, messaging and moderation. The sensible next step for it is a cheap test of the assumption, such as a sign-up page for a buddy waitlist, not a build.`,
        },
        {
          kind: "p",
          text: `Averaging ties the placement test and the progress email at ${formatNumber(iceAverage(placement))}. Multiplying separates them, ${iceProductWorking(placement)} against ${iceProductWorking(progressEmail)}, because one low rating pulls a product down much harder than an average. Neither form is wrong, but pick one before the meeting: a team that switches forms when it dislikes the ranking has stopped scoring and started arguing.`,
        },
        {
          kind: "p",
          text: `The team runs the top two this week. The reminder test, on ${formatNumber(reminderTest.learners)} new learners split evenly, lifts day-7 retention from ${formatNumber(reminderTest.control)}% to ${formatNumber(reminderTest.variant)}%, a gain of ${formatNumber(reminderTest.variant - reminderTest.control)} points, so it ships. The shorter first lesson (scored ${formatNumber(iceAverage(shorterLesson))}) shows no difference, so the ideas that assumed a long first lesson drives people away lose confidence at the next scoring. The placement test stays in the queue while a one-week fake-door test raises or lowers its confidence before anyone pays for the build.`,
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
            "Scoring without anchors. If one person's 7 is another's 4, the ranking reflects who scored, not the ideas.",
            "Confidence as optimism. Ask what evidence backs each confidence rating; an idea everyone likes but nobody has tested is a 2 or 3.",
            "Letting ease win every time. Teams drift towards copy tweaks because they score 9 or 10 on ease. Keep some slots for higher-impact tests even when they are harder.",
            "Treating small differences as real. A 6.67 and a 6.33 are a tie given how rough the inputs are; let the team choose between them.",
            "Never re-scoring. Each result is evidence: update confidence on related ideas, or the backlog keeps recommending tests you have already learned from.",
            "Using ICE for big bets. A six-month project deserves reach and effort in real units, so switch to RICE or to discovery before committing.",
          ],
        },
        {
          kind: "callout",
          title: "Tip",
          text: "Write the evidence behind each confidence rating next to the score. When a result comes in, you can see at a glance which other ideas leaned on the same evidence and need re-scoring.",
        },
      ],
    },
  ],
  related: [
    { href: "/frameworks/rice-scoring", label: "RICE Scoring" },
    { href: "/frameworks/moscow", label: "MoSCoW Prioritization" },
    { href: "/frameworks/lean-startup", label: "Lean Startup" },
    { href: "/frameworks/north-star-metric", label: "North Star Metric" },
    { href: "/product-mastery/growth-and-experiments#a-b-testing", label: "Product Mastery: A/B Testing" },
  ],
  sources: [
    {
      // No publisher page for the book was returned by the search tool, so it is cited as text.
      // Search (pages) returned summaries confirming the authors, year and its ICE prioritization.
      role: "primary",
      title: "Hacking Growth: How Today's Fastest-Growing Companies Drive Breakout Success",
      author: "Sean Ellis and Morgan Brown",
      year: 2017,
      publisher: "Currency (Crown)",
      format: "book",
      note: "The book in which Ellis and Brown set out the growth-team method ICE belongs to: a North Star metric, a weekly experiment cadence and ICE to rank the ideas in the pipeline.",
    },
    {
      // Confirmed: search (pages) returned this exact URL (episode page with transcript, March 29, 2022).
      role: "further",
      title: "Growth Snack: Prioritizing High-Impact Growth Experiments with ICE",
      author: "Sean Ellis and Ethan Garr",
      year: 2022,
      publisher: "The Breakout Growth Podcast",
      format: "talk",
      url: "https://breakoutgrowth.net/2022/03/29/growth-snack-podcast-short-prioritizing-high-impact-growth-experiments-with-ice/",
      note: "Ellis explains in his own words why he came up with ICE, how to judge impact, confidence and ease, and the haphazard-testing traps it is meant to prevent.",
    },
    {
      // Confirmed: search (pages) returned this exact URL, the author's own post (April 2018).
      role: "further",
      title: "The Tool that Will Help You Choose Better Product Ideas",
      author: "Itamar Gilad",
      year: 2018,
      publisher: "Medium",
      format: "article",
      url: "https://medium.com/@itamargilad/finding-winning-ideas-using-the-confidence-tool-d8f2d8cc2c15",
      note: "A former Google product manager's take on ICE for product ideas: the multiplied form of the score, and a confidence meter that rates evidence from opinions up to launch data.",
    },
  ],
};
