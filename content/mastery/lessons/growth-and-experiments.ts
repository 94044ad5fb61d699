import type { TopicLesson } from "@/lib/content/schemas";
import { formatNumber } from "@/lib/frameworks/worked-example";
import { formatDecimal, formatPValue, formatShare } from "@/lib/stats/format";
import { twoGroupMix, twoGroupMixWorking } from "@/lib/stats/mix";
import { sampleRatioCheck, sampleSizePerGroup, twoProportionZTest } from "@/lib/stats/two-proportion";

/*
 * Write-ups for the Growth & Experiments topics. The companies in the
 * examples are invented; the arithmetic in them is shown so it can be checked,
 * and the retention mix and the A/B test's statistics are computed with
 * lib/stats, the functions the unit tests check.
 */

/** The whiteboard app's retention, in percent, and the share of new users who invite within three days. */
export const whiteboardExample = { invitedRetention: 41, otherRetention: 9, invitedBefore: 0.23, invitedAfter: 0.34, testRetention: 19 } as const;
const wb = whiteboardExample;
const blendedBefore = twoGroupMix(wb.invitedBefore, wb.invitedRetention, wb.otherRetention);

/** The checkout test: the plan, and the counts on day four. */
export const checkoutExample = {
  baseline: 0.2,
  smallestEffect: 0.01,
  control: { conversions: 1540, users: 7700 },
  variant: { conversions: 1598, users: 7100 },
} as const;
const ck = checkoutExample;
const plannedPerGroup = sampleSizePerGroup(ck.baseline, ck.baseline + ck.smallestEffect);
const dayFour = twoProportionZTest(ck.control, ck.variant);
const split = sampleRatioCheck(ck.control.users, ck.variant.users);
const dayFourUsers = ck.control.users + ck.variant.users;

export const activationAndRetention: TopicLesson = {
  whatItIs: [
    "Activation is the moment a new user first gets real value from the product, defined as one concrete event, such as sending a first invoice or inviting a teammate, usually within a time window. Retention is the share of users who keep coming back or paying over time, usually shown as a cohort curve: of everyone who signed up in a given week, what share is still active one, four and twelve weeks later?",
    "Churn rate is the mirror image of retention: the share of customers, or of revenue, lost in a period. Small monthly churn compounds into large yearly losses. At 3% monthly churn, 0.97 to the power of 12 is about 0.69, so after a year roughly 31% of a cohort has gone, not 3%.",
  ],
  whyItMatters: [
    "Retention is the clearest evidence that a product delivers lasting value, and every other growth effort depends on it: money spent acquiring users who leave in their first week is wasted. Retention is also decided early. Users who reach the activation event in their first days usually retain far better than those who do not, so raising activation is often the fastest route to better retention. What counts as good retention varies widely by category, so compare yourself with products like yours rather than with one universal number.",
  ],
  howToStart: [
    "Plot weekly or monthly cohort retention for your core action and note where the curve flattens, if it does.",
    "Compare users who stayed with users who left, and list early actions that separate them as candidates for your activation event.",
    "Pick one activation event and a time window, such as 'creates and shares a board within three days', and track the share of sign-ups who reach it.",
    "Measure churn by cohort and by reason, using cancellation surveys and support tags, and work on the largest reason first.",
  ],
  example: {
    title: "Finding the activation event for a whiteboard app",
    paragraphs: [
      `A collaborative whiteboard app had 30-day retention of ${formatDecimal(blendedBefore, 1)}%. The growth PM compared retained and churned users and found that people who invited at least one collaborator within three days retained at ${wb.invitedRetention}%, against ${wb.otherRetention}% for those who did not. Only ${formatShare(wb.invitedBefore)} of new users invited anyone that early, which is where the overall figure comes from: ${twoGroupMixWorking(wb.invitedBefore, wb.invitedRetention, wb.otherRetention)}. Correlation is not proof, so the team ran an experiment: half of new users were prompted to invite a colleague after finishing their first board, with a ready-written message.`,
      `Invitations within three days rose from ${formatShare(wb.invitedBefore)} to ${formatShare(wb.invitedAfter)} in the test group, and its 30-day retention rose to ${wb.testRetention}%. Had inviting caused the whole gap, the new mix would have given ${twoGroupMixWorking(wb.invitedAfter, wb.invitedRetention, wb.otherRetention)}; the measured ${wb.testRetention}% says most of the link was causal, though not all of it. 'Invited a collaborator within three days' became the activation metric on the team's dashboard, and monthly churn among paying teams fell from 4.2% to 3.1% over the next two quarters.`,
    ],
  },
};

