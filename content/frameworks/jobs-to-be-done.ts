import type { FrameworkPage } from "@/lib/content/schemas";
import { formatNumber } from "@/lib/frameworks/worked-example";

/**
 * Jobs to Be Done explainer (static layout, drawn diagram of the forces of
 * progress). Original writing.
 */

/**
 * How the site writes a job down, worded once and used by the framework page,
 * the glossary term and the Product Thinking lesson. "When…, I want to…, so I
 * can…" is a job story (Intercom's format, popularised by Alan Klement);
 * Ulwick's job statement is a different form and keeps its own name.
 */
export const jobStoryFormat = "When [situation], I want to [motivation], so I can [expected outcome]";
export const jobStoryOrigin = "the job story, a format that came from Intercom and that Alan Klement popularised";
export const ulwickJobStatement =
  "Ulwick's outcome-driven innovation writes the job differently, as a job statement: a verb, an object and a contextual clarifier, such as 'plan healthy meals for a family', with each desired outcome written as a direction, a measure and an object, such as 'minimize the time it takes to plan a week of meals'";

/** Switch interviews behind the worked example. */
export const jtbdInterviews = 12;

/** What the interviews found, force by force, with how many of the 12 people raised it. */
export const jtbdForces: { force: "Push" | "Pull" | "Anxiety" | "Habit"; finding: string; heardIn: number }[] = [
  { force: "Push", finding: "Months of YouTube tutorials without ever finishing a piece", heardIn: 9 },
  { force: "Push", finding: "A family event coming up where they wanted to play", heardIn: 5 },
  { force: "Pull", finding: "Lessons built around songs they already love", heardIn: 8 },
  { force: "Pull", finding: "Practice that fits into 20 minutes after the children are in bed", heardIn: 7 },
  { force: "Anxiety", finding: "Will it work with the old keyboard in the spare room?", heardIn: 7 },
  { force: "Anxiety", finding: "Another subscription I will stop using", heardIn: 6 },
  { force: "Habit", finding: "Free videos are good enough for now", heardIn: 6 },
  { force: "Habit", finding: "I will practise properly when work calms down", heardIn: 4 },
];

/** Trial-to-paid conversion before and after the changes, in percent, over six weeks each. */
export const jtbdResult = { trials: 2300, before: 18, after: 24 } as const;

