import type { MasteryArea } from "@/lib/content/schemas";

export const productThinking: MasteryArea = {
  id: "product-thinking",
  title: "Product Thinking",
  icon: "lightbulb",
  description:
    "Start from the customer's problem, not your solution: obsess over real behaviour, discover what matters, understand the job people hire your product for, and reason clearly about value.",
  subsections: [
    {
      title: "Customer Obsession",
      icon: "heart",
      description:
        "Customers are never fully satisfied, and that restlessness is where most good product ideas come from; teams that stay close to it invent on the customer's behalf.",
      resources: [
        {
          title: "Why Amazon's leadership principles start with Customer Obsession",
          description:
            "Amazon employees describe how 'start with the customer and work backwards' shows up in every meeting and decision. A concrete picture of what customer obsession looks like as daily practice rather than a slogan.",
          url: "https://www.aboutamazon.com.au/news/workplace/what-i-love-about-amazon-is-its-leadership-principles",
          type: "article",
        },
        {
          title: "Amazon's Day 1 principles, explained",
          description:
            "Unpacks the 2016 shareholder letter's warning about 'Day 2' and how drifting from customers toward internal process creeps in slowly. A good lens for spotting proxy metrics replacing real customer understanding.",
          url: "https://www.throughcustomerseyes.com/post/amazon-day-1-principles",
          type: "article",
        },
        {
          title: "24 years of Jeff Bezos shareholder letters, summarised",
          description:
            "A guided tour of the letters' recurring ideas (customer obsession, long-term thinking, working backwards, high-velocity decisions), with the reasoning behind each. Read it for the why behind Amazon's habits.",
          url: "https://insightdigest.net/jeff-bezos-shareholder-letters-customer-obsession-long-term",
          type: "article",
        },
        {
          title: "Continuous discovery for customer-centric products (Teresa Torres on UserTesting)",
          description:
            "Torres explains why customer-centric intentions fail inside delivery-driven cultures and how weekly customer touchpoints close that gap. Short, practical and aimed squarely at product teams.",
          url: "https://usertesting.com/resources/podcast/continuous-discovery-customer-centric-product-development",
          type: "podcast",
        },
      ],
    },
    {
      title: "Problem Discovery",
      icon: "search",
      description:
        "Most ideas do not work; discovery is how you find out cheaply which problems are worth solving before engineering time is spent.",
      resources: [
        {
          title: "Opportunity Solution Tree (on this site)",
          description:
            "Our explainer of Teresa Torres's tree: outcome at the root, customer opportunities as branches, solutions and experiments as leaves, with a worked example.",
          url: "/frameworks/opportunity-solution-tree",
          type: "article",
        },
        {
          title: "Opportunity Solution Tree: a visual tool for product discovery (Amplitude)",
          description:
            "Shows how to connect each layer of the tree to analytics and experiments so discovery decisions are backed by data, not just interview notes.",
          url: "https://amplitude.com/blog/opportunity-solution-tree",
          type: "article",
        },
        {
          title: "Continuous discovery with Teresa Torres (No Nonsense Agile podcast)",
          description:
            "How to balance acting with researching, and how discovery fits alongside agile delivery without becoming a separate phase. Good listening for teams whose sprints leave no room for learning.",
          url: "https://agiledata.io/podcast/no-nonsense-agile-podcast/teresa-torres-continuous-discovery/",
          type: "podcast",
        },
        {
          title: "Continuous product discovery: an interview with Teresa Torres (EnjoyHQ)",
          description:
            "Torres on the common misconceptions about discovery, why teams often do the research and then build what they were always going to build, and how to start small.",
          url: "https://blog.getenjoyhq.com/continuous-product-discovery-an-interview-with-teresa-torres-product-discovery-coach/",
          type: "article",
        },
      ],
    },
    {
      title: "Jobs to Be Done",
      icon: "target",
      description:
        "People do not buy products, they hire them to make progress in a specific situation; knowing the job tells you who you really compete with.",
      resources: [
        {
          title: "Know Your Customers' 'Jobs to Be Done' (Harvard Business Review)",
          description:
            "Christensen and co-authors' foundational article: why correlations in customer data miss the point, and how understanding the job (functional, social, emotional) leads to products people actually switch to.",
          url: "https://www.hbs.edu/faculty/Pages/item.aspx?num=51553",
          type: "article",
        },
        {
          title: "Intercom on Jobs-to-be-Done",
          description:
            "Intercom's free book on applying JTBD inside a software company: switching interviews, job stories instead of personas, and designing features from a job. The most practical starting point for product teams.",
          url: "https://www.intercom.com/resources/books/intercom-jobs-to-be-done",
          type: "book",
        },
        {
          title: "Architecting a company on Jobs to Be Done (HBS Disruptive Voice)",
          description:
            "Clay Christensen's podcast interviews Intercom co-founder Des Traynor on organising teams, research and roadmap around customer jobs. Shows how the theory scales past a single feature.",
          url: "https://www.hbs.edu/forum-for-growth-and-innovation/podcasts/disruptive-voice/Pages/podcast-details.aspx?episode=8871497",
          type: "podcast",
        },
        {
          title: "Jobs to Be Done with Bob Moesta (The SaaS Podcast)",
          description:
            "The co-creator of JTBD on interviewing recent buyers to uncover the struggling moment, and why ten good interviews beat a survey of hundreds. Full of interview technique you can use next week.",
          url: "https://saasclub.io/podcast/jobs-to-be-done-bob-moesta-423",
          type: "podcast",
        },
        {
          title: "JTBD at Intercom: Des Traynor on Jobs-to-be-Done Radio",
          description:
            "Why the customer is not the unit of analysis, how to measure whether a product actually does the job, and what 'zombie revenue' tells you about churn risk.",
          url: "https://www.jobstobedone.org/radio/des-traynor-on-jtbd-radio/",
          type: "podcast",
        },
      ],
    },
    {
      title: "Value Creation",
      icon: "sparkles",
      description:
        "A product creates value only when customers choose it, can use it, it can be built, and it works for the business; check all four before you build.",
      resources: [
        {
          title: "SVPG's four product risks: value, usability, feasibility, viability",
          description:
            "A clear walkthrough of Marty Cagan's four big risks with examples of the discovery evidence that retires each one. Use it to tag your roadmap items by the risk they still carry.",
          url: "https://roadmap.one/blog/posts/blog6-6-svpg-product-risks/",
          type: "article",
        },
        {
          title: "The four big risks, mapped (PM Mapped)",
          description:
            "Explains why teams over-test usability and under-test value, and what each shortcut costs. A crisp checklist for your next kickoff.",
          url: "https://pmmapped.com/four-big-risks",
          type: "article",
        },
        {
          title: "DHM framework: delight, hard to copy, margin-enhancing",
          description:
            "Gibson Biddle's Netflix-era test for whether an initiative is a strategy or just a feature, including how to name the moat behind 'hard to copy'.",
          url: "https://www.productinterview.com/frameworks/dhm/",
          type: "article",
        },
        {
          title: "Kano Model (on this site)",
          description:
            "Our explainer of basic needs, performance needs and delighters: a simple way to see which features customers expect, which they reward, and which merely add cost.",
          url: "/frameworks/kano-model",
          type: "article",
        },
      ],
    },
    {
      title: "Mental Models",
      icon: "brain",
      description:
        "A small toolkit of thinking models (second-order effects, leverage, betting under uncertainty) improves every decision a PM makes.",
      resources: [
        {
          title: "Mental Models: The Best Way to Make Intelligent Decisions (Farnam Street)",
          description:
            "The classic catalogue of core thinking models, from the map is not the territory to first principles and inversion. Skim it once, then return when a decision feels stuck.",
          url: "https://fs.blog/mental-models/",
          type: "article",
        },
        {
          title: "Second-level thinking: what smart people use to outperform (Farnam Street)",
          description:
            "Howard Marks's idea of asking 'and then what?' applied to decisions. PMs who trace second-order effects avoid launching features that win the metric and lose the customer.",
          url: "https://www.farnamstreetblog.com/2016/04/second-level-thinking/",
          type: "article",
        },
        {
          title: "The art of product management: Shreyas Doshi's five frameworks",
          description:
            "A summary of Doshi's Lenny's Podcast episode: pre-mortems, LNO tasks, the three levels of product work, and why most execution problems are strategy problems.",
          url: "https://insightdigest.net/shreyas-doshi-art-of-product-management",
          type: "article",
        },
        {
          title: "Annie Duke on decision making in poker and life (Masters in Business)",
          description:
            "The author of Thinking in Bets on separating decision quality from outcomes ('resulting'). Essential for PMs who must judge bets that are partly luck.",
          url: "https://metacast.app/podcast/masters-in-business/384qSAqU/annie-duke-discusses-decision-making-in-poker-and-life/gQGZWp2k",
          type: "podcast",
        },
      ],
    },
  ],
};