export const abTesting: TopicLesson = {
  whatItIs: [
    "An A/B test is a randomised controlled experiment: two versions of a page or feature are shown to randomly assigned groups of users at the same time, and one metric chosen in advance is compared. Because assignment is random and the groups run in parallel, a difference larger than chance would produce can be attributed to the change. Before launch you choose the primary metric and the smallest effect worth detecting, which together set the sample size; the test then runs until it reaches that size, usually in whole weeks so weekday and weekend behaviour even out.",
    "Two mistakes ruin many tests. The first is peeking: checking results repeatedly and stopping the first time they look significant gives random noise many chances to look like a win, so the real false-positive rate ends up far above the 5% you planned. If you need the option to stop early, plan for it with a sequential testing method. The second is ignoring a sample ratio mismatch (SRM): when a planned 50/50 split delivers clearly unequal groups, something in assignment, redirects, bot filtering or logging treats the groups differently, and no result can be trusted until the cause is found and fixed.",
  ],
  whyItMatters: [
    "Experiments replace opinions with evidence, and they regularly show that confident predictions are wrong; Ronny Kohavi and colleagues report that most ideas tested at large companies fail to improve the metric they target. An experiment run badly is worse than none, though, because it gives a false result the look of proof. Trustworthy Online Controlled Experiments by Kohavi, Tang and Xu is the standard guide.",
  ],
  howToStart: [
    "Write a hypothesis with one primary metric, one or two guardrail metrics and the smallest effect you care about.",
    "Use a sample size calculator to set the run length, and commit to it before launch.",
    "Check the split on the first day and at the end; a sample ratio mismatch means stop and debug.",
    "Read the result only at the planned end, report the confidence interval rather than just 'it won', and log every test, including the losers.",
  ],
  example: {
    title: "A checkout test that looked too good",
    paragraphs: [
      `An online shop tested a one-page checkout against its three-step version. With a ${formatShare(ck.baseline)} baseline conversion rate and a smallest effect of interest of one percentage point, the plan called for about ${formatNumber(Math.round(plannedPerGroup / 1000) * 1000)} users per group, or two weeks of traffic. On day four the new checkout had converted ${formatNumber(ck.variant.conversions)} of ${formatNumber(ck.variant.users)} users (${formatShare(dayFour.variantRate)}) against ${formatNumber(ck.control.conversions)} of ${formatNumber(ck.control.users)} (${formatShare(dayFour.controlRate)}) in control, a lead of ${formatDecimal(dayFour.difference * 100, 1)} points. A two-proportion z-test gave z = ${formatDecimal(dayFour.z, 1)} and p = ${formatPValue(dayFour.pValue)}, and the marketing lead wanted to ship it.`,
      `The PM held to the plan, was wary of a result that strong so early, and checked the split: ${formatNumber(ck.control.users)} users in control and ${formatNumber(ck.variant.users)} in the variant. With ${formatNumber(dayFourUsers)} users, a fair 50/50 split lands within about ${formatNumber(Math.round(split.range95 / 10) * 10)} of ${formatNumber(split.expected)} per group 19 times in 20; a gap of ${formatNumber(ck.control.users - split.expected)} has a chance probability far below 0.001. The cause was a redirect that lost some Safari users from the variant before they were logged, and those users converted less often, which flattered the variant. After the fix and a full two-week rerun, the one-page checkout won by 0.6 points: smaller than hoped, but real.`,
    ],
  },
};

