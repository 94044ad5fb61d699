import type { ExplanationEntry } from "@/lib/content/schemas";
import { listeningTimeCaveat } from "@/content/frameworks/north-star-metric.figures";

/** One entry per quiz question, in the same order as ./questions.ts. */
export const quizExplanations: ExplanationEntry[] = [
  {
    explanation: [
      "A strategy makes choices: who you serve first, the advantage you build for them, and the sequence that gets you from today to the vision. 'Win tradespeople with one-minute phone invoicing, then expand into payroll' names a segment, a wedge and a next move.",
      "The other options are real artefacts, just different ones. The first is a vision (the future you are aiming for, with no choices in it), the third is a roadmap (features on dates), and the fourth is a goal you would track with an OKR. Mixing them up is how teams end up with a feature list called a strategy.",
    ],
    relatedLink: "/product-mastery/vision-and-leadership#roadmapping",
    relatedLinkText: "Roadmapping: how vision, strategy, roadmap and goals differ",
  },
  {
    explanation: [
      "Asking for a specific story about the last time something happened gets you what people actually did, with the tools, workarounds and frustrations that were really there. That behaviour is evidence you can build on.",
      "Hypothetical questions ('would you use…', 'how much would you pay…') invite polite guesses: people are poor predictors of their own future behaviour and tend to say yes to be kind. Asking customers which features to build hands them your job; listen for needs instead and design the solution yourself.",
    ],
    relatedLink: "/product-mastery/design-and-ux#user-research",
    relatedLinkText: "User Research: interviews that ask for stories about real past behaviour",
  },
  {
    explanation: [
      "RICE = reach × impact × confidence ÷ effort. Here: 2,000 × 3 × 0.8 ÷ 4 = 1,200. Confidence is a percentage, so 80% enters the formula as 0.8.",
      "1,500 forgets to discount for confidence, 4,800 never divides by effort, and 400 ignores impact. The absolute number means little on its own; its value is in comparing ideas scored the same way.",
    ],
    relatedLink: "/frameworks/rice-scoring",
    relatedLinkText: "RICE Scoring: the formula, the scales and worked examples",
  },
  {
    explanation: [
      `A good North Star Metric captures the value customers get, moves before revenue does, and can be influenced by the product team. Listening time is the moment a music service delivers value; when it grows, retention and subscription revenue tend to follow. ${listeningTimeCaveat}`,
      "Revenue is the tempting answer, but it is a lagging business outcome: it tells you what already happened and not why. Downloads are a vanity metric (people install and leave), and catalogue size measures an input of the business, not the value anyone receives.",
    ],
    relatedLink: "/frameworks/north-star-metric",
    relatedLinkText: "North Star Metric: how to choose one and what makes it good",
  },
  {
    explanation: [
      "Must-be features are expected so completely that nobody mentions them, and their presence earns no credit, but their absence or failure causes strong dissatisfaction. Reliable, secure login in a banking app is a textbook case.",
      "A performance feature would satisfy more the better it gets (think faster transfers), and a delighter would pleasantly surprise people who never expected it. Over time delighters tend to become must-bes as customers get used to them, which is why Kano categories need revisiting.",
    ],
    relatedLink: "/frameworks/kano-model",
    relatedLinkText: "Kano Model: the five categories, from basic needs to delighters",
  },
  {
    explanation: [
      "An MVP is the smallest experiment that tests your riskiest assumption with real behaviour. Doing the ordering by hand for a few paying restaurants (a 'concierge' MVP) tests exactly the question asked, will they pay and keep paying, in days rather than months.",
      "A survey measures stated intent, not payment, so it cannot answer a willingness-to-pay question. Building the full product or a polished beta first spends the most money before you learn anything, which is the waste the Build-Measure-Learn loop exists to avoid.",
    ],
    relatedLink: "/frameworks/lean-startup",
    relatedLinkText: "Lean Startup: MVPs and the Build-Measure-Learn loop",
  },
  {
    explanation: [
      "A fixed-horizon test is only valid at the sample size it was designed for. If you check repeatedly and stop the first time the result crosses the significance line, you give random noise many chances to look like a win, and the real false-positive rate climbs far above the 5% you think you have.",
      "Early results are also skewed by novelty effects and by day-of-week patterns that a full run evens out. If you need to stop early legitimately, plan for it up front with a sequential testing method.",
    ],
    relatedLink: "/product-mastery/growth-and-experiments#a-b-testing",
    relatedLinkText: "A/B Testing: why a test runs to its planned sample size",
  },
  {
    explanation: [
      "A sprint is a fixed timebox of one to four weeks with a goal the team committed to. Scrum's rule is that no change is made that would endanger the sprint goal, so new work goes to the product backlog, where the product owner orders it against everything else for an upcoming sprint.",
      "Extending the sprint breaks the timebox that makes the team's pace predictable, and cancelling is reserved for a sprint whose goal has become obsolete, which is not the case here. Adding the work 'because it is small' is how sprint goals quietly slip.",
    ],
    relatedLink: "/product-mastery/delivery-and-execution#agile-kanban-scrum",
    relatedLinkText: "Agile/Kanban/Scrum: sprint goals and the product backlog",
  },
  {
    explanation: [
      "The request is a proposed solution to a problem you do not understand yet. Talking to the account executive and the customer often shows that the real need (say, a monthly export for their finance team) can be met faster and more cheaply, and gives your VP a real decision: options, costs and the revenue at stake.",
      "Committing to the date before knowing the scope sets the team up to miss it, and a flat no ignores a real business risk. Handing the decision to engineering dodges the trade-off the PM is there to own.",
    ],
    relatedLink: "/product-mastery/vision-and-leadership#stakeholder-management",
    relatedLinkText: "Stakeholder Management: turning a request into options and trade-offs",
  },
  {
    explanation: [
      "Networks fail, so clients retry. With an idempotency key the client sends a unique key with the request; if the server sees the same key again, it returns the result of the first request instead of creating a second charge. Payment APIs use this pattern for exactly this reason.",
      "Rate limiting slows retries down but cannot tell a retry from a new charge. GET requests are meant to have no side effects, so caches and browsers may repeat them freely, which makes things worse. Failing every retry would break the legitimate case where the first request never arrived.",
    ],
    relatedLink: "/product-mastery/tech-fluency#apis-and-systems-thinking",
    relatedLinkText: "APIs & Systems Thinking: retries and idempotency keys",
  },
  {
    explanation: [
      "Product-market fit shows in behaviour that lasts: when cohort retention curves flatten instead of sliding to zero, a real group of customers keeps getting value, and word of mouth and expansion usually follow.",
      "Waitlists and launch spikes measure curiosity, investor enthusiasm measures belief, and paid sign-ups measure the ad budget. All of them can look great while every cohort quietly churns.",
    ],
    relatedLink: "/product-mastery/business-and-strategy#product-market-fit",
    relatedLinkText: "Product-Market Fit: the signals that show it, starting with retention curves",
  },
  {
    explanation: [
      "In a growth loop the output of one cycle becomes the input of the next: each new user of the scheduling tool sends links to people outside the product, some of them sign up, and they send links of their own. Growth compounds without buying every new user.",
      "The other options improve a stage of a funnel (acquisition, activation, conversion). They are useful, but each one is linear: it ends when the spending or the campaign stops.",
    ],
    relatedLink: "/product-mastery/growth-and-experiments#growth-loops",
    relatedLinkText: "Growth Loops: how a loop compounds where a funnel stops",
  },
  {
    explanation: [
      "An Opportunity Solution Tree runs from a desired outcome, to opportunities (customer needs, pain points and desires found in discovery), to solutions, to the assumption tests that check those solutions. Opportunities sit directly under the outcome.",
      "Jumping from outcome straight to solutions such as a template gallery is the habit the tree is designed to break: framing the opportunity first lets you compare several solutions for it, instead of falling for the first idea.",
    ],
    relatedLink: "/frameworks/opportunity-solution-tree",
    relatedLinkText: "Opportunity Solution Tree: from outcome to experiments",
  },
  {
    explanation: [
      "Opportunity score = importance + (importance − satisfaction) = 9 + (9 − 3) = 15. Importance counts twice, so needs that matter a lot and are poorly served rise to the top. A high score like this marks an underserved need worth prioritising.",
      "6 is only the gap and ignores importance; 12 adds importance and satisfaction; 27 multiplies them. None of those is the formula. An over-served need is one where satisfaction is higher than importance, the opposite of this case.",
    ],
    relatedLink: "/frameworks/opportunity-scoring",
    relatedLinkText: "Opportunity Scoring: finding underserved needs",
  },
  {
    explanation: [
      "A job to be done describes the progress a person is trying to make in a situation, independent of any product. Written as a job story: 'When I'm stuck at my desk over lunch, I want a decent meal fast, so I don't lose the afternoon.' It names the trigger, the motivation and the desired outcome.",
      "The others are a demographic segment, a feature and a business metric. They can all be useful, but none tells you why someone would hire a product, which is what lets you spot competitors (and solutions) that demographics and feature lists miss.",
    ],
    relatedLink: "/product-mastery/product-thinking#jobs-to-be-done",
    relatedLinkText: "Jobs to Be Done: job stories and the real competition",
  },
  {
    explanation: [
      "The North Star framework pairs one North Star Metric with a small set of input metrics, usually 3-5, that teams can influence directly and that together explain movement in the North Star. Fourteen inputs spread attention so thin that none of them guides a decision.",
      "Dropping the inputs leaves teams with a number they cannot move day to day, and team revenue targets pull them back towards the lagging outcomes the North Star was meant to look beyond.",
    ],
    relatedLink: "/frameworks/north-star-metric",
    relatedLinkText: "North Star Metric: the North Star and its input metrics",
  },
  {
    explanation: [
      "Confidence is the RICE factor that expresses how much evidence backs your reach and impact estimates, as a percentage: 100% when you have data, 80% when you have some evidence, 50% for a hunch you could defend. With those values and everything else equal, X scores twice as high as Y.",
      "Lowering Y's impact mixes two questions: how big the effect would be, and how sure you are of it. Keeping them separate shows exactly what further evidence would raise Y's score.",
    ],
    relatedLink: "/frameworks/rice-scoring",
    relatedLinkText: "RICE Scoring: setting confidence honestly",
  },
  {
    explanation: [
      "With a planned 50/50 split, a gap of 50,600 to 47,400 is far too large to be chance (a chi-squared test gives a p-value well below 0.001). A sample ratio mismatch means something in assignment, redirects, bot filtering or logging treats the groups differently, so the comparison itself is biased.",
      "Re-weighting cannot fix that, because the users missing from the variant are not missing at random. Find and fix the cause, then rerun the test.",
    ],
    relatedLink: "/product-mastery/growth-and-experiments#a-b-testing",
    relatedLinkText: "A/B Testing: sample ratio mismatch and the checks before you trust a result",
  },
  {
    explanation: [
      "In dual-track agile one cross-functional team runs discovery and delivery continuously and in parallel: the PM, designer and an engineer test ideas cheaply just ahead of delivery, so validated work is always ready and fewer ideas fail after they are built.",
      "A separate research team handing over documents every quarter recreates the waterfall handoff, with slow feedback and lost context. Longer sprints and annual requirements only make the wait and the risk bigger.",
    ],
    relatedLink: "/frameworks/dual-track-agile",
    relatedLinkText: "Dual-Track Agile: discovery and delivery side by side",
  },
  {
    explanation: [
      "A webhook is the provider calling your server the moment an event such as a successful payment happens, so you can update the customer within seconds, without asking over and over.",
      "Polling every hour and nightly exports are far too slow for this need, and polling faster wastes requests against rate limits. Making the customer refresh pushes your integration problem onto them. A PM does not write the integration, but should know which pattern the requirement calls for.",
    ],
    relatedLink: "/product-mastery/tech-fluency#apis-and-systems-thinking",
    relatedLinkText: "APIs & Systems Thinking: webhooks, polling and other integration patterns",
  },
  {
    explanation: [
      "Gross-margin LTV = monthly revenue × gross margin × lifetime = $50 × 0.8 × 30 = $1,200, and $1,200 ÷ $600 = 2:1. That is below the often-quoted 3:1 benchmark, a sign to improve retention, pricing or acquisition cost before scaling spend.",
      "$1,500 uses revenue rather than gross margin. CAC payback is $600 ÷ ($50 × 0.8) = 15 months, not 12. $40 is one month of gross profit, not a lifetime.",
    ],
    relatedLink: "/product-mastery/business-and-strategy#monetization",
    relatedLinkText: "Monetization: unit economics (LTV, CAC and payback) for product managers",
  },
  {
    explanation: [
      "Qualitative usability testing with around five representative users doing real tasks while thinking aloud reveals most of the biggest problems quickly and cheaply. Fix them and test again rather than running one large study.",
      "Surveys tell you what people say about a design, not where they get stuck. An A/B test with half of new users tells you whether conversion changed but not why, and it exposes real users to an unfinished flow. An internal style review cannot see the product through a newcomer's eyes.",
    ],
    relatedLink: "/product-mastery/design-and-ux#prototyping",
    relatedLinkText: "Prototyping: usability tests with about five users",
  },
  {
    explanation: [
      "The first diamond is about the problem: diverge to discover why customers contact support (confusing billing, a broken flow, missing help content), then converge on a clear problem definition. Only the second diamond develops and delivers solutions.",
      "Prototyping chatbots is tempting because it feels like progress, but it skips the question of whether a chatbot is the right answer at all. Fixing the cause of the most common ticket may cut more volume than any bot.",
    ],
    relatedLink: "/frameworks/double-diamond",
    relatedLinkText: "Double Diamond: discover, define, develop, deliver",
  },
  {
    explanation: [
      "Interviewers want to see structured product thinking. Clarifying the goal and constraints, then choosing one user segment (say, new commuters worried about safety) and its most pressing problems, gives every later idea a reason to exist and a way to prioritise it.",
      "Market sizing and screen sketches have their place later, and a long list of features without a user or a problem is the most common way candidates fail this question.",
    ],
    relatedLink: "/interviews",
    relatedLinkText: "Interview Prep: how to answer product sense questions",
  },
  {
    explanation: [
      "A new PM earns trust by understanding before acting: one-on-ones with engineers, designers and stakeholders, conversations with customers, and time with the data show how the team works and where the real problems are. A small, well-chosen early win then shows you can deliver.",
      "A new strategy in week two is built on assumptions, imported processes ignore why the team works the way it does, and rushing a feature out for visibility can spend credibility rather than build it.",
    ],
    relatedLink: "/product-mastery/career-and-mindset#influencing-without-authority",
    relatedLinkText: "Influencing Without Authority: earning trust in your first weeks as a PM",
  },
];
