import type { TopicLesson } from "@/lib/content/schemas";

/*
 * Write-ups for the Tech Fluency topics. The companies in the examples are
 * invented; the techniques, standards and sources they name are real.
 */

export const apisAndSystemsThinking: TopicLesson = {
  whatItIs: [
    "An API (application programming interface) is a contract that lets one piece of software ask another to do something or to hand over data. Most web APIs work over HTTP: a client sends a request, made of a method (GET to read, POST to create), a URL and often a JSON body, and the server returns a response with a status code (200 means success, 404 not found, 429 too many requests, 500 a server error). Systems thinking is the habit of seeing your product as many such services connected to each other and to outside providers, so a change in one place has effects somewhere else.",
    "A few integration patterns come up again and again. Polling means asking a provider over and over whether something has changed: simple, but slow, and wasteful against rate limits. A webhook reverses the direction: the provider calls your server the moment an event happens, such as a payment succeeding. A batch export, such as a nightly file, suits reporting but not anything a user is waiting for. And because networks fail, clients retry requests; an idempotency key, a unique value sent with a request, lets the server recognise a retry and return the first result instead of, say, charging a card twice. Payment APIs such as Stripe's support this pattern.",
  ],
  whyItMatters: [
    "Most features now depend on other systems: payments, email, identity, maps, AI models, a partner's data. A PM who understands how they connect can scope integrations realistically, write requirements engineers recognise ('show the payment as confirmed within ten seconds of the provider's event'), ask the right questions about failure ('what happens when the provider is down?') and notice when a small request touches five services. A PM does not write the integration, but should know which pattern a requirement calls for.",
  ],
  howToStart: [
    "Ask an engineer to sketch your product's main services and the outside APIs they call, and keep the sketch.",
    "Read one well-documented public API reference, such as Stripe's, and follow a single request from method to response.",
    "For every integration requirement, state how fresh the data must be and what should happen when the other side fails; those two answers pick the pattern.",
    "Learn what 2xx, 4xx and 5xx status codes mean, and ask to see your product's error rates by code.",
  ],
  example: {
    title: "Payment status within seconds",
    paragraphs: [
      "A fitness-class booking app showed 'payment pending' for up to an hour, because it polled its payment provider hourly to stay under the provider's rate limits. About 6% of customers booked twice, believing the first attempt had failed, and refund requests piled up.",
      "The PM wrote the requirement as an outcome: a booking must show as paid within ten seconds of the provider confirming the payment, and a retried request must never create a second charge. Engineering subscribed to the provider's payment webhooks, verified the signature on each event, and sent an idempotency key with every charge request. Duplicate bookings fell almost to zero, and 'did my payment go through?' chats fell by 70%.",
    ],
  },
};

export const howSoftwareIsBuilt: TopicLesson = {
  whatItIs: [
    "Software travels a pipeline on its way to customers. An engineer writes code on a branch, a colleague reviews it, automated tests run, and the change is merged into the main codebase; continuous integration means doing this many times a day in small pieces. The merged code is built and deployed to test environments and then to production, either after a manual approval (continuous delivery) or automatically (continuous deployment). Once it is live, monitoring tracks errors and speed against targets such as a service level objective (SLO), for example '99.9% of checkout requests succeed each month'.",
  ],
  whyItMatters: [
    "This pipeline explains most of what PMs hear about estimates and risk. Large batches of change are slow to review, hard to test and risky to release, which is why engineers push for small increments. The DORA research programme measures delivery performance with four well-known metrics: deployment frequency, lead time for changes, change failure rate and time to restore service. Its research has repeatedly found that speed and stability go together: teams that deploy often tend to have fewer failed changes, not more. A PM who knows this shapes work into small releasable slices and understands why 'just add it to this release' is rarely free.",
  ],
  howToStart: [
    "Ask your tech lead to walk you through the path of one recent change from ticket to production, including who approved what.",
    "Learn your team's numbers: how often you deploy, how long a change takes to reach production, and how often a release causes an incident.",
    "Find out what your SLOs are, or propose one for the most important user journey.",
    "When you write requirements, ask what the smallest releasable slice would be.",
  ],
  example: {
    title: "Why the monthly release kept slipping",
    paragraphs: [
      "A B2B analytics team released once a month, and each release slipped by about a week while QA retested everything by hand. The PM asked the tech lead to map the pipeline: 120 changes per release, a two-day manual regression test, and a rollback that took four hours.",
      "Together they proposed spending most of a quarter on the pipeline instead of features: more automated tests, a deploy for every merged change with unfinished work hidden behind feature flags, and one-click rollback. The PM made the case to leadership in DORA terms. Six months later the team deployed daily, lead time for a change had fallen from 24 days to 2, roughly one release in ten needed a fix instead of one in three, and customer-reported bugs had dropped, because each release was small enough to understand.",
    ],
  },
};