export const growthLoops: TopicLesson = {
  whatItIs: [
    "A growth loop is a system in which the output of one cycle becomes the input of the next, so growth compounds. A user of a scheduling tool sends booking links to people outside the product; some of those people sign up; they send booking links of their own. Loops can be driven by users (invitations and shared work), by content (pages users create that rank in search and bring in new users who create more pages) or by money (revenue from new customers funds more advertising). Brian Balfour and Reforge popularised loops as a better model than the funnel for how products grow.",
  ],
  whyItMatters: [
    "A funnel is linear: you pour users in at the top, some fall out at each stage, and when the campaign or the budget stops, so does the growth. A loop reinvests its own output, so improving any step (more invitations per user, a higher acceptance rate, a shorter cycle) raises growth for every cycle that follows. Thinking in loops also shows which product work matters for growth: a feature that makes sharing natural can matter more than any campaign. Balfour's four fits add a warning: the loop must suit the product, the market, the channel and the business model at the same time.",
  ],
  howToStart: [
    "Draw how your current users actually arrive, and find any step where existing users or their output bring in new ones.",
    "For that loop, measure each step: how many new users one user's activity produces per cycle, and how long a cycle takes.",
    "Pick the weakest step and run experiments on it, such as making a shared item more useful to the person who receives it.",
    "Check the quality of what the loop brings in: new users from the loop should activate and retain at least as well as others.",
  ],
  example: {
    title: "Turning booking links into a loop",
    paragraphs: [
      "A scheduling tool for freelancers grew mainly through paid search, at $45 per sign-up. The PM noticed that every booking page carried a small 'Powered by' link, and that 4% of the people who booked a meeting through someone's page later signed up. Each active user's booking pages were seen by about 12 new people a month, so the loop produced roughly 12 × 0.04 ≈ 0.5 sign-ups per active user per month, but only a quarter of them activated.",
      "The team redesigned the confirmation screen people see right after booking: 'Want your own booking page? Set it up in two minutes', with their calendar already connected. Sign-ups from booking pages rose from 4% to 6.5%, activation of those users doubled, and within two quarters more than half of all new users came through the loop, at almost no extra cost.",
    ],
  },
};

export const funnelsAndVirality: TopicLesson = {
  whatItIs: [
    "A funnel is the sequence of steps users take towards a goal (visit, sign up, activate, pay), measured as the share who move from each step to the next. Dave McClure's AARRR, or 'pirate metrics' (acquisition, activation, retention, referral, revenue), is a common top-level version. Virality measures how many new users each user brings in. The viral coefficient K is the number of invitations each user sends multiplied by the share of invitations that turn into new users. Above 1, each user brings in more than one new user and growth feeds itself; most products sit well below 1, where virality still lowers the cost of growth.",
  ],
  whyItMatters: [
    "Funnel analysis shows exactly where people drop off, turning a vague goal ('more sign-ups') into a specific problem ('47% leave at the sign-up screen'). Virality and network effects decide whether growth can pay for itself or has to be bought. Andrew Chen's law of shitty clickthroughs is a warning for both: the response to any channel or prompt declines as people get used to it, so funnels need continuous work rather than a one-off fix.",
  ],
  howToStart: [
    "Define your funnel with exact events, and check the tracking by going through the funnel yourself.",
    "Break drop-off down by platform, channel and user type; the overall number hides the real problem.",
    "Watch session recordings or run usability tests at the worst step to learn why people leave.",
    "For virality, measure invitations per user and the invitation conversion rate separately, and work on the weaker one.",
  ],
  example: {
    title: "One expensive step in a language app",
    paragraphs: [
      "A language-learning app's funnel from app store page view to first completed lesson converted at 11%. Broken down by step, account creation was the worst: 47% of people who opened the app left at a mandatory sign-up screen, before trying a single lesson.",
      "The team moved sign-up to after the first lesson, so people experienced value before being asked for anything. Completed first lessons rose from 11% to 19% of page views. Because more people now reached the moment where the app invites you to challenge a friend, invitations per new user rose from 0.3 to 0.45; with 20% of invitations converting, K rose from 0.3 × 0.2 = 0.06 to 0.45 × 0.2 = 0.09. That is far from viral, but every thousand new users now brought in 90 more instead of 60.",
    ],
  },
};
