import type { TopicLesson } from "@/lib/content/schemas";
import { jobStoryFormat, jobStoryOrigin } from "@/content/frameworks/jobs-to-be-done.figures";

/*
 * Write-ups for the Product Thinking topics. The companies in the examples
 * are invented; the methods and the people they credit are real.
 */

export const customerObsession: TopicLesson = {
  whatItIs: [
    "Customer obsession means starting from the customer and working backwards, rather than starting from your technology, your competitors or last quarter's roadmap. Amazon puts it first among its leadership principles. In practice it is a set of habits: talking to customers every week, reading support tickets, watching people use the product, and following the whole customer journey, from first hearing about you, through signing up, using, paying and getting help, to perhaps leaving.",
    "A customer journey map makes that journey visible: each step the customer takes, what they are trying to do at that step, how they feel, and where they get stuck or drop off. It is only as good as its evidence, so build it from interviews, support data and funnel analytics rather than from a workshop's guesses.",
  ],
  whyItMatters: [
    "Customers rarely volunteer their problems, and teams drift towards what is interesting to build or what the most senior voice wants. Staying close to customers protects against that drift and is where most good product ideas come from. The journey view matters because the worst pain often sits between teams, in a handoff such as billing, onboarding or claims, where nobody's screen looks broken but the customer's experience is.",
  ],
  howToStart: [
    "Put one customer conversation on your calendar every week, and invite an engineer or a designer to join.",
    "Read 20 recent support tickets or sales-call notes each week and tag the problems you see.",
    "Sketch the customer journey end to end, then check each step against data: where do people drop off, contact support or wait?",
    "Share one customer story at every team review, in the customer's own words.",
  ],
  example: {
    title: "The journey shows where the real problem is",
    paragraphs: [
      "A PM at a home-insurance start-up was asked to redesign the quote form, where conversion had slipped to 21%. Before starting, she mapped the full customer journey with the support and claims teams, using a month of tickets and cancellation data.",
      "The map showed the quote form was not the biggest problem. In the first month after buying, 38% of support calls came from customers who could not find their policy documents, and many of those customers cancelled within the 14-day cooling-off period. The team attached the documents to the confirmation email and added a single 'My policy' page. Cancellations in the first 14 days fell from 9% to 5%, worth more revenue than any plausible improvement to the quote form.",
    ],
  },
};

export const problemDiscovery: TopicLesson = {
  whatItIs: [
    "Problem discovery is the part of product discovery that decides which customer problems are worth solving before anyone designs a solution. Product discovery as a whole is the continuous work of learning about customers and testing ideas cheaply before committing engineering time. Marty Cagan frames it as checking four risks: value (will customers choose it?), usability (can they use it?), feasibility (can we build it?) and business viability (does it work for the business?). Teresa Torres's continuous discovery habits make the work weekly: interview customers, map the opportunities you hear on an opportunity solution tree, and run small tests of your riskiest assumptions.",
  ],
  whyItMatters: [
    "Most ideas do not deliver what their authors expect; Ronny Kohavi has reported that only about a third of the ideas tested at Microsoft improved the metric they targeted. Discovery is how you find that out in days, with conversations and prototypes, instead of months, with production code. It also keeps the team pointed at an outcome rather than a feature list, so success means the problem went away, not that something shipped.",
  ],
  howToStart: [
    "Agree on one outcome the team owns, such as the share of trial teams that create a second project.",
    "Interview at least one customer a week, asking for stories about recent behaviour, and write a one-page snapshot after each conversation.",
    "Group what you hear into opportunities (needs, pains and desires) and choose one to work on, using an opportunity solution tree.",
    "List the assumptions behind your best ideas for that opportunity and test the riskiest one first, as cheaply as you can.",
  ],
  example: {
    title: "Discovery before a six-week build",
    paragraphs: [
      "A project-management tool wanted to raise week-two retention of trial teams from 34%. The obvious idea was a library of 50 templates, about six weeks of work. In eight interviews the PM and designer heard the same story: a team lead set up a project, but the colleagues they invited never understood what to do first.",
      "The team tested cheaper ideas aimed at that opportunity: a simple 'start here' checklist for invited colleagues, built in three days and shown to 10% of new teams, and an invitation message that named the first task. The checklist raised the share of invitees completing a task from 41% to 55% in two weeks. The template library stayed on the opportunity solution tree as one option among several instead of a foregone conclusion.",
    ],
  },
};