export const aiMlFundamentals: TopicLesson = {
  whatItIs: [
    "Machine learning (ML) systems learn patterns from examples instead of following rules a programmer wrote. A model is trained on data, evaluated on examples it has not seen, and then used to make predictions. Large language models (LLMs) are trained on huge amounts of text to predict the next token, which lets them write, summarise and answer questions; the transformer architecture is what made that work at scale. For product work, the key property is that ML output is probabilistic: the same system is right most of the time and wrong some of the time, and you must decide what good enough means.",
  ],
  whyItMatters: [
    "Traditional software either works or has a bug; an AI feature has an error rate, and the product must be designed around its errors. PMs need to define quality in measurable terms (precision and recall for a classifier, a human-rated score for generated text), build an evaluation set before launch, and design for failure with confidence thresholds, human review, easy correction and clear signals when the system is unsure. AI also changes the economics: every request costs money to run, so margins depend on usage in a way most software does not.",
  ],
  howToStart: [
    "Work through a free course such as Google's Machine Learning Crash Course to learn training, evaluation, overfitting and the precision-recall trade-off.",
    "Before building an AI feature, collect 100 to 200 real examples with the correct answer and use them as your evaluation set.",
    "Decide which error hurts users more, a false alarm or a miss, and set the decision threshold with that in mind.",
    "Design the fallback: what users see when the model is unsure, and how they correct it.",
  ],
  example: {
    title: "Categorising expenses automatically",
    paragraphs: [
      "An expense app wanted to categorise receipts automatically. The team built an evaluation set of 500 real receipts labelled by accountants. The first model put 91% in the right category, but a wrong category on a tax-deductible expense could cost users money.",
      "The PM set a rule: the app applies a category on its own only when the model's confidence is above 0.85. On the evaluation set that covered 70% of receipts at 98% accuracy; the remaining 30% appear as a suggestion the user confirms with one tap. Every correction is logged and added to the next training round. Complaints about wrong categories stayed flat while the time users spent categorising each month fell by about half.",
    ],
  },
};

export const engineeringCollaboration: TopicLesson = {
  whatItIs: [
    "Engineering collaboration is the working partnership between the PM and the engineers, above all the tech lead, in which product and technical decisions are made together rather than handed over. The PM brings the customer problem, the business context and the priorities; engineers bring what is possible, what it costs and what could break. A healthy partnership shows up as shared ownership of outcomes, engineers taking part in discovery, and honest conversations about technical debt: the future cost of shortcuts taken in code or architecture to ship faster today.",
    "Martin Fowler's technical debt quadrant helps those conversations: debt can be deliberate or inadvertent, and prudent or reckless. Shipping a simpler design to meet a launch, with a plan to revisit it, is prudent and deliberate; skipping tests because 'there is no time' is reckless.",
  ],
  whyItMatters: [
    "When a PM treats engineering as a delivery service, estimates turn into negotiations, engineers stop proposing better solutions and debt piles up until every change is slow. When the PM and tech lead speak with one voice, the team makes better trade-offs: a technically cheaper solution that meets most of the need, or a clean-up that makes the next three features faster. Debt works like a loan: often worth taking, but interest is paid on every later change until it is repaid.",
  ],
  howToStart: [
    "Hold a weekly 30-minute session with your tech lead to review priorities, risks and upcoming decisions together.",
    "Bring problems rather than solutions to refinement, and ask engineers for options at different costs.",
    "Ask the team to list its biggest technical debt items with the cost of each (slower changes, incidents, on-call load), and agree a standing share of capacity to pay it down, for example 15 to 20% of each sprint.",
    "Credit engineering contributions in public, especially ones that changed the product's direction.",
  ],
  example: {
    title: "Paying down debt that blocked a roadmap",
    paragraphs: [
      "A PM at a travel-booking site planned three new payment methods for the quarter. The tech lead explained that payments ran through a five-year-old module of about 12,000 lines with no automated tests; each earlier payment change had taken about six weeks and caused at least one incident.",
      "Together they proposed spending the first four weeks refactoring the module behind a common interface and adding tests, which on paper left time for only two payment methods. In practice, once the refactoring was done, each method took under two weeks, so all three shipped before the quarter ended, and a fourth was added the next quarter in eight days.",
    ],
  },
};
