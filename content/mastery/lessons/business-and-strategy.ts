import type { TopicLesson } from "@/lib/content/schemas";

/*
 * Write-ups for the Business & Strategy topics. The companies in the
 * examples are invented; the sums in them are worked out in full so a
 * reader can check every step.
 */

export const metricsAndKpis: TopicLesson = {
  whatItIs: [
    "A metric is any number you track; a KPI (key performance indicator) is one a team has agreed to watch because it shows whether the product or business is healthy, such as weekly active teams or net revenue retention. Useful metrics come in layers: a North Star Metric that captures the value customers get, input metrics the team can move directly, and guardrail metrics that must not get worse while you push, such as support contacts or page load time. Vanity metrics, such as total sign-ups or page views, tend only to go up and rarely change a decision.",
    "OKRs (objectives and key results) are a goal-setting method built on metrics: a qualitative objective, such as 'new teams get value in their first week', paired with two to four measurable key results that show it was reached, such as 'the share of new teams that invite a colleague in week one rises from 22% to 35%'. KPIs describe ongoing health; OKRs describe the change you are trying to make this quarter. Good key results are outcomes, not features shipped.",
    "Net Promoter Score (NPS) is a loyalty metric that Fred Reichheld of Bain & Company introduced in a 2003 Harvard Business Review article. It rests on one survey question: 'How likely is it that you would recommend this product to a friend or colleague?', answered on a scale from 0 to 10. People who answer 9 or 10 are promoters, 7 or 8 passives, and 0 to 6 detractors. NPS is the percentage of promoters minus the percentage of detractors, so it runs from -100 (everyone a detractor) to +100 (everyone a promoter); passives count only in the total. If 200 customers answer and 90 are promoters, 70 passives and 40 detractors, NPS is 45% minus 20%, or 25.",
  ],
  whyItMatters: [
    "What a team measures decides what it works on. A team judged on features shipped will ship features; a team judged on activation will find out why people do not activate. Clear metrics also shorten conversations with leadership, because the question becomes whether the number moved and why. Lean Analytics by Alistair Croll and Benjamin Yoskovitz adds a useful discipline: at each stage of a product, pick the one metric that matters most right now.",
    "NPS shows why a popular number can still be a poor steer for product decisions. It records what people say they would do, not what they do; it moves with who answers and when you ask, such as straight after a support ticket or a price rise; with 100 responses it can shift by ten points or more between surveys by chance alone; and one score cannot tell you which problem to fix. The follow-up question, 'What is the main reason for your score?', is usually worth more than the score. Promoters do tend to stay longer and bring in others, so a falling NPS in one segment can be an early warning of churn, but check it against behaviour: cohort retention, repeat use and expansion revenue. When NPS and retention disagree, trust retention.",
  ],
  howToStart: [
    "Write down the numbers your team looks at today and ask of each one: what decision would we change if it moved?",
    "Define your North Star and three to five input metrics, each with an exact formula and data source.",
    "Add one or two guardrails that protect quality while you push on the inputs.",
    "Draft next quarter's OKR: one objective and two to four key results, each with a baseline, a target and a date.",
  ],
  example: {
    title: "From page views to an OKR",
    paragraphs: [
      "A recipe app's team reported monthly page views to leadership every month: 4.1 million and rising. Subscription revenue was flat. The PM found that subscribers who saved at least three recipes in their first week were twice as likely to renew, and that only 18% did so.",
      "She replaced page views with a small set: weekly cooking sessions as the North Star, first-week saves and meal plans created as inputs, and the app's crash rate as a guardrail. The quarter's OKR became: objective, 'new subscribers build a cooking habit in their first week'; key results, first-week save rate from 18% to 30%, and cooking sessions per subscriber in week four from 1.2 to 2.0. The roadmap was rebuilt around those two numbers, and page views moved to a marketing dashboard.",
    ],
  },
};

export const productMarketFit: TopicLesson = {
  whatItIs: [
    "Product-market fit is the point at which a product satisfies a strong need in a market well enough that customers keep using it, pay for it and recommend it with little pushing. The term is generally credited to Andy Rachleff, a co-founder of Benchmark Capital; Marc Andreessen's 2007 essay 'The only thing that matters', which builds on Rachleff's thinking and credits him, is what made it famous. Fit is rarely all or nothing: it usually appears in one segment first while others stay lukewarm.",
    "The most reliable signal is behaviour that lasts. Plot retention by sign-up cohort: if each cohort's curve flattens at a steady share, say 30% still active after six months, instead of sliding towards zero, a real group of customers keeps getting value. Other signals are word-of-mouth growth, customers expanding their spend, and Sean Ellis's survey question, 'How would you feel if you could no longer use this product?'. Ellis found that companies where fewer than 40% of active users answered 'very disappointed' almost always struggled to grow, while most that grew strongly were above that line.",
  ],
  whyItMatters: [
    "Before fit, almost nothing else matters: scaling sales or paid acquisition only pours more people into a leaking bucket while every cohort quietly churns. After fit, the job changes to scaling what works. Misreading which side you are on is expensive in both directions. Waitlists, launch spikes, investor enthusiasm and paid sign-ups can all look like traction, but they measure curiosity, belief or ad budget, not lasting value.",
  ],
  howToStart: [
    "Plot monthly cohort retention for your core action, not just logins, and see whether the curves flatten.",
    "Send the 'very disappointed' survey to people who have used the product recently and more than once, and break the answers down by segment.",
    "Study the 'very disappointed' group: who they are, what they value most and how they would describe the product to a friend.",
    "Split the roadmap between deepening what that group loves and removing what stops similar people from loving it too, as Rahul Vohra did at Superhuman.",
  ],
  example: {
    title: "A survey score of 22%",
    paragraphs: [
      "A note-taking start-up had 60,000 sign-ups from a viral launch and flat revenue. Cohort curves for 'wrote a note this week' fell from 45% in week one to 6% by week twelve, with no sign of flattening. The 'very disappointed' survey scored 22% overall, but 48% among researchers and journalists who used the app to capture sources and citations.",
      "The team narrowed its focus to that segment, rebuilt onboarding around importing sources, and shipped the two features the segment asked for most, PDF highlights and export to a word processor. Two quarters later, new cohorts flattened at about 28% after twelve weeks, and the survey score in the target segment reached 52%. Only then did the company start spending on acquisition.",
    ],
  },
};