export const jobsToBeDone: TopicLesson = {
  whatItIs: [
    `Jobs to be Done (JTBD) is a way of understanding demand: people 'hire' a product to make progress in a particular situation, and 'fire' it when something else does the job better. Clayton Christensen popularised the idea, most famously with the milkshake bought to make a long, boring morning commute bearable; Bob Moesta's switch interviews and Tony Ulwick's outcome-driven innovation turned it into practical methods. A common way to write a job down is ${jobStoryOrigin}. It names the situation, the motivation and the desired outcome, independent of any product: 'When I'm stuck at my desk over lunch, I want a decent meal fast, so I don't lose the afternoon.'`,
  ],
  whyItMatters: [
    "Demographics and feature lists describe customers but do not explain why they choose. The job does, and it reveals the real competition, which is often not the product that looks like yours: for the lunch job above it is the vending machine, yesterday's leftovers and skipping lunch altogether. Knowing the job helps you write messages that land, decide which features matter, and see when segments that look different share the same job.",
  ],
  howToStart: [
    "Interview 8 to 10 people who recently switched to (or away from) your product, while their memory of the decision is fresh.",
    "Rebuild the timeline of each switch: the first thought, what they looked at, what pushed them away from the old way and what almost stopped them.",
    `Write the job as a job story, '${jobStoryFormat}', and list everything people hired for it before you.`,
    "Check your roadmap against the job: which items help people make that progress, and which only copy a competitor's feature?",
  ],
  example: {
    title: "The job behind a budgeting app",
    paragraphs: [
      "A budgeting app assumed its users were 'young professionals who want to save more' and built savings goals for them. Switch interviews with 12 new subscribers told a different story: most had signed up in the week after an overdraft fee or a declined card.",
      "The job was 'When money is tight before payday, I want to know what I can safely spend today, so I don't get caught out again.' The competition was the bank's balance screen and a worried mental calculation, not other budgeting apps. The team put a single 'safe to spend until payday' number at the top of the home screen and sent an alert when it fell below $50. Thirty-day retention rose from 38% to 47%. Savings goals stayed, one screen lower.",
    ],
  },
};

export const valueCreation: TopicLesson = {
  whatItIs: [
    "A product creates value when it makes a customer's situation better enough that they choose it, in a way the business can sustain. Marty Cagan's four big risks turn that into a checklist: value risk (will customers buy it or choose to use it?), usability risk (can they work out how to use it?), feasibility risk (can engineering build it with the time, skills and technology available?) and business viability risk (does it work for sales, legal, finance and the brand?). Gibson Biddle's DHM model asks the strategic version: does the idea delight customers in hard-to-copy, margin-enhancing ways?",
  ],
  whyItMatters: [
    "Teams often check only one risk, usually feasibility ('can we build it by the end of the quarter?'), and discover the others after launch. A feature customers love but the business cannot price, or that legal cannot approve, creates no value. Checking all four early is cheap: a prototype test, a conversation with finance, a short technical spike. It also makes the trade-off explicit, because value for customers and value for the business have to meet.",
  ],
  howToStart: [
    "For your next idea, write one line per risk: what would have to be true, and how sure are you?",
    "Test the riskiest one first with the cheapest method: a prototype for usability, a fake door or concierge test for value, a spike for feasibility, a review with finance or legal for viability.",
    "Use the Kano Model to separate what customers expect as basic from what would delight them.",
    "Revisit the four risks whenever the scope changes.",
  ],
  example: {
    title: "Four risks for instant payouts",
    paragraphs: [
      "A marketplace for freelance designers considered instant payouts. Value: 62% of surveyed freelancers named the seven-day wait for money as their top complaint, and a fake 'get paid today' button, clicked by 1,900 freelancers in a week, confirmed real demand. Usability: a paper prototype showed people did not understand the fee, so the design showed the exact amount received before confirming.",
      "Feasibility: engineering needed a new payments partner, about six weeks of work. Viability: finance found that a 1.5% fee covered the partner's cost plus expected fraud losses only on payouts above $40, so the feature launched with a $40 minimum. Each risk changed the design before a line of production code was written.",
    ],
  },
};

export const mentalModels: TopicLesson = {
  whatItIs: [
    "Mental models are simple ideas about how the world works that you can carry from one decision to the next. A handful do most of the work for product managers: second-order thinking (and then what happens?), opportunity cost (what are we not doing by doing this?), inversion (what would guarantee failure?), reversible versus irreversible decisions (two-way and one-way doors), and thinking in bets, Annie Duke's point that a decision should be judged by the information and reasoning available at the time, not only by how it turned out.",
  ],
  whyItMatters: [
    "PMs make many decisions with incomplete information and little time. Without explicit models, teams default to the first option, the loudest argument or last year's habit. A shared vocabulary speeds discussion up ('is this a one-way door?') and makes reasoning visible, so colleagues can challenge the logic rather than the person. A pre-mortem, the technique the psychologist Gary Klein described in his 2007 Harvard Business Review article 'Performing a Project Premortem', is inversion applied to planning: imagine the launch failed, then list why.",
  ],
  howToStart: [
    "Pick one model a month and apply it deliberately to a real decision; write down what it changed.",
    "Before any big decision, ask three questions: is it reversible, what is the opportunity cost, and what happens after the first effect?",
    "Run a 30-minute pre-mortem before major launches: everyone writes reasons the launch failed, then you plan for the likeliest ones.",
    "Keep a decision journal with the options, what you expected and why, and review it three months later.",
  ],
  example: {
    title: "Second-order effects of a referral bonus",
    paragraphs: [
      "A ride-hailing team proposed doubling its referral bonus to $40 to hit a growth target. The first-order effect looked good: a model predicted 20% more sign-ups. Second-order thinking raised two questions: would bonus hunters sign up, take one ride and leave, and would existing riders wait for a code instead of paying full price? A pre-mortem added a third risk, fraud through duplicate accounts.",
      "Because the change was reversible, the team ran the bigger bonus in one city for four weeks. Sign-ups rose 23%, but 90-day retention of referred riders fell from 31% to 19% and fraud reports tripled. The team kept the original bonus and spent the budget on first-ride discounts in neighbourhoods with few riders instead.",
    ],
  },
};
