import type { MasteryArea } from "@/lib/content/schemas";

export const careerAndMindset: MasteryArea = {
  id: "career-and-mindset",
  title: "Career & Mindset",
  icon: "heart",
  description:
    "Look after the person doing the job: manage energy and self-doubt, lead without formal authority, grow with mentors and clear expectations, and find the kind of product work that suits you.",
  subsections: [
    {
      title: "Burnout and Impostor Syndrome",
      icon: "heart",
      description:
        "High visibility, little authority and constant ambiguity make PMs prone to burnout and self-doubt; naming them early is the first defence.",
      resources: [
        {
          title: "How to avoid burnout in your PM role (LogRocket)",
          description:
            "The physical, mental and emotional warning signs of burnout, why PMs are exposed, and concrete habits for delegating, setting boundaries and recovering.",
          url: "https://blog.logrocket.com/product-management/how-to-avoid-burnout/",
          type: "article",
        },
        {
          title: "Burnout and product management (Trying to Product podcast)",
          description:
            "Two PMs talk honestly about their own burnout, from delayed gratification and loneliness to a mismatch between company and personal values, and how they recovered.",
          url: "https://www.tryingtoproduct.com/burnout-and-product-management/",
          type: "podcast",
        },
        {
          title: "How PMs can make imposter syndrome their friend (Mind the Product)",
          description:
            "Reframes self-doubt as a signal that you are stretching, with practical advice for new roles and for giving feedback to specialists who know more than you.",
          url: "https://www.mindtheproduct.com/how-p-ms-can-make-imposter-syndrome-their-friend",
          type: "article",
        },
        {
          title: "How I overcame imposter syndrome as a product manager (ProductPlan)",
          description:
            "ProductPlan's co-founder explains why PMs are especially susceptible (no degree, no single definition of success) and what helped him keep deciding with imperfect information.",
          url: "https://www.productplan.com/blog/imposter-syndrome/",
          type: "article",
        },
        {
          title: "Overcoming imposter syndrome as a PM: an evidence-based guide",
          description:
            "Grounds the topic in research, from Clance and Imes's original work to prevalence studies, then offers practical ways to build confidence on the job.",
          url: "https://www.uladshauchenka.com/p/overcoming-imposter-syndrome-as-a",
          type: "article",
        },
      ],
    },
    {
      title: "Influencing Without Authority",
      icon: "message",
      description:
        "PMs rarely manage the people they depend on; influence comes from understanding what others value and earning their trust.",
      resources: [
        {
          title: "Influence Without Authority by Allan Cohen and David Bradford",
          description:
            "The classic exchange model: work out what each colleague values (their 'currencies') and offer it in return for what you need. Still the most practical book on the topic.",
          url: "https://everand.com/book/358935086/Influence-Without-Authority",
          type: "book",
        },
        {
          title: "Book review: Influence Without Authority, for product managers",
          description:
            "A PM distils the book into three lessons: currencies of exchange, clarity about your own goals, and choosing which allies to invest in.",
          url: "https://maa1.medium.com/book-review-influence-without-authority-b7a9a9dcca24",
          type: "article",
        },
        {
          title: "Understanding influence dynamics (Uxcel lesson)",
          description:
            "A short lesson applying the Cohen-Bradford model to product teams, with examples of what engineers, sales and marketing each tend to value.",
          url: "https://app.uxcel.com/courses/product-management-for-designers/communication-and-storytelling-275/understanding-influence-dynamics-6010",
          type: "article",
        },
        {
          title: "Stories create change where facts fail (Lenny Distilled)",
          description:
            "Quotes from Lenny's Podcast guests on why people remember stories rather than charts, and how a well-told insight can become part of how leaders talk.",
          url: "https://www.lennydistilled.com/leadership/influence-without-authority/stories-create-change-where-facts-fail",
          type: "article",
        },
      ],
    },
    {
      title: "Mentorship and Growth",
      icon: "users",
      description:
        "Nobody learns product management from a degree; mentors and a clear picture of the next level turn experience into growth.",
      resources: [
        {
          title: "The gift of product mentorship (Product HQ)",
          description:
            "Best practices on both sides: how to find mentors through colleagues, alumni and events, and how to give mentorship that actually helps.",
          url: "https://producthq.org/career/product-experts/product-mentorship/",
          type: "article",
        },
        {
          title: "Open-sourced product manager career ladder (Coda)",
          description:
            "A free, adaptable ladder of PM levels and skills with guidance on using it to start career conversations rather than as a promotion checklist.",
          url: "https://coda.io/@dlu/open-sourced-produdct-manager-career-ladder",
          type: "article",
        },
        {
          title: "Product management career ladders (Product Collective)",
          description:
            "A curated collection of perspectives and real company examples on how PM levels are defined and how people climb them.",
          url: "https://productcollective.com/product-management-career-ladders/",
          type: "article",
        },
        {
          title: "The Making of a Manager by Julie Zhuo (review)",
          description:
            "A review of Zhuo's guide for new managers: purpose, people and process, written from her experience becoming a manager at Facebook at 25.",
          url: "https://www.bookrise.io/blog/the-making-of-a-manager",
          type: "book",
        },
        {
          title: "Becoming a product management mentor (Product School)",
          description:
            "What mentoring involves, why it helps your own growth, and what to check about your motivations before taking on a mentee.",
          url: "https://productschool.com/blog/product-management-2/product-management-mentor/",
          type: "article",
        },
      ],
    },
    {
      title: "PM Archetypes",
      icon: "compass",
      description:
        "Product roles differ a lot; knowing which archetype suits you helps you pick the right job and grow the skills you lack.",
      resources: [
        {
          title: "3 types of product managers: builders, tuners, innovators (Sachin Rekhi)",
          description:
            "A widely cited split of PM work into roadmap builders, data-driven optimisers and zero-to-one innovators, with the strengths each role needs.",
          url: "https://www.sachinrekhi.com/3-types-of-product-managers-builders-tuners-innovators",
          type: "article",
        },
        {
          title: "Product manager archetypes (Mike Pilawski)",
          description:
            "Four archetypes (feature, growth, technical and data/ML PMs), where each usually comes from, and why career ladders should tell them apart.",
          url: "https://medium.com/@Mike_Pilawski/product-manager-archetypes-b750daa6f579",
          type: "article",
        },
        {
          title: "Identify your product manager archetype (Adam Fishman)",
          description:
            "Seven archetypes from a former growth leader at Patreon and Lyft, and how to work out which one fits you before your next job move.",
          url: "https://fishmanafnewsletter.com/p/identify-product-manager-archetypes-and-skills",
          type: "article",
        },
        {
          title: "Understanding different types of product managers (Business of Products)",
          description:
            "Why a startup with an unproven sales model needs a different PM than a steady-state product line, and how to hire or find the right fit.",
          url: "https://businessofproducts.com/?p=1552",
          type: "article",
        },
      ],
    },
  ],
};
