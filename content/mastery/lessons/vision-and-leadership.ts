import type { TopicLesson } from "@/lib/content/schemas";

/*
 * Write-ups for the Vision & Leadership topics, shown above each topic's
 * curated links. The companies and people in the examples are invented; the
 * methods and the authors they credit are real.
 */

export const roadmapping: TopicLesson = {
  whatItIs: [
    "A product roadmap is a shared picture of the problems a team plans to tackle and roughly in what order, tied to the strategy that explains why. It is one link in a chain. The vision describes the future you are aiming for. The strategy makes the choices that get you there: which customers first, what advantage you build for them, and in what sequence. The roadmap turns those choices into an ordered set of problems to work on, and goals such as OKRs say how you will know each step worked. A feature list with dates is not a strategy, and a vision with no choices in it is not a plan.",
    "Most modern roadmaps are organised by time horizon rather than by date. In the Now-Next-Later format, which Janna Bastow created at ProdPad, Now holds work the team has committed to, Next holds problems that are understood but not started, and Later holds bigger, fuzzier bets where uncertainty is highest.",
  ],
  whyItMatters: [
    "A roadmap is above all a communication tool. Sales uses it to set customer expectations, engineering to plan architecture, and leadership to check that the team is working on the strategy. When it is a list of features with fixed dates, every slip looks like failure and every discovery finding that changes the plan feels like a broken promise. Stating items as problems and outcomes keeps room to find the best solution while still telling people what is coming and why.",
  ],
  howToStart: [
    "Write the strategy in three sentences before touching the roadmap: who you serve first, the advantage you are building for them, and what you will deliberately not do.",
    "List the customer and business problems that strategy implies, each with the outcome that would show it is solved, such as 'new teams invite a colleague in their first week'.",
    "Sort them into Now, Next and Later. Only Now carries commitments, and only once engineering has sized the work.",
    "Review the roadmap monthly with engineering, design and your main stakeholders, and say what moved and why.",
  ],
  example: {
    title: "An invoicing app chooses a focus",
    paragraphs: [
      "Ledgerly, an invoicing app with 9,000 small-business customers, had a roadmap of 40 requested features and no clear order. The PM first wrote the strategy: win independent tradespeople with one-minute invoicing from a phone, then expand into payroll once Ledgerly owns their daily workflow. That sentence names a segment, an advantage and a sequence, which a feature list never does.",
      "Against it, the roadmap shrank to three Now items (creating an invoice on a phone in under a minute, turning a photo of a job sheet into line items, and card payment from the invoice), two Next problems (chasing late payments, giving accountants access) and one Later bet (payroll). Each item carried an outcome, for example the median time to send a first invoice falling from six minutes to under two. The other 34 requests were parked with a written reason that sales could give customers instead of a vague 'maybe'.",
    ],
  },
};

export const stakeholderManagement: TopicLesson = {
  whatItIs: [
    "Stakeholders are the people who affect or are affected by a product decision without being on the product team: executives, sales, customer success, marketing, legal, finance, security and partner teams. Stakeholder management is the ongoing work of knowing what each of them needs, involving them before decisions are final, and keeping them informed so there are few surprises. It is not about making everyone happy; it is about making decisions that hold once they are made.",
  ],
  whyItMatters: [
    "Stakeholders hold knowledge the team lacks (a sales lead knows why deals are lost, legal knows which data you may not store) and power the team needs (budget, launch approval, access to customers). Leaving them out early costs far more later: a launch blocked by a compliance review in its final week, or weeks spent building what a request seemed to ask for rather than what it meant. An explicit decision method, such as DACI (a Driver, an Approver, Contributors and people kept Informed), which came from Intuit and which Atlassian popularised, also ends arguments about who decides.",
  ],
  howToStart: [
    "Map your stakeholders: for each one, note what they care about, what they can block and how they like to receive news.",
    "Meet the most important ones one-to-one before you need anything from them, and ask what a good quarter looks like for them.",
    "When a request arrives, ask about the problem behind it before you discuss a solution or a date.",
    "Bring decisions as options with costs and trade-offs, name who decides, and write the decision down where everyone can find it.",
  ],
  example: {
    title: "An urgent request before a renewal",
    paragraphs: [
      "Two weeks before a $400,000 annual renewal, the account executive for a logistics customer asked the PM of a reporting product for 'a custom dashboard by the end of the month'. Committing to the date without knowing the scope would set the team up to miss it, and a flat no would ignore real revenue at stake.",
      "The PM joined a call with the customer and learned that their finance team rebuilt the same monthly shipping-cost summary by hand. A scheduled CSV export of an existing report would solve that in about four engineering days; a dashboard would take five weeks. The PM took both options to the VP with the costs, the risks and the renewal value. The VP chose the export, the renewal closed on time, and the dashboard went into Next alongside two other customers who had asked for something similar.",
    ],
  },
};

