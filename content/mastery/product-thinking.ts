import type { MasteryArea } from "@/lib/content/schemas";
import { lesson } from "./lessons";

export const productThinking: MasteryArea = {
  id: "product-thinking",
  title: "Product Thinking",
  icon: "lightbulb",
  description:
    "Start from the customer's problem, not your solution: obsess over real behaviour, discover what matters, understand the job people hire your product for, and reason clearly about value.",
  subsections: [
    {
      id: "customer-obsession",
      title: "Customer Obsession",
      icon: "heart",
      lesson: lesson("product-thinking", "customer-obsession", "Customer Obsession"),
      description:
        "Customers are never fully satisfied, and that restlessness is where most good product ideas come from; teams that stay close to it invent on the customer's behalf.",
      resources: [
        {
          // Confirmed: quoted verbatim in 10+ stored sources (find_string).
          title: "Amazon's Leadership Principles (official)",
          description:
            "The official list, starting with Customer Obsession: leaders start with the customer and work backwards. Worth reading in full to see how one company turned customer focus into hiring, review and decision rules.",
          url: "https://www.amazon.jobs/content/en/our-workplace/leadership-principles",
          type: "article",
        },
        {
          // Confirmed: quoted verbatim in 10+ stored sources (find_string).
          title: "Jeff Bezos's 2016 letter to shareholders: staying Day 1",
          description:
            "Bezos's own explanation of how a company stays Day 1: true customer obsession, resisting proxies, embracing external trends and making high-velocity decisions. Short, quotable and still the best argument against process for its own sake.",
          url: "https://www.aboutamazon.com/news/company-news/2016-letter-to-shareholders",
          type: "article",
        },
        {
          // Confirmed: quoted verbatim in 3 stored sources (find_string).
          title: "Jeff Bezos's 1997 letter to shareholders",
          description:
            "The first letter, which set out the long-term, customer-first operating principles Amazon reprinted every year after. Read it to see how a clear philosophy shapes thousands of later product decisions.",
          url: "https://www.aboutamazon.com/news/company-news/1997-letter-to-shareholders",
          type: "article",
        },
        {
          // Confirmed: search (pages) returned this exact URL (Episode 22, November 15, 2021).
          title: "Continuous discovery for customer-centric products (Teresa Torres on UserTesting)",
          description:
            "Torres explains why customer-centric intentions fail inside delivery-driven cultures and how weekly customer touchpoints close that gap. Short, practical and aimed squarely at product teams.",
          url: "https://usertesting.com/resources/podcast/continuous-discovery-customer-centric-product-development",
          type: "podcast",
        },
      ],
    },
    {
      id: "problem-discovery",
      title: "Problem Discovery",
      icon: "search",
      lesson: lesson("product-thinking", "problem-discovery", "Problem Discovery"),
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
          // Confirmed: quoted verbatim in 5 stored sources (find_string).
          title: "Opportunity Solution Tree: a visual tool for product discovery (Amplitude)",
          description:
            "Shows how to connect each layer of the tree to analytics and experiments so discovery decisions are backed by data, not just interview notes.",
          url: "https://amplitude.com/blog/opportunity-solution-tree",
          type: "article",
        },
        {
          // Confirmed: quoted verbatim in 10+ stored sources (find_string).
          title: "Opportunity solution trees (Product Talk)",
          description:
            "Teresa Torres's own guide to the tree: start from a desired outcome, map the customer opportunities beneath it, then compare solutions and the assumption tests for each. The primary source for the framework.",
          url: "https://www.producttalk.org/opportunity-solution-trees/",
          type: "article",
        },
        {
          title: "Continuous Discovery Habits (our book review)",
          description:
            "Our review of Teresa Torres's book: weekly customer touchpoints by the team that builds the product, interview snapshots, the opportunity solution tree and assumption testing, and who should read it.",
          url: "/books/continuous-discovery-habits",
          type: "book",
        },
      ],
    },
    {
      id: "jobs-to-be-done",
      title: "Jobs to Be Done",
      icon: "target",
      lesson: lesson("product-thinking", "jobs-to-be-done", "Jobs to Be Done"),
      description:
        "People do not buy products, they hire them to make progress in a specific situation; knowing the job tells you who you really compete with.",
      resources: [
        {
          // Confirmed: quoted verbatim in 8 stored sources (find_string).
          title: "Know Your Customers' 'Jobs to Be Done' (Harvard Business Review)",
          description:
            "Christensen and co-authors' foundational article: why correlations in customer data miss the point, and how understanding the job (functional, social, emotional) leads to products people actually switch to.",
          url: "https://www.hbs.edu/faculty/Pages/item.aspx?num=51553",
          type: "article",
        },
        {
          // Confirmed: quoted verbatim in 10+ stored sources (find_string).
          title: "Intercom on Jobs-to-be-Done",
          description:
            "Intercom's free book on applying JTBD inside a software company: switching interviews, job stories instead of personas, and designing features from a job. The most practical starting point for product teams.",
          url: "https://www.intercom.com/resources/books/intercom-jobs-to-be-done",
          type: "book",
        },
        {
          // Confirmed: search (pages) returned this exact URL (episode 29, 04 Mar 2019).
          title: "Architecting a company on Jobs to Be Done (HBS Disruptive Voice)",
          description:
            "Clay Christensen's podcast interviews Intercom co-founder Des Traynor on organising teams, research and roadmap around customer jobs. Shows how the theory scales past a single feature.",
          url: "https://www.hbs.edu/forum-for-growth-and-innovation/podcasts/disruptive-voice/Pages/podcast-details.aspx?episode=8871497",
          type: "podcast",
        },
        {
          // Confirmed: quoted verbatim in 8 stored sources (find_string).
          title: "The ultimate guide to JTBD with Bob Moesta (Lenny's Podcast)",
          description:
            "The co-creator of Jobs to Be Done on the four forces behind every switch (push, pull, anxiety and habit) and how to interview recent buyers about the day they decided to change. The most practical JTBD hour you can spend.",
          url: "https://www.lennysnewsletter.com/p/the-ultimate-guide-to-jtbd-bob-moesta",
          type: "podcast",
        },
        {
          // Confirmed: search (pages) returned this exact URL; also quoted verbatim in 1 stored source (find_string).
          title: "JTBD at Intercom: Des Traynor on Jobs-to-be-Done Radio",
          description:
            "Why the customer is not the unit of analysis, how to measure whether a product actually does the job, and what 'zombie revenue' tells you about churn risk.",
          url: "https://www.jobstobedone.org/radio/des-traynor-on-jtbd-radio/",
          type: "podcast",
        },
      ],
    },
    {
      id: "value-creation",
      title: "Value Creation",
      icon: "sparkles",
      lesson: lesson("product-thinking", "value-creation", "Value Creation"),
      description:
        "A product creates value only when customers choose it, can use it, it can be built, and it works for the business; check all four before you build.",
      resources: [
        {
          // Confirmed: quoted verbatim in 10+ stored sources (find_string).
          title: "The four big risks by Marty Cagan (SVPG)",
          description:
            "Cagan's original essay on value, usability, feasibility and business viability risk, and why strong teams tackle all four in discovery before committing engineers to build.",
          url: "https://www.svpg.com/four-big-risks/",
          type: "article",
        },
        {
          // Confirmed: quoted verbatim in 10+ stored sources (find_string).
          title: "Inspired by Marty Cagan (SVPG)",
          description:
            "The SVPG book page for the standard text on how strong product teams work: empowered teams, discovery that tests value and viability before delivery, and the product manager's real responsibilities.",
          url: "https://www.svpg.com/inspired-how-to-create-products-customers-love/",
          type: "book",
        },
        {
          // Confirmed: quoted verbatim in 10+ stored sources (find_string).
          title: "The DHM model by Gibson Biddle",
          description:
            "Netflix's former VP of Product on judging strategy by whether it will delight customers in hard-to-copy, margin-enhancing ways, with Netflix examples for each. A simple test for any roadmap bet.",
          url: "https://gibsonbiddle.medium.com/2-the-dhm-model-6ea5dfd80792",
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
      id: "mental-models",
      title: "Mental Models",
      icon: "brain",
      lesson: lesson("product-thinking", "mental-models", "Mental Models"),
      description:
        "A small toolkit of thinking models (second-order effects, leverage, betting under uncertainty) improves every decision a PM makes.",
      resources: [
        {
          // Confirmed: quoted verbatim in 10+ stored sources (find_string).
          title: "Mental Models: The Best Way to Make Intelligent Decisions (Farnam Street)",
          description:
            "The classic catalogue of core thinking models, from the map is not the territory to first principles and inversion. Skim it once, then return when a decision feels stuck.",
          url: "https://fs.blog/mental-models/",
          type: "article",
        },
        {
          // Confirmed: search (pages) returned this exact URL; also quoted verbatim in 1 stored source (find_string).
          title: "Second-level thinking: what smart people use to outperform (Farnam Street)",
          description:
            "Howard Marks's idea of asking 'and then what?' applied to decisions. PMs who trace second-order effects avoid launching features that win the metric and lose the customer.",
          url: "https://www.farnamstreetblog.com/2016/04/second-level-thinking/",
          type: "article",
        },
        {
          // Confirmed: quoted verbatim in 1 stored source (find_string) and linked as the full transcript from the Lenny's Newsletter episode page that search (pages) returned (June 7 2022).
          title: "Shreyas Doshi on pre-mortems, LNO and the three levels of product work (Lenny's Podcast)",
          description:
            "The former Stripe PM lead on sorting tasks into leverage, neutral and overhead, seeing work at the impact, execution and optics levels, and why most execution problems are really strategy problems.",
          url: "https://www.lennyspodcast.com/shreyas-doshi-on-pre-mortems-the-lno-framework-the-three-levels-of-product-work-why-most-execution-problems-are-strategy-problems-and-roi-vs-opportunity-cost-thinking/",
          type: "podcast",
        },
        {
          // Confirmed: quoted verbatim in 5 stored sources (find_string).
          title: "Annie Duke on making better decisions (Lenny's Podcast)",
          description:
            "The author of Thinking in Bets on separating decision quality from outcomes, pre-mortems with kill criteria, and collecting opinions independently before a meeting so the loudest voice does not win.",
          url: "https://www.lennysnewsletter.com/p/making-better-decisions-annie-duke",
          type: "podcast",
        },
      ],
    },
  ],
};