export const monetization: TopicLesson = {
  whatItIs: [
    "Monetization is how a product turns the value it creates into revenue: the pricing model (subscription, usage-based, transaction fee, freemium, advertising), the price points, the packaging into tiers, and the value metric that price scales with, such as seats, invoices sent or gigabytes stored. Madhavan Ramanujam's Monetizing Innovation argues for designing the product around customers' willingness to pay instead of setting a price once it is built.",
    "Monetization is judged with unit economics, the revenue and cost of a single customer. Gross-margin customer lifetime value (LTV) is monthly revenue per customer × gross margin × average lifetime in months. Customer acquisition cost (CAC) is sales and marketing spend divided by the customers it won. An LTV:CAC ratio of about 3:1 is an often-quoted benchmark for a healthy subscription business, and CAC payback, CAC ÷ monthly gross profit per customer, says how many months it takes to earn the acquisition cost back.",
  ],
  whyItMatters: [
    "Price is one of the strongest levers a business has, yet teams revisit it far less often than features. Pricing also shapes behaviour: a per-seat price discourages sharing, while a usage price rewards adoption. Unit economics tell you whether growth creates value or destroys it: if each customer costs more to win than they will ever pay back, spending more on acquisition only makes the losses bigger, faster.",
  ],
  howToStart: [
    "Calculate LTV, CAC, the LTV:CAC ratio and CAC payback with your finance team, using gross margin rather than revenue.",
    "Ask about value and willingness to pay early, in discovery interviews, before a feature is built.",
    "Choose a value metric that grows as customers succeed, and check that customers can understand and predict their bill.",
    "Test price changes on new customers first, and watch conversion, churn and expansion together.",
  ],
  example: {
    title: "A 2:1 ratio that changed the plan",
    paragraphs: [
      "A subscription bookkeeping app earned $50 per customer per month at an 80% gross margin, and customers stayed 30 months on average. Gross-margin LTV = $50 × 0.8 × 30 = $1,200. Paid acquisition cost $600 per customer, so LTV:CAC was $1,200 ÷ $600 = 2:1, below the 3:1 benchmark, and CAC payback was $600 ÷ ($50 × 0.8) = 15 months.",
      "The board wanted to double ad spend. The PM showed that, with a 15-month payback, doubling spend would burn cash for more than a year before it came back, at a ratio that barely paid for itself. Instead the team introduced an annual plan at a 15% discount, which lengthened the average lifetime because annual customers rarely cancel mid-year, and a $79 tier with payroll for larger customers. A year later blended gross-margin LTV was about $1,650, LTV:CAC had reached 2.75:1, and only then did the company raise acquisition spend.",
    ],
  },
};

export const competitiveStrategy: TopicLesson = {
  whatItIs: [
    "Competitive strategy is how a product wins against the alternatives customers have, and keeps winning. Richard Rumelt describes the kernel of a good strategy in three parts: a diagnosis of the challenge, a guiding policy for dealing with it, and coherent actions that carry the policy out. Hamilton Helmer's 7 Powers names the durable advantages that let a business stay ahead for years: scale economies, network economies, counter-positioning, switching costs, branding, cornered resource and process power. Ben Thompson's Aggregation Theory explains why, on the internet, power tends to move to whoever owns the relationship with users.",
  ],
  whyItMatters: [
    "Product-market fit wins customers; strategy keeps competitors from taking them. Features alone are rarely an advantage, because a rival with more engineers can copy them in a quarter. A PM who knows where the advantage comes from can favour work that deepens it, such as features that make the network more valuable or the product harder to leave, and can spot what Rumelt calls bad strategy: goals and slogans presented as if they were a plan.",
  ],
  howToStart: [
    "Write your product's strategy as Rumelt's kernel: one sentence each for the diagnosis and the guiding policy, then the first three coherent actions.",
    "List the real alternatives customers have, including spreadsheets and doing nothing, and why they choose you over each.",
    "Name which of the seven powers you have or could build, and what it would take a competitor to copy it.",
    "Check each large roadmap item: does it strengthen that advantage, or only match a competitor's feature?",
  ],
  example: {
    title: "Switching costs over feature parity",
    paragraphs: [
      "A scheduling tool for dental clinics faced a well-funded competitor that shipped a new feature every month, and sales asked for parity on online payments, video visits and reviews. The PM's diagnosis: clinics rarely switched once their patient history and reminders lived in one system, and the competitor was weak at integrating with the three practice-management systems most clinics used.",
      "The guiding policy became 'be the system a clinic cannot run a day without'. The coherent actions were two-way sync with those three systems, recall reminders driven by patient history, and a migration tool that imported a rival's data in an hour. Payments waited. Annual clinic churn fell from 14% to 8%, and win rates against the competitor rose, because the integrations took the competitor months to match.",
    ],
  },
};