export const leadingTeams: TopicLesson = {
  whatItIs: [
    "Leading a product team usually means leading people who do not report to you. In the empowered-team model Marty Cagan describes, a cross-functional team of product, design and engineering is given a problem to solve and an outcome to reach, not a list of features to build, and it decides how to solve it. Leadership in that model means providing context rather than control: the strategy, the customer insight and the business constraints, plus coaching that helps people use their own judgement.",
  ],
  whyItMatters: [
    "Engineers and designers who understand a problem often find better solutions than a PM would have specified, because they see what the technology and the interface make possible. Teams that only receive feature requests stop thinking about customers and build what was asked even when it will not work. Trust and candour make the difference: people need to feel safe raising a risk or disagreeing, and they need direct feedback. Kim Scott's Radical Candor describes this as caring personally while challenging directly.",
  ],
  howToStart: [
    "Share the why behind every piece of work: the customer problem, the evidence, and the outcome you are aiming for.",
    "Invite an engineer and a designer into customer interviews and discovery decisions, not just into sprint planning.",
    "Agree with the team how decisions are made and when you will step in, for example on anything that changes pricing.",
    "Give specific feedback soon after the moment: in private when it is critical, in public when it is praise.",
  ],
  example: {
    title: "From a ticket to a problem",
    paragraphs: [
      "A PM on a food-delivery app inherited a backlog item: 'send a push notification reminding customers to tip after delivery'. Instead of handing the ticket to engineering, she brought the team the problem behind it. Courier churn was 18% a month, and exit surveys said earnings were unpredictable.",
      "The team, including two engineers who had never seen courier research, spent a week on interviews and data. They found that tips were requested after delivery, when most customers had already closed the app and ignored notifications. Their proposal was different from the ticket: show the courier's estimated earnings for the trip at checkout and invite the tip before the order is placed. It shipped in three weeks, the share of orders with a tip rose from 22% to 37%, and courier churn fell to 14% over the next quarter. Because the team chose the solution, it also owned the result.",
    ],
  },
};

export const narrativeBuilding: TopicLesson = {
  whatItIs: [
    "A product narrative is the story that explains why a strategy makes sense: something has changed in the world, the change creates winners and losers, there is a better future worth reaching, and your product is how people get there. Andy Raskin's strategic narrative gives one common shape: name the shift, show the stakes, describe the 'promised land', explain the obstacles and how you overcome them, and present evidence. Amazon's working-backwards PR/FAQ is another: before building, you write the launch press release and the frequently asked questions a customer or executive would ask.",
  ],
  whyItMatters: [
    "People remember stories far better than bullet points, and a strategy nobody can retell does not guide decisions. A good narrative lets an engineer explain to a new hire why the team is building this rather than that, helps sales pitch consistently and helps executives decide to fund the work. Writing the story also tests the thinking behind it: if you cannot name the shift or the customer who wins, the strategy is probably not ready.",
  ],
  howToStart: [
    "Write one sentence naming the change in the world your product responds to, with evidence: a number, a regulation or a shift in behaviour.",
    "Describe the customer before and after: what they do today, what it costs them and what becomes possible.",
    "Draft a one-page press release dated on launch day, then the five hardest questions a sceptical executive would ask, with your answers.",
    "Tell the story out loud to three people outside the team and note where they get confused or lose interest.",
  ],
  example: {
    title: "Funding a tax-filing feature",
    paragraphs: [
      "A PM at a payroll company wanted two teams for an automated tax-filing feature. Her first deck listed twelve features and earned polite nods. She rewrote it as a narrative. The shift: new rules in her market were moving small businesses from quarterly to monthly tax filing. The stakes: owners filing by hand would spend about four extra hours a month and risk penalties, while those who automated would not. The promised land: payroll and taxes done in one step.",
      "The obstacle was that each region used its own forms, which she answered with a plan for one filing engine and region-specific templates. She closed with evidence: 140 customers had asked support about the new rules in six weeks, and the three largest competitors had no answer yet. Leadership funded both teams in the same meeting, and the sales team reused her story, almost word for word, in their pitch.",
    ],
  },
};
