import type { ContentSection, InterviewArticle, Link } from "@/lib/content/schemas";

/**
 * The three interview formats almost every PM loop contains. `content` is our
 * own summary (shown clamped to four lines on the card); `url` is the guide
 * we recommend reading next.
 */
export const interviewArticles: InterviewArticle[] = [
  {
    id: "product-sense",
    title: "Product sense and product design questions",
    description: "How to answer 'Design X for Y' and 'How would you improve Z?' without jumping to features.",
    category: "Product sense",
    readTime: "8 min read",
    date: "2025-03-04",
    content:
      "Product sense rounds test judgement, not creativity for its own sake. Start by clarifying the goal and the constraints, then pick one user segment and say why you chose it. Name two or three concrete pain points for that segment and choose the one worth solving, based on how often it happens and how much it hurts. Only then brainstorm solutions: offer three distinct ideas, pick one with a clear trade-off, and sketch the first version. Close with how you would measure success and what could go wrong. Interviewers remember candidates who make decisions out loud and explain what they gave up; they forget the ones who list twenty features.",
    url: "https://www.lennysnewsletter.com/p/the-definitive-guide-to-mastering",
  },
  {
    id: "analytical-metrics",
    title: "Analytical questions: metrics, estimation and metric drops",
    description: "Define success, size a market on a whiteboard and debug a sudden drop in a key number.",
    category: "Analytical",
    readTime: "10 min read",
    date: "2025-03-11",
    content:
      "Analytical rounds come in three shapes. 'How would you measure success of X?' wants a goal first, then one primary metric, a few supporting metrics and a guardrail that stops you gaming the number. 'Estimate the number of Y' wants a clear equation, stated assumptions and a sanity check against something you know. 'Metric Z dropped 15% last week' wants a calm triage: confirm the data is real (tracking changes, outages, a release), check whether it is sudden or gradual, segment by platform, country, cohort and funnel step, then rank hypotheses by likelihood and say how you would test each. Structure beats speed every time.",
    url: "https://www.lennysnewsletter.com/p/the-definitive-guide-to-mastering-f81",
  },
  {
    id: "behavioural-leadership",
    title: "Behavioural and leadership questions",
    description: "Prepare a small bank of true stories that show how you lead, decide and recover from mistakes.",
    category: "Behavioural",
    readTime: "7 min read",
    date: "2025-03-18",
    content:
      "Behavioural questions ask what you did, not what you would do, so prepare evidence rather than opinions. Write down six to eight real stories: a conflict with a stakeholder, a product you killed, a launch that failed, a time you influenced without authority, a hard prioritisation call and a decision made with incomplete data. Tell each one with a simple shape (situation, your task, the actions you took, the result) and keep the situation short so most of the time goes to your actions and reasoning. Say 'I', quantify the result, and end with what you would do differently. Honest reflection on a failure beats a polished success.",
    url: "https://www.amazon.jobs/content/en/how-we-hire/interviewing-at-amazon",
  },
];

/** Practical preparation advice shown under the cards. */
export const interviewPrepSections: ContentSection[] = [
  {
    id: "four-week-plan",
    title: "A four-week preparation plan",
    blocks: [
      {
        kind: "p",
        text: "Most PM loops mix the three formats above with a company-specific round (strategy, execution or technical). Four focused weeks of about an hour a day is enough for most candidates if the practice is deliberate: answer out loud, time yourself and get feedback.",
      },
      {
        kind: "table",
        caption: "What to practise each week",
        headers: ["Week", "Focus", "Done when"],
        rows: [
          ["1", "Learn the formats; write your story bank; research the company's products and metrics.", "You have 6-8 written stories and can name the company's North Star metric."],
          ["2", "Product sense: two timed questions a day, one of them on the company's own product.", "You always choose a segment and a pain point before ideas."],
          ["3", "Analytical: metric definitions, estimations and metric-drop drills.", "You can triage a drop in under five minutes without notes."],
          ["4", "Full mock interviews with a peer or mentor; polish weak spots; prepare your questions for them.", "Two mocks in a row feel calm and structured."],
        ],
      },
    ],
  },
  {
    id: "on-the-day",
    title: "On the day",
    blocks: [
      {
        kind: "ul",
        items: [
          "Take thirty seconds to structure before you speak, and say the structure out loud so the interviewer can follow.",
          "State your assumptions; a wrong assumption stated clearly is easy to correct, a hidden one is not.",
          "Make decisions and name the trade-off. 'I would choose A over B because...' is what they are listening for.",
          "Watch the clock and summarise at the end: the user, the problem, your choice and how you would measure it.",
          "Ask the interviewers about their team's hardest current problem; it shows curiosity and tells you about the job.",
        ],
      },
      {
        kind: "callout",
        title: "Practise the craft, not just the interview",
        text: "The frameworks on this site (North Star Metric, RICE scoring, the Opportunity Solution Tree) are the same tools interviewers expect you to reach for. Knowing why they work beats memorising their names.",
      },
    ],
  },
];

/** The tools interviewers expect you to reach for, explained on this site. */
export const interviewRelatedLinks: (Link & { description: string })[] = [
  {
    href: "/frameworks/north-star-metric",
    label: "North Star Metric",
    description: "Pick the one metric that captures customer value, and the inputs that drive it.",
  },
  {
    href: "/frameworks/rice-scoring",
    label: "RICE scoring",
    description: "A defensible way to explain a prioritisation call out loud.",
  },
  {
    href: "/frameworks/opportunity-solution-tree",
    label: "Opportunity Solution Tree",
    description: "Structure product sense answers from outcome to problem to solution.",
  },
  {
    href: "/pm-quiz",
    label: "PM Mastery Check",
    description: "Twenty-five questions to find the gaps worth studying before the interview.",
  },
];
