import type { BookReview } from "@/lib/content/library";

/** Our review of Product Leadership (O'Reilly, 2017). */
export const productLeadershipReview: BookReview = {
  slug: "product-leadership",
  title: "Product Leadership",
  subtitle: "How Top Product Managers Launch Awesome Products and Build Successful Teams",
  authors: ["Richard Banfield", "Martin Eriksson", "Nate Walkingshaw"],
  year: 2017,
  publisher: "O'Reilly Media",
  cover: "/books/product-leadership-cover.svg",
  coverAlt: "Stylised cover of Product Leadership: a compass over layered paths on a deep indigo background",
  whyRead: "For the step from managing a product to leading the people who build products, at any company stage.",
  buy: { url: "https://www.oreilly.com/library/view/product-leadership/9781491960592/", label: "View the book at O'Reilly" },
  summary:
    "Built on interviews with around a hundred product leaders, it shows how leading product changes from startup to scale-up to enterprise, and what good leaders do at each stage.",
  sections: [
    {
      id: "what-it-argues",
      title: "What the book argues",
      blocks: [
        {
          kind: "p",
          text: "Product Leadership starts from a simple observation: companies have become good at training product managers, but the step from managing a product to leading the people who build products is left to chance. Richard Banfield, Martin Eriksson (co-founder of Mind the Product) and Nate Walkingshaw interviewed around a hundred product leaders and distilled what the good ones have in common. Their answer is that product leadership is less a set of processes than a set of responsibilities: setting a clear vision, hiring and growing the team, protecting the team's focus, and keeping everybody close to the customer.",
        },
        {
          kind: "p",
          text: "The book's second argument is that there is no single right leader. What a company needs from its head of product depends on its stage. A startup needs someone who can find product-market fit while doing half the work personally; a company in rapid growth needs someone who can add structure, hire well and keep teams aligned without slowing them down; an enterprise needs someone who can keep innovation alive inside a large portfolio and a lot of politics. Hiring the wrong profile for the stage, the authors suggest, explains many failed product leaders.",
        },
      ],
    },
    {
      id: "key-ideas",
      title: "Key ideas worth taking away",
      blocks: [
        {
          kind: "ul",
          items: [
            "Vision before roadmap. A leader's first job is a compelling, customer-centred picture of the future that lets teams make good decisions without asking permission. The roadmap expresses that vision; it does not replace it.",
            "Roadmaps of problems, not features. Several interviewees argue for organising roadmaps around themes or customer problems, which keeps teams focused on outcomes and leaves room to discover the best solution.",
            "Product is people. The leader's leverage comes through the team: hiring for curiosity and empathy, coaching rather than dictating, and building trust with engineering, design, sales and the executive team.",
            "The role is the overlap of business, technology and user experience, and a leader has to speak all three languages well enough to broker trade-offs between them.",
            "Match the leader to the stage. The book's middle part walks through startups, emerging companies and enterprises, with the problems each stage brings and the traits that help.",
            "Leadership extends outside the building: working with customers, agencies, partners and other external stakeholders is treated as part of the job, not a distraction from it.",
          ],
        },
      ],
    },
    {
      id: "how-it-reads",
      title: "How it reads",
      blocks: [
        {
          kind: "p",
          text: "The book is a mosaic of short sections and quotations from practitioners, which makes it easy to dip into and hard to read in one sitting. Its strength is breadth: you hear from many leaders with different backgrounds, and the stage-by-stage structure helps you find the part that matches your situation. Its weakness is depth. You will find few step-by-step methods, and some readers find the repeated signposting and summaries slow. Treat it as a guide to the territory and a prompt for reflection rather than a playbook.",
        },
      ],
    },
    {
      id: "who-should-read-it",
      title: "Who should read it, and who can skip it",
      blocks: [
        {
          kind: "p",
          text: "Read it if you are a senior product manager wondering what the next step asks of you, a newly appointed head of product or group PM, or a founder deciding when and whom to hire as your first product leader. It is also useful for engineering and design leaders who want to understand what good product leadership should look like from the other side of the table.",
        },
        {
          kind: "p",
          text: "You can skip it, for now, if you are in your first year as a PM and need concrete techniques for discovery, prioritisation or delivery. Start with the frameworks on this site and a practical book such as Continuous Discovery Habits, then come back to Product Leadership when people, rather than products, become your main job.",
        },
        {
          kind: "callout",
          title: "Our verdict",
          text: "A thoughtful, wide-angle map of what changes when you move from managing a product to leading a product organisation. Best read slowly, one stage at a time, with a notebook for the questions it raises about your own team.",
        },
      ],
    },
  ],
  related: [
    {
      href: "/product-mastery/vision-and-leadership",
      label: "Vision & Leadership",
      description: "Roadmapping, stakeholder management, leading teams and narrative building: the skills this book is about.",
    },
    {
      href: "/frameworks/north-star-metric",
      label: "North Star Metric",
      description: "A practical way to turn a product vision into one shared measure of customer value.",
    },
    {
      href: "/product-mastery/career-and-mindset",
      label: "Career & Mindset",
      description: "Influencing without authority, mentorship and PM archetypes for the step up into leadership.",
    },
    {
      href: "/books/continuous-discovery-habits",
      label: "Review: Continuous Discovery Habits",
      description: "The hands-on companion: how a team stays close to customers every week.",
    },
  ],
};
