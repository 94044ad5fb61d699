import type { QuizQuestion } from "@/lib/content/schemas";

/**
 * The PM Mastery Check: 25 original, scenario-based questions. Each has one
 * clearly best answer and distractors that reflect real mistakes PMs make.
 * `topic` is the page of this site that teaches the idea; the result screen
 * links missed questions to it. Explanations live in ./explanations.ts, in
 * the same order.
 */
export const quizQuestions: QuizQuestion[] = [
  {
    question: "Which of these statements is a product strategy rather than a product vision, a roadmap or a goal?",
    answers: [
      "A world where every small trades business gets paid the day it finishes a job, with no chasing, no paperwork and no waiting.",
      "Win independent tradespeople with one-minute phone invoicing, then expand into payroll once we own their daily workflow.",
      "Ship offline mode, recurring invoices and card payments in Q3, then payroll in Q4 once invoicing is stable.",
      "Grow monthly active businesses by 20% this quarter.",
    ],
    correctAnswer:
      "Win independent tradespeople with one-minute phone invoicing, then expand into payroll once we own their daily workflow.",
    topic: { href: "/product-mastery/vision-and-leadership#roadmapping", label: "Roadmapping (Vision & Leadership)" },
    area: "strategy",
  },
  {
    question: "In a customer discovery interview, which question is most likely to give you reliable evidence about a real need?",
    answers: [
      "Would you use a feature that categorises your expenses automatically every month?",
      "How much would you pay for a tool that did this for you?",
      "Tell me about the last time you got your expenses ready for your accountant.",
      "Which features should we build next?",
    ],
    correctAnswer: "Tell me about the last time you got your expenses ready for your accountant.",
    topic: { href: "/product-mastery/design-and-ux#user-research", label: "User Research (Design & UX)" },
    area: "discovery",
  },
  {
    question:
      "A feature will reach 2,000 customers per quarter, has massive impact (3 on the 0.25-3 scale), you are 80% confident in those estimates, and it needs 4 person-months of effort. What is its RICE score?",
    answers: ["1,200", "1,500", "4,800", "400"],
    correctAnswer: "1,200",
    topic: { href: "/frameworks/rice-scoring", label: "RICE Scoring" },
    area: "prioritization",
  },
  {
    question: "Which is the strongest North Star Metric for a subscription music-streaming service?",
    answers: [
      "Total app downloads across iOS, Android and desktop",
      "Monthly recurring revenue",
      "Number of songs and podcasts available in the catalogue",
      "Hours of music listened to per week by subscribers",
    ],
    correctAnswer: "Hours of music listened to per week by subscribers",
    topic: { href: "/frameworks/north-star-metric", label: "North Star Metric" },
    area: "metrics",
  },
  {
    question:
      "In interviews for your banking app nobody asks for secure, reliable login or praises it, yet one outage brings a wave of furious reviews. In the Kano model, login is a:",
    answers: [
      "Performance (one-dimensional) feature",
      "Must-be (basic) feature",
      "Attractive feature (delighter)",
      "Indifferent feature",
    ],
    correctAnswer: "Must-be (basic) feature",
    topic: { href: "/frameworks/kano-model", label: "Kano Model" },
    area: "prioritization",
  },
  {
    question:
      "You want to learn whether small restaurants will pay for automated stock ordering before building it. Which approach best fits the Lean Startup idea of an MVP?",
    answers: [
      "Survey 500 restaurant owners about whether they would use and pay for the service",
      "Build the full product first so that the test is fair",
      "Place orders by hand for five paying restaurants and see if they keep paying",
      "Launch a polished beta to every restaurant in the city",
    ],
    correctAnswer: "Place orders by hand for five paying restaurants and see if they keep paying",
    topic: { href: "/frameworks/lean-startup", label: "Lean Startup" },
    area: "metrics",
  },
  {
    question:
      "Your A/B test was planned to run two weeks to reach its sample size. After three days the variant shows a statistically significant 8% lift. What should you do?",
    answers: [
      "Keep it running to the planned sample size; stopping when it first looks significant inflates false positives",
      "Stop the test and ship the variant: the result is already statistically significant, so more data adds nothing",
      "Restart the test with a smaller planned sample so it finishes sooner",
      "Run it until the lift passes 10%, then stop and ship",
    ],
    correctAnswer:
      "Keep it running to the planned sample size; stopping when it first looks significant inflates false positives",
    topic: { href: "/product-mastery/growth-and-experiments#a-b-testing", label: "A/B Testing (Growth & Experiments)" },
    area: "metrics",
  },
  {
    question:
      "Halfway through a two-week sprint, a stakeholder asks the team to add a 'small' unrelated feature. The sprint goal is still valid. What is the best response?",
    answers: [
      "Add it now: responding to change matters more than following a plan, and the feature is only small",
      "Extend the sprint by a few days so the feature fits",
      "Add it to the product backlog to be ordered for a coming sprint, protecting the sprint goal",
      "Cancel the sprint and plan a new one that includes the feature",
    ],
    correctAnswer: "Add it to the product backlog to be ordered for a coming sprint, protecting the sprint goal",
    topic: { href: "/product-mastery/delivery-and-execution#agile-kanban-scrum", label: "Agile/Kanban/Scrum (Delivery & Execution)" },
    area: "delivery",
  },
  {
    question:
      "Your largest customer's account executive tells your VP the renewal is at risk unless you build a custom reporting feature within two weeks. What is the best first step?",
    answers: [
      "Commit to the two-week date to protect the renewal, then work out the scope with engineering afterwards",
      "Decline politely: the quarter's roadmap is fixed and one customer should not change it",
      "Ask engineering for an estimate and let them decide whether it fits",
      "Learn the customer's real problem and the renewal stakes, then take options and trade-offs to the VP",
    ],
    correctAnswer:
      "Learn the customer's real problem and the renewal stakes, then take options and trade-offs to the VP",
    topic: { href: "/product-mastery/vision-and-leadership#stakeholder-management", label: "Stakeholder Management (Vision & Leadership)" },
    area: "strategy",
  },
  {
    question:
      "A partner's server calls your payments API to create a charge, times out waiting for the response, and retries. Which API design keeps the customer from being charged twice?",
    answers: [
      "Rate-limit the partner to one request per second, so a retry cannot arrive before the first call completes",
      "Accept an idempotency key, so a repeated request returns the first result instead of a new charge",
      "Make the endpoint a GET request instead of a POST",
      "Return an HTTP 500 error whenever a request is retried",
    ],
    correctAnswer:
      "Accept an idempotency key, so a repeated request returns the first result instead of a new charge",
    topic: { href: "/product-mastery/tech-fluency#apis-and-systems-thinking", label: "APIs & Systems Thinking (Tech Fluency)" },
    area: "delivery",
  },
  {
    question: "Which signal is the strongest evidence that a B2B SaaS product has reached product-market fit?",
    answers: [
      "A waitlist of 5,000 sign-ups after a launch-day spike on a popular tech news site",
      "Enthusiastic feedback from the company's investors",
      "Thousands of trial sign-ups in the first month, bought with a large and growing paid-ads budget",
      "Retention curves that flatten: a steady share of each signup cohort still uses it months later",
    ],
    correctAnswer: "Retention curves that flatten: a steady share of each signup cohort still uses it months later",
    topic: { href: "/product-mastery/business-and-strategy#product-market-fit", label: "Product-Market Fit (Business & Strategy)" },
    area: "strategy",
  },
  {
    question: "Which of these is a growth loop rather than a one-way funnel?",
    answers: [
      "A paid campaign sends visitors to a landing page that converts 3% of them into trial users each week",
      "Users of a scheduling tool send booking links to outsiders, some of whom sign up and send their own",
      "An onboarding email series that raises the share of activated users",
      "A discount on annual plans that lifts conversion from trial to paid",
    ],
    correctAnswer:
      "Users of a scheduling tool send booking links to outsiders, some of whom sign up and send their own",
    topic: { href: "/product-mastery/growth-and-experiments#growth-loops", label: "Growth Loops (Growth & Experiments)" },
    area: "metrics",
  },
  {
    question:
      "Your team's outcome is 'more new users complete their first project'. In an Opportunity Solution Tree, what belongs on the level directly below that outcome?",
    answers: [
      "Customer needs and pain points found in research, such as 'I don't know where to start'",
      "Solution ideas that address the outcome, such as a gallery of starter templates for new users",
      "Assumption tests, such as a fake-door experiment",
      "The quarter's feature roadmap with delivery dates",
    ],
    correctAnswer: "Customer needs and pain points found in research, such as 'I don't know where to start'",
    topic: { href: "/frameworks/opportunity-solution-tree", label: "Opportunity Solution Tree" },
    area: "discovery",
  },
  {
    question:
      "Customers rate an outcome's importance 9 and their satisfaction with current solutions 3, both on a 1-10 scale. What is its opportunity score, and what does it suggest?",
    answers: [
      "15: an important, underserved need worth prioritising",
      "6: a low-priority need, since only the gap counts",
      "12: an over-served need, ripe for cost cutting",
      "27: a need that current solutions already serve well",
    ],
    correctAnswer: "15: an important, underserved need worth prioritising",
    topic: { href: "/frameworks/opportunity-scoring", label: "Opportunity Scoring" },
    area: "prioritization",
  },
  {
    question: "Which of these is written as a job to be done?",
    answers: [
      "Busy parents aged 30-45 who shop mostly on their phones, during the commute and in their lunch breaks",
      "Add one-tap reorder to the checkout page",
      "When I'm stuck at my desk over lunch, I want a decent meal fast, so I don't lose the afternoon",
      "Increase the average order value by 10% this quarter",
    ],
    correctAnswer:
      "When I'm stuck at my desk over lunch, I want a decent meal fast, so I don't lose the afternoon",
    topic: { href: "/product-mastery/product-thinking#jobs-to-be-done", label: "Jobs to Be Done (Product Thinking)" },
    area: "discovery",
  },
  {
    question:
      "A team presents its North Star framework: one North Star Metric and 14 input metrics, each owned by a different person. What is the most useful advice?",
    answers: [
      "Add more input metrics, so nothing important is missed and every owner has a number to move",
      "Replace the input metrics with a revenue target for each team",
      "Drop the input metrics: the North Star alone is enough to steer the teams' daily work and priorities",
      "Narrow them to 3-5 input metrics that teams can directly move and that together drive the North Star",
    ],
    correctAnswer:
      "Narrow them to 3-5 input metrics that teams can directly move and that together drive the North Star",
    topic: { href: "/frameworks/north-star-metric", label: "North Star Metric" },
    area: "metrics",
  },
  {
    question:
      "Two ideas have the same reach, impact and effort estimates. Idea X's impact is backed by a successful experiment; idea Y's comes from a hunch in a meeting. How should RICE treat them?",
    answers: [
      "Score them the same, because RICE only weighs reach, impact and effort",
      "Give Y a lower confidence percentage, so X scores higher",
      "Lower Y's impact score to reflect the missing evidence",
      "Raise Y's effort estimate to cover the extra risk",
    ],
    correctAnswer: "Give Y a lower confidence percentage, so X scores higher",
    topic: { href: "/frameworks/rice-scoring", label: "RICE Scoring" },
    area: "prioritization",
  },
  {
    question:
      "You planned a 50/50 A/B test. After a week the control has 50,600 users and the variant 47,400. What is the right first move?",
    answers: [
      "Treat it as a sample ratio mismatch: find the assignment or logging bug before trusting any result",
      "Trust the result: a few thousand users' difference is just noise in a test of nearly 100,000 people",
      "Re-weight the variant's results to make up for its smaller group, then read the lift as normal",
      "Stop the test and declare the control the winner",
    ],
    correctAnswer:
      "Treat it as a sample ratio mismatch: find the assignment or logging bug before trusting any result",
    topic: { href: "/product-mastery/growth-and-experiments#a-b-testing", label: "A/B Testing (Growth & Experiments)" },
    area: "metrics",
  },
  {
    question:
      "Engineers often wait for validated ideas, and half the ideas they finally build flop in production. Which way of working tackles both problems?",
    answers: [
      "Write detailed requirements for the whole year before any sprint starts",
      "Set up a separate research team that hands validated requirement documents to engineering each quarter",
      "Dual-track agile: the same team runs continuous discovery to validate ideas just ahead of delivery",
      "Double the sprint length to leave room for research inside each sprint",
    ],
    correctAnswer: "Dual-track agile: the same team runs continuous discovery to validate ideas just ahead of delivery",
    topic: { href: "/frameworks/dual-track-agile", label: "Dual-Track Agile" },
    area: "delivery",
  },
  {
    question:
      "Your app must show a customer that their payment succeeded within seconds of the payment provider confirming it. Which integration fits best?",
    answers: [
      "Import the provider's nightly CSV export of payments",
      "Poll the provider's API for every pending payment once an hour",
      "Subscribe to the provider's webhook for payment events",
      "Ask the customer to refresh the page until the status changes",
    ],
    correctAnswer: "Subscribe to the provider's webhook for payment events",
    topic: { href: "/product-mastery/tech-fluency#apis-and-systems-thinking", label: "APIs & Systems Thinking (Tech Fluency)" },
    area: "delivery",
  },
  {
    question:
      "Your subscription earns $50 per customer per month at an 80% gross margin; customers stay 30 months on average, and acquiring one costs $600 (CAC). Which statement is correct?",
    answers: [
      "Gross-margin LTV is $1,500, so LTV:CAC is 2.5:1",
      "Gross-margin LTV is $1,200, so LTV:CAC is 2:1",
      "Gross-margin LTV is $1,200, and CAC payback is 12 months",
      "Gross-margin LTV is $40, so LTV:CAC is 1:15",
    ],
    correctAnswer: "Gross-margin LTV is $1,200, so LTV:CAC is 2:1",
    topic: { href: "/product-mastery/business-and-strategy#monetization", label: "Monetization and unit economics (Business & Strategy)" },
    area: "strategy",
  },
  {
    question:
      "You have a clickable prototype of a new onboarding flow and one week. What is the most efficient way to find its biggest usability problems?",
    answers: [
      "Watch about five target users attempt key tasks with it while thinking aloud",
      "Send a survey asking 1,000 users to rate the design from 1 to 5",
      "Ship it to half of all new users next week and compare their conversion rates",
      "Have the design team review it against the style guide",
    ],
    correctAnswer: "Watch about five target users attempt key tasks with it while thinking aloud",
    topic: { href: "/product-mastery/design-and-ux#prototyping", label: "Prototyping and usability testing (Design & UX)" },
    area: "discovery",
  },
  {
    question:
      "Leadership asks your team to 'build a chatbot to cut support tickets'. Following the Double Diamond, what should the team do first?",
    answers: [
      "Explore why customers contact support at all, then define the problem worth solving",
      "Build three chatbot prototypes quickly and test them with real customers to pick the best",
      "Write the chatbot's technical specification and pick a vendor",
      "Launch a basic chatbot and measure the drop in tickets",
    ],
    correctAnswer: "Explore why customers contact support at all, then define the problem worth solving",
    topic: { href: "/frameworks/double-diamond", label: "Double Diamond" },
    area: "discovery",
  },
  {
    question: "In a product sense interview you are asked to 'design a product for people who commute by bike'. What should you do first?",
    answers: [
      "Estimate how many people commute by bike in the country",
      "List as many feature ideas as you can, as fast as you can, to show the interviewer your creativity",
      "Sketch the main screens of a cycling app",
      "Clarify the goal, then pick a specific user segment and its most pressing problems",
    ],
    correctAnswer: "Clarify the goal, then pick a specific user segment and its most pressing problems",
    topic: { href: "/interviews", label: "product sense questions (Interview Prep)" },
    area: "discovery",
  },
  {
    question: "You have just joined an established product team as its PM. What is the best focus for your first few weeks?",
    answers: [
      "Present a new product strategy within your first two weeks, so leadership sees you lead from day one",
      "Learn first: one-on-ones with the team and stakeholders, customer calls, the data, then a small win",
      "Bring in your previous company's process so the team has structure",
      "Ship a visible feature as quickly as possible to build credibility with the team and with leadership",
    ],
    correctAnswer:
      "Learn first: one-on-ones with the team and stakeholders, customer calls, the data, then a small win",
    topic: { href: "/product-mastery/career-and-mindset#influencing-without-authority", label: "Influencing Without Authority (Career & Mindset)" },
    area: "strategy",
  },
];
