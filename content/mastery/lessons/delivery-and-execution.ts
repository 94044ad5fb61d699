import type { TopicLesson } from "@/lib/content/schemas";

/*
 * Write-ups for the Delivery & Execution topics. The companies in the
 * examples are invented. The RICE example uses the same three ideas and
 * confidence meanings as the RICE Scoring page, so the two never disagree.
 */

export const agileKanbanScrum: TopicLesson = {
  whatItIs: [
    "Agile is a family of ways of working that deliver software in small increments and adjust course using frequent feedback. Scrum organises the work into sprints: fixed time boxes of one to four weeks, each with a sprint goal the team commits to. A sprint starts with planning, includes a short daily check-in, and ends with a review of what was built and a retrospective on how the team worked. The product backlog is the ordered list of everything the team might do next; the product owner, often the PM, keeps it ordered, and the team pulls items from the top into each sprint. Kanban drops the time box: work flows continuously across a board, and limits on work in progress keep it moving.",
    "Velocity is the amount of work, often counted in story points, that a Scrum team completes per sprint, averaged over several sprints. It helps a team forecast its own capacity. It is not a productivity score, and comparing it between teams is meaningless because every team sizes points differently.",
  ],
  whyItMatters: [
    "Small increments mean faster feedback, less wasted work when plans change and fewer risky big-bang releases. The events exist to protect focus and learning: the sprint goal gives the team one thing to aim at, and the backlog gives new requests somewhere to go other than the middle of the current sprint. The Scrum Guide's rule is that no change is made during a sprint that would endanger the sprint goal. Teams that treat a framework as ritual get the meetings without the benefits; the principles (small batches, fast feedback, empowered teams) matter more than the method's name.",
  ],
  howToStart: [
    "Write each sprint goal as one outcome sentence the whole team can repeat.",
    "Keep the top of the backlog short and ready: the next two sprints' items understood and sized, everything below only roughly described.",
    "When a request arrives mid-sprint, ask whether it endangers the sprint goal; unless it is urgent enough to replace the goal, add it to the backlog and order it for a coming sprint.",
    "Use velocity only to decide how much the team takes on, and if work arrives unevenly, try Kanban's work-in-progress limits instead of sprints.",
  ],
  example: {
    title: "A 'small' request in the middle of a sprint",
    paragraphs: [
      "Halfway through a two-week sprint whose goal was 'customers can pay an invoice by bank transfer', a sales director asked the PM of a billing product to add a custom field to invoices for a prospect. It looked small, about two days of work. The PM checked the numbers: the team's velocity averaged 30 points a sprint, 16 points were still open, and the bank-transfer work depended on a partner's test environment that had already slipped once.",
      "Adding the field would put the goal at risk, and the goal was still valid, so neither squeezing the work in nor cancelling the sprint made sense. She placed the request at the top of the product backlog, told the sales director it would be in the next sprint's plan, and gave the prospect a date nine days away. The sprint goal shipped on time, and the custom field shipped the following week.",
    ],
  },
};

export const prioritization: TopicLesson = {
  whatItIs: [
    "Prioritisation is deciding what the team works on next, and therefore what it does not. Scoring models make the trade-offs visible. RICE multiplies reach, impact and confidence and divides by effort; ICE (impact, confidence, ease) is a lighter variant; opportunity scoring ranks customer needs by how important they are and how poorly they are served today; MoSCoW sorts scope into must have, should have, could have and won't have this time. None of them decides for you. Their value is in putting assumptions on the table, so the discussion is about evidence rather than about who argues loudest.",
  ],
  whyItMatters: [
    "Every yes is a no to something else. Without a visible, consistent method, the roadmap follows the most senior voice, the biggest customer or the latest escalation, and the team stops trusting the plan. A shared method also helps stakeholders accept 'not now', because they can see why something else ranked higher and what evidence would change the answer. Thinking in opportunity cost is a useful correction to return-on-investment thinking: the question is not whether an idea pays off, but whether it beats the other things the team could do with the same time.",
  ],
  howToStart: [
    "Agree on the goal first; items are ranked by how much they move it, and without a goal you are only ranking opinions.",
    "Score your top 10 to 15 candidates with RICE on the same scales, and write down the evidence behind each confidence value.",
    "Review the ranking with engineering and design, challenge scores that rest on hunches, and run a cheap test where confidence is low.",
    "Publish the order with the reasons, and re-score when new evidence arrives.",
  ],
  example: {
    title: "Three requests, one RICE ranking",
    paragraphs: [
      "A PM at an invoicing app had three candidates for the next cycle and one goal: more customers paid on time. Smart payment reminders: reach 2,500 customers a quarter, impact 2, confidence 50% (a hunch the team could defend), effort 4 person-months, so 2,500 × 2 × 0.5 ÷ 4 = 625. An onboarding checklist redesign: reach 1,200, impact 0.5, confidence 100% (funnel data), effort 0.5, so 1,200 × 0.5 × 1.0 ÷ 0.5 = 1,200. Bulk invoice export: reach 800, impact 1, confidence 80% (some evidence from support tickets), effort 2, so 800 × 1 × 0.8 ÷ 2 = 320.",
      "The checklist went first. The reminders, the idea with the most potential, got a two-week concierge test to raise confidence before anyone committed four person-months. Bulk export, the sales team's favourite, went to Next with its score and reasoning visible, which ended a debate that had come back at every planning meeting.",
    ],
  },
};