export const jobsToBeDone: FrameworkPage = {
  slug: "jobs-to-be-done",
  title: "Jobs to Be Done",
  summary:
    "A theory of why people buy: customers hire a product to make progress in a particular situation. Find the job, the forces behind a switch and your real competition.",
  layout: "static",
  diagram: "jobs-to-be-done-forces",
  sections: [
    {
      id: "what-it-is",
      title: "What Jobs to Be Done is",
      blocks: [
        {
          kind: "p",
          text: "Jobs to Be Done, often shortened to JTBD, is a theory of customer behaviour. Its claim is that people do not buy products because of who they are; they hire a product to make progress in a particular situation, and fire it when something does the job better. The unit of analysis is the job, not the customer and not the product. Clayton Christensen made the idea famous, most fully in the 2016 Harvard Business Review article Know Your Customers' Jobs to Be Done and the book Competing Against Luck, both written with Taddy Hall, Karen Dillon and David S. Duncan.",
        },
        {
          kind: "p",
          text: "A job has three dimensions. The functional one is the practical task, such as play a piece of music. The social one is how the person wants to be seen, and the emotional one is how they want to feel: like a musician again, not a beginner. The circumstances matter more than demographics: two customers with identical profiles hire different products on a Tuesday evening than on a Saturday morning.",
        },
        {
          kind: "p",
          text: "Two schools use the same name. Bob Moesta, who worked on the theory with Christensen, studies the moment people switch from one way of doing things to another, and the forces that cause or block the switch. Tony Ulwick's Outcome-Driven Innovation, developed from 1991, treats the job as a process the customer carries out, breaks it into steps, and measures dozens of desired outcomes for each, which is where opportunity scoring comes from. The first school explains why people buy; the second tells you precisely where a job is underserved. Most product teams borrow from both.",
        },
        {
          kind: "cards",
          items: [
            { title: "Push of the situation", text: "Something in the current situation that is no longer acceptable: a failure, a new responsibility, an event on the calendar." },
            { title: "Pull of the new solution", text: "The picture of a better life with the new product, often formed from one specific promise." },
            { title: "Anxiety of the new", text: "Doubts about the new way: will it work for me, will I waste my money, will I look foolish?" },
            { title: "Habit of the present", text: "The comfort of the current way, even when it is poor: it is known, it is free, and it needs no decision today." },
          ],
        },
        {
          kind: "callout",
          title: "The forces of progress",
          text: "A switch happens only when the push of the situation plus the pull of the new solution outweigh the anxiety of the new plus the habit of the present. Most teams only work on the pull; reducing anxiety and habit is often cheaper and more effective.",
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
            "Use it when you do not know why customers buy, or why trials stall: the job explains both the demand and the hesitation.",
            "Use it to find your real competition. People learning piano at 40 are not choosing between piano apps; they are choosing between the app, a local teacher, free videos and an evening on the sofa.",
            "Use it to write positioning, onboarding and pricing that speak to the situation people are in, rather than to a persona's age or job title.",
            "Use it before a scoring method: jobs and their desired outcomes are the inputs that opportunity scoring and the Kano Model then rank.",
            "Do not use it as a label for features (the job is to export a PDF). A job is the progress the person wants, and it outlives any solution.",
            "Do not rely on it alone for products people do not choose themselves, such as software their employer imposes; there the buyer's job and the user's job differ, and you need both.",
          ],
        },
      ],
    },
    {
      id: "how-to-apply",
      title: "How to uncover a job, step by step",
      blocks: [
        {
          kind: "ol",
          items: [
            "Recruit people who recently switched: they bought your product, or a competitor's, or cancelled, in the last few months. Complainers who never acted tell you little.",
            "Interview them about the purchase as a story, from the first thought that something had to change, through looking around and deciding, to the first use. Ask what happened, when, and who else was there, not what they like.",
            "Listen for the four forces and write each one down in the person's words: what pushed them, what pulled them, what made them nervous, what nearly kept them where they were.",
            "After 10 to 12 interviews, cluster the stories. Groups of people with the same push and the same progress in mind share a job, whatever their demographics.",
            `Write each job down without naming a solution. Most product teams use ${jobStoryOrigin}: "${jobStoryFormat}". ${ulwickJobStatement}.`,
            "Turn the job into decisions: what must onboarding prove, which anxieties must the product answer before purchase, and what is the real alternative you compete with?",
          ],
        },
      ],
    },
    {
      id: "worked-example",
      title: "Worked example: an online piano course for adults",
      blocks: [
        {
          kind: "p",
          text: `A subscription piano app for adults has plenty of free trials but too few become paying customers. Its persona, busy professionals aged 30 to 50, explains nothing. The team runs ${jtbdInterviews} switch interviews with people who subscribed in the last 90 days and sorts what it hears into the four forces.`,
        },
        {
          kind: "table",
          caption: `What ${jtbdInterviews} switch interviews found, force by force`,
          headers: ["Force", "What people said", "Heard in"],
          rows: jtbdForces.map((entry) => [entry.force, entry.finding, `${entry.heardIn} of ${jtbdInterviews}`]),
        },
        {
          kind: "p",
          text: "One job stands out: when I finally have 20 minutes to myself in the evening, I want to make visible progress on a piece I love, so I feel like a musician again and not a beginner. The competition is not the other piano apps. It is free YouTube tutorials, a local teacher the person cannot fit into their week, and the television. The interviews also suggest why so many trials stall: even the people who subscribed nearly did not, because of two anxieties the trial never answered.",
        },
        {
          kind: "p",
          text: `The team makes three changes, none of them a new lesson. The first screen of the trial checks the keyboard in under a minute, through a cable or the phone's microphone. The trial opens with a song the person picks, promising the first eight bars within a week. And the pricing page offers a pause button instead of hiding the cancel link. Over the next six weeks and ${formatNumber(jtbdResult.trials)} trials, conversion to paid rises from ${jtbdResult.before}% to ${jtbdResult.after}%.`,
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
            "Writing jobs that are features in disguise, such as I want to import my songs. Ask why until you reach the progress the person wants.",
            "Jobs so broad they guide nothing, such as be happy or save time. Add the situation: when, where, and what triggered it.",
            "Asking people what they want or would buy. Ask about the last time they switched, and listen for what they did.",
            "Ignoring anxiety and habit. Teams pile on features to strengthen the pull, when the sale is being lost to a single unanswered worry.",
            "Mixing the two schools mid-project, so half the team hunts for switching moments and the other half writes outcome statements. Agree which question you are answering.",
            "Stopping at the research report. A job that does not change onboarding, messaging or the roadmap was not worth the interviews.",
          ],
        },
      ],
    },
  ],
  related: [
    { href: "/frameworks/opportunity-scoring", label: "Opportunity Scoring" },
    { href: "/frameworks/value-proposition-canvas", label: "Value Proposition Canvas" },
    { href: "/frameworks/opportunity-solution-tree", label: "Opportunity Solution Tree" },
    { href: "/frameworks/kano-model", label: "Kano Model" },
    { href: "/product-mastery/product-thinking#jobs-to-be-done", label: "Product Mastery: Jobs to Be Done" },
  ],
  sources: [
    {
      // Confirmed: search (pages) returned this exact URL, Harvard Business School's record of the
      // article (authors and abstract).
      role: "primary",
      title: "Know Your Customers' \"Jobs to Be Done\"",
      author: "Clayton M. Christensen, Taddy Hall, Karen Dillon and David S. Duncan",
      year: 2016,
      publisher: "Harvard Business Review (record at Harvard Business School)",
      format: "article",
      url: "https://www.hbs.edu/faculty/Pages/item.aspx?num=51553",
      note: "The article-length statement of jobs theory: customers hire products to make progress in a circumstance, jobs have functional, social and emotional dimensions, and circumstances matter more than customer characteristics.",
    },
    {
      // No publisher page was returned by the search tool, so the book is cited as text; stored
      // summaries confirm the authors, the publisher (HarperBusiness) and the date (October 2016).
      role: "primary",
      title: "Competing Against Luck: The Story of Innovation and Customer Choice",
      author: "Clayton M. Christensen, Taddy Hall, Karen Dillon and David S. Duncan",
      year: 2016,
      publisher: "HarperBusiness",
      format: "book",
      note: "The book-length version of the theory, with the milkshake story, how to hunt for jobs in customers' lives, and how to organise a company around the jobs it serves.",
    },
    {
      // Confirmed: search (pages) returned this exact URL (talk page with transcript).
      role: "further",
      title: "Live Jobs to be Done Case Studies and Problem Shooting",
      author: "Bob Moesta",
      publisher: "Business of Software",
      format: "talk",
      url: "https://businessofsoftware.org/talks/live-jobs-to-be-done-case-studies",
      note: "Moesta, who developed the theory with Christensen, works through real teams' problems on stage: running switch interviews, reading the forces behind a purchase, and turning them into product and sales decisions.",
    },
    {
      // Confirmed: search (pages) returned this exact URL.
      role: "further",
      title: "How to Map a Customer Job",
      author: "Anthony W. Ulwick",
      publisher: "Marketing Journal",
      format: "article",
      url: "https://www.marketingjournal.org/how-to-map-a-customer-job-anthony-ulwick/",
      note: "The outcome-driven school in Ulwick's own words: breaking a job into the steps the customer is trying to get done, as the frame for finding where it is underserved.",
    },
  ],
};
