import type { MasteryArea } from "@/lib/content/schemas";

export const growthAndExperiments: MasteryArea = {
  id: "growth-and-experiments",
  title: "Growth & Experiments",
  icon: "trending",
  description:
    "Grow by understanding the system, not by collecting tactics: get users to value fast, keep them, run experiments you can trust, and build loops where each cohort brings the next.",
  subsections: [
    {
      title: "Activation and Retention",
      icon: "heart",
      description:
        "Retention is the clearest sign of product-market fit, and it is mostly decided in a user's first sessions; activation is where you win or lose it.",
      resources: [
        {
          title: "What is good retention? (Lenny's Newsletter)",
          description:
            "Benchmarks for good and great six-month user retention and net revenue retention by business type, gathered from twenty growth leaders. Compare your curve with the right category before you panic or celebrate.",
          url: "https://lennysnewsletter.com/p/what-is-good-retention-issue-29",
          type: "article",
        },
        {
          title: "How to determine your activation metric (Lenny's Newsletter)",
          description:
            "A three-step process for finding the 'aha' action that predicts retention, with examples from Slack, Figma, Airtable, Linear and others.",
          url: "https://www.lennysnewsletter.com/p/how-to-determine-your-activation?open=false",
          type: "article",
        },
        {
          title: "WTF is activation? (Retention.Blog)",
          description:
            "Plain-language examples of aha moments across consumer apps and how to guide new users to them without rushing. Handy for onboarding brainstorms.",
          url: "https://www.retention.blog/p/wtf-is-activation",
          type: "article",
        },
        {
          title: "Activation: how to find your aha moment, and get more users there faster",
          description:
            "Generate aha-moment hypotheses from interviews and sessions, validate them against retention carefully, then shorten the path. Includes the math for why activation is the highest-leverage stage.",
          url: "https://growth-pilot.co/blog/activation-aha-moment-optimization",
          type: "article",
        },
      ],
    },
    {
      title: "A/B Testing",
      icon: "check",
      description:
        "Experiments beat opinions, but only if they are run honestly; most early 'wins' are noise from peeking or underpowered tests.",
      resources: [
        {
          title: "Trustworthy Online Controlled Experiments by Kohavi, Tang and Xu",
          description:
            "The reference book on A/B testing from the people who ran experimentation at Microsoft, Google and LinkedIn: metrics, guardrails and the pitfalls that silently invalidate results.",
          url: "https://www.cambridge.org/core/books/trustworthy-online-controlled-experiments/D97B26382EB0EB2DC2019A7A7B518F59",
          type: "book",
        },
        {
          title: "Trustworthy Online Controlled Experiments: review and chapter notes",
          description:
            "A product analyst's chapter-by-chapter notes on the book, with its best real-world examples. A good way to decide which chapters your team needs first.",
          url: "https://www.product-analysts.com/post/trustworthy-online-controlled-experiments-a-practical-guide-to-a-b-testing-book-review-notes",
          type: "article",
        },
        {
          title: "The peeking problem, explained with numbers",
          description:
            "Shows how checking results every day turns a 5% false-positive rate into 40%, and how fixed horizons or sequential testing fix it. Send it to anyone who wants to stop a test early.",
          url: "https://abtesting.in/abtesting_m8",
          type: "article",
        },
        {
          title: "Analyzing experiment results honestly (Argil playbook)",
          description:
            "Practical rules: calculate sample size up front, run full weeks, check segments, set guardrail metrics and prefer practical over statistical significance.",
          url: "https://www.argil.io/playbooks/data/analyzing-experiment-results",
          type: "article",
        },
      ],
    },
    {
      title: "Growth Loops",
      icon: "rocket",
      description:
        "Funnels need constant new fuel; loops reinvest their output, so each cohort of users helps bring in the next.",
      resources: [
        {
          title: "Growth loops are the new funnels (Reforge)",
          description:
            "Brian Balfour and Kevin Kwok's essay on why funnel thinking creates silos and no compounding, and how to model growth as loops that connect product, channel and monetization.",
          url: "https://www.reforge.com/blog/growth-loops",
          type: "article",
        },
        {
          title: "Growth loops, with examples of each type",
          description:
            "A compact catalogue of viral, content, paid, sales and product-led loops with company examples such as Dropbox, Pinterest and Slack. Use it to name the loop you are actually running.",
          url: "https://www.frmwrks.ai/library/growth-loops",
          type: "article",
        },
        {
          title: "Brian Balfour on funnels versus loops (Scale or Die podcast)",
          description:
            "HubSpot's former VP of Growth and Reforge's founder talks through where loops beat funnels, the role of paid traffic and how to build loops into a product.",
          url: "https://blog.useproof.com/brian-balfour-hubspot-reforge/",
          type: "podcast",
        },
        {
          title: "Growth loops: what it means and the argument behind it",
          description:
            "A clear summary of why the fastest-growing products run on one or two strong loops rather than many weak tactics, and why loops are harder to copy.",
          url: "https://startupstrategy.wiki-wise.com/growth-loops.html",
          type: "article",
        },
      ],
    },
    {
      title: "Funnels and Virality",
      icon: "users",
      description:
        "Funnels show where users drop off; virality and network effects decide whether growth can pay for itself.",
      resources: [
        {
          title: "AARRR: Dave McClure's pirate metrics as a mental model",
          description:
            "The story and logic behind acquisition, activation, retention, revenue and referral, and why splitting one vanity number into five conversion rates shows where the system fails.",
          url: "https://fasterthannormal.co/mental-models/aarrr",
          type: "article",
        },
        {
          title: "Get the most out of funnel analysis (Amplitude docs)",
          description:
            "How to choose funnel events along a critical path and use path analysis to discover the routes users really take before converting.",
          url: "https://amplitude.com/docs/analytics/charts/funnel-analysis/funnel-analysis-get-the-most",
          type: "article",
        },
        {
          title: "Funnel analysis: what it is, how to use it and why it matters",
          description:
            "A practitioner guide to building and reading funnels, the most common mistakes, and turning drop-off insights into experiments.",
          url: "https://www.adasight.com/blog/funnel-analysis-what-it-is-how-to-use-it-and-why-it-matters",
          type: "article",
        },
        {
          title: "The Cold Start Problem by Andrew Chen (review)",
          description:
            "A founder's review of Chen's book on network effects: the acquisition, engagement and economic effects, and the tipping point where a network starts sustaining itself.",
          url: "https://calv.info/bookshelf/cold-start-problem",
          type: "book",
        },
      ],
    },
  ],
};