export const shippingFast: TopicLesson = {
  whatItIs: [
    "Shipping fast means getting small, working changes to customers often, so the team learns sooner and each release carries less risk. The main lever is scope, not hours. Work is cut into thin vertical slices, each usable on its own. A user story describes one such slice from the user's point of view, often as 'As a [user], I want [action] so that [benefit]', and its acceptance criteria say when it is done. Feature flags separate deploying code from releasing it, so unfinished work can sit in production switched off, and a new feature can reach 5% of users before everyone. Basecamp's Shape Up adds the idea of appetite: decide how much time a problem is worth first, then shape a solution that fits.",
  ],
  whyItMatters: [
    "Speed comes from small batches. A team that ships a thin slice in a week learns from real use while a team building the complete feature is still designing it, and when something breaks, the cause is easy to find and the change easy to undo. A user story is a placeholder for a conversation rather than a specification: writing it from the user's side keeps the team on the problem, and acceptance criteria stop 'done' from meaning different things to different people.",
  ],
  howToStart: [
    "For the next feature, ask 'what is the smallest version a customer could use and give us feedback on?', and build that first.",
    "Write stories as user, action and benefit, each with three to five acceptance criteria a tester could check.",
    "Split any story the team estimates at more than a few days; slice by user step or by case, not by technical layer.",
    "Ship behind a feature flag, release to a small group, watch the metrics, then widen.",
  ],
  example: {
    title: "Partial refunds in four slices",
    paragraphs: [
      "An e-commerce platform's merchants had asked for partial refunds for a year, and the original plan was a single six-week project. The PM and tech lead split it into stories that could ship one at a time: (1) 'As a merchant, I want to refund one item from an order, so that the customer keeps the rest', with criteria such as 'the refund equals the item price plus its share of tax'; (2) refund a custom amount; (3) refund shipping only; (4) add a note the customer sees.",
      "Slice one reached 50 merchants behind a feature flag after eight days. Their feedback showed that custom amounts mattered most and shipping-only refunds were rarely needed, so slice three was dropped. Support tickets asking for manual refunds fell by 60% before the original six-week project would even have shipped.",
    ],
  },
};

export const escalationsAndRisk: TopicLesson = {
  whatItIs: [
    "An escalation brings a problem to someone with more authority because the team cannot resolve it alone: a blocked dependency, a disagreement between teams, or a risk to a date or a customer. Done well it is not a complaint but a request for a decision, stating the problem, the impact, the options with their trade-offs, your recommendation and when you need an answer. Risk management is the work that makes escalations earlier and rarer. Gary Klein's pre-mortem (imagine the project has failed, then list why) surfaces risks people hesitate to raise, and blameless postmortems, as described in Google's Site Reliability Engineering book, turn failures into lessons rather than blame.",
  ],
  whyItMatters: [
    "Problems raised late are always more expensive: fewer options remain and trust suffers. Many PMs delay escalating because it feels like admitting failure, yet most leaders would much rather hear early. A good escalation makes it easy for a leader to help: written background, a specific ask, even a draft of the message you would like them to send. Teams that learn from incidents without blame also report problems sooner, which gives everyone more time to act.",
  ],
  howToStart: [
    "Keep a short risk list for each project (what could go wrong, how likely, how bad, what you are doing about it) and review it weekly.",
    "Run a 30-minute pre-mortem at the kick-off of anything large or risky.",
    "Set yourself a rule: if a risk threatens a commitment and you cannot fix it within a few days, escalate.",
    "Write escalations in five lines: problem, impact, options, recommendation, and the decision you need by when.",
  ],
  example: {
    title: "Escalating a partner delay",
    paragraphs: [
      "Six weeks before a bank-feed launch promised to 300 beta customers for 1 June, a PM learned that the partner bank's test environment would be four weeks late, leaving too little time to test. Instead of hoping it would work out, she sent her director a five-line note.",
      "Problem: the partner's test environment is four weeks late. Impact: the 1 June date is at risk. Options: move the launch to 29 June; launch on 1 June with one bank instead of three; or pay the partner's services team $18,000 to speed up. Recommendation: launch with one bank and add the other two in July. Decision needed by Friday. The director approved it the next day, and sales told the beta customers about the phased launch before anyone was surprised.",
    ],
  },
};
