import type { MasteryArea } from "@/lib/content/schemas";

export const businessAndStrategy: MasteryArea = {
  id: "business-and-strategy",
  title: "Business & Strategy",
  icon: "chart",
  description:
    "Connect product work to how the business wins: measure what signals real value, know whether you have product-market fit, price for the value you create, and build advantages competitors cannot copy.",
  subsections: [
    {
      title: "Metrics and KPIs",
      icon: "chart",
      description:
        "Good metrics change what the team does tomorrow; vanity metrics only make the dashboard look busy.",
      resources: [
        {
          title: "North Star Metric (on this site)",
          description:
            "Our explainer on choosing the single metric that captures the value customers get, and the input metrics teams can actually move.",
          url: "/frameworks/north-star-metric",
          type: "article",
        },
        {
          title: "North Star in action: Amplitude's own metric and inputs",
          description:
            "How Amplitude chose Weekly Learning Users over active users, and the three inputs that drive it. A concrete worked example to copy when you define your own.",
          url: "https://amplitude.com/north-star/amplitudes-north-star-metric-and-inputs",
          type: "article",
        },
        {
          title: "Evolving the product North Star metric (Amplitude)",
          description:
            "Why a North Star is not forever: signs your metric has stopped reflecting customer value and how to change it without losing the team's focus.",
          url: "https://amplitude.com/blog/evolving-the-product-north-star-metric",
          type: "article",
        },
        {
          title: "Lean Analytics by Alistair Croll and Benjamin Yoskovitz",
          description:
            "The practical companion to The Lean Startup: which metrics matter at each stage and business model, how to spot vanity metrics, and the 'One Metric That Matters' discipline.",
          url: "https://www.oreilly.com/library/view/lean-analytics/9781449335687/",
          type: "book",
        },
      ],
    },
    {
      title: "Product-Market Fit",
      icon: "target",
      description:
        "Before product-market fit almost nothing else matters; after it, your job changes. Knowing which side you are on shapes every priority.",
      resources: [
        {
          title: "How Superhuman built an engine to find product-market fit (First Round Review)",
          description:
            "Rahul Vohra turns the 'very disappointed' survey into a repeatable process: segment, learn what fans love, split the roadmap between strengths and blockers, and measure again.",
          url: "https://review.firstround.com/how-superhuman-built-an-engine-to-find-product-market-fit/",
          type: "article",
        },
        {
          title: "How Superhuman's CEO reverse-engineered product-market fit (Reforge brief)",
          description:
            "Reforge's summary of the Superhuman method with the key takeaways pulled out, including why you should ignore feedback from users who would not miss you.",
          url: "https://www.reforge.com/blog/brief-how-superhuman-s-ceo-reverse-engineered-product-market-fit",
          type: "article",
        },
        {
          title: "Marc Andreessen's 'The only thing that matters', rescued",
          description:
            "The 2007 essay that popularised product-market fit, preserved with commentary: a great market pulls the product out of a startup, and you can feel when fit is missing.",
          url: "https://www.skmurphy.com/blog/2009/11/02/marc-andreessens-entrepreneurial-insights-rescued-from-bit-rot-by-jed-christiansen/",
          type: "article",
        },
        {
          title: "Measuring product-market fit with Rahul Vohra (Founder's Journal)",
          description:
            "A podcast walkthrough of the PMF engine in Vohra's own words, including how to keep surveying and rebuild the roadmap each quarter.",
          url: "https://foundersjournalpod.morningbrew.com/measuring-product-market-fit",
          type: "podcast",
        },
      ],
    },
    {
      title: "Monetization",
      icon: "trending",
      description:
        "Price is a product decision: knowing what customers will pay, and for what, should shape what you build, not follow it.",
      resources: [
        {
          title: "Monetizing Innovation by Madhavan Ramanujam and Georg Tacke (book notes)",
          description:
            "Detailed notes on the book's core rule: have the willingness-to-pay conversation before you build, then design the product and packages around price.",
          url: "https://www.grahammann.net/book-notes/monetizing-innovation-georg-tacke-madhavan-ramanujam",
          type: "book",
        },
        {
          title: "Monetization strategy and why price trumps product (Full Ratchet)",
          description:
            "Madhavan Ramanujam explains the four ways innovations fail to monetise and how to run willingness-to-pay research without a pricing team.",
          url: "https://fullratchet.net/147-monetization-strategy-why-price-trumps-product-madhavan-ramanujam/",
          type: "podcast",
        },
        {
          title: "Usage-based pricing: what SaaS businesses need to know (Impact Pricing)",
          description:
            "Kyle Poyar on picking a value metric that grows with customer success, and how to fence packages so customers can start small and expand.",
          url: "https://impactpricing.com/podcast/ep145-usage-based-pricing-what-most-saas-businesses-need-to-know-with-kyle-poyar/",
          type: "podcast",
        },
        {
          title: "Stories of scaling with usage-based pricing (OpenView)",
          description:
            "Case studies from Datadog, Algolia, Snowflake and others on moving to usage-based pricing, covering finance, sales and customer success implications.",
          url: "https://offers.openviewpartners.com/usage-based-pricing-ebook",
          type: "book",
        },
      ],
    },
    {
      title: "Competitive Strategy",
      icon: "shield",
      description:
        "Product-market fit wins customers; strategy keeps them. Know what makes your advantage durable and what a competitor would need to copy it.",
      resources: [
        {
          title: "A primer on business strategy from Hamilton Helmer's 7 Powers (Sachin Rekhi)",
          description:
            "A PM-friendly summary of the seven sources of durable advantage and the 'benefit plus barrier' test. Use it to check whether your roadmap builds a moat or only features.",
          url: "https://www.sachinrekhi.com/7-powers-hamilton-helmer",
          type: "article",
        },
        {
          title: "7 Powers: The Foundations of Business Strategy by Hamilton Helmer",
          description:
            "The full framework with Netflix, Intel and other cases showing why great execution is not enough without a structural advantage.",
          url: "https://www.everand.com/book/506892408/7-Powers-The-Foundations-of-Business-Strategy",
          type: "book",
        },
        {
          title: "Good Strategy/Bad Strategy by Richard Rumelt, summarised",
          description:
            "Rumelt's kernel of diagnosis, guiding policy and coherent action, and the hallmarks of bad strategy such as fluff and goals dressed up as plans.",
          url: "https://itsadeliverything.com/good-strategy-bad-strategy-the-difference-and-why-it-matters-by-richard-rumelt",
          type: "article",
        },
        {
          title: "Lessons from Ben Thompson and Aggregation Theory",
          description:
            "A curated guide to Stratechery's key ideas: why value shifted from controlling supply to controlling demand, and why user experience decides who aggregates a market.",
          url: "https://www.antoinebuteau.com/lessons-from-ben-thompson",
          type: "article",
        },
      ],
    },
  ],
};
