import type { MasteryArea } from "@/lib/content/schemas";

export const techFluency: MasteryArea = {
  id: "tech-fluency",
  title: "Tech Fluency",
  icon: "code",
  description:
    "You do not need to write code, but you need to follow the conversation: how systems talk to each other, how software gets to production, what AI can and cannot do, and how to be a real partner to engineers.",
  subsections: [
    {
      title: "APIs & Systems Thinking",
      icon: "layers",
      description:
        "Products are systems of services talking through APIs; seeing the connections helps you scope integrations, spot dependencies and predict side effects.",
      resources: [
        {
          title: "An introduction to APIs for product managers (Sweetcode)",
          description:
            "Explains what an API is, how API management works and why it matters, without assuming a programming background. A solid first read before your next integration discussion.",
          url: "https://sweetcode.io/api-introduction-product-manager/",
          type: "article",
        },
        {
          title: "APIs: a breakdown for non-technical product managers",
          description:
            "Builds up from clients, servers and HTTP to requests, responses and status codes, so you can follow API design reviews and ask engineers sharper questions.",
          url: "https://medium.com/design-bootcamp/apis-a-breakdown-for-non-technical-product-managers-6c3d7051107d",
          type: "article",
        },
        {
          title: "The architectural anatomy of microservices, following Martin Fowler",
          description:
            "Walks through Fowler and Lewis's definition of microservices: small services built around business capabilities and deployed independently. Helps you understand why team structure and architecture shape each other.",
          url: "https://techmarmot.com/post/6696/the-architectural-anatomy-of-microservices-according-to-martin-fowler/",
          type: "article",
        },
        {
          title: "Thinking in Systems: A Primer by Donella Meadows",
          description:
            "The most readable introduction to stocks, flows, feedback loops and leverage points. It trains you to ask what a change will do to the whole system, not just the feature.",
          url: "https://books.google.ca/books/about/Thinking_in_Systems.html?id=CpbLAgAAQBAJ&redir_esc=y",
          type: "book",
        },
      ],
    },
    {
      title: "How Software is Built",
      icon: "code",
      description:
        "Knowing how code moves from a laptop to production explains estimates, release risk and why small batches ship faster and break less.",
      resources: [
        {
          title: "Continuous integration vs. delivery vs. deployment (Atlassian)",
          description:
            "A clear explanation of CI and the two meanings of CD, and what each demands from tests and release automation. Read it so 'we can ship any day' means the same thing to you and your team.",
          url: "https://www.atlassian.com/hu/continuous-delivery/principles/continuous-integration-vs-delivery-vs-deployment",
          type: "article",
        },
        {
          title: "DORA metrics: what they reveal about delivery performance",
          description:
            "A staff engineer explains deployment frequency, lead time, time to restore and change failure rate, and why teams that deploy more often are also more stable.",
          url: "https://cloudrps.com/blog/dora-metrics-devops-performance/",
          type: "article",
        },
        {
          title: "Software quality metrics: what PMs should ask",
          description:
            "A short guide to the delivery and quality numbers worth asking about, and which code-level metrics are easy to game. Good preparation for a conversation about quality with your engineering lead.",
          url: "https://chartersim.com/learn/metrics/06-software-quality",
          type: "article",
        },
        {
          title: "Becoming a more technical product manager",
          description:
            "A PM without a computer science degree describes the learning approaches that actually worked for her, and why technical knowledge helps empathy as much as decisions.",
          url: "https://alaniswright.com/blog/becoming-a-more-technical-product-manager/",
          type: "article",
        },
      ],
    },
    {
      title: "AI/ML Fundamentals",
      icon: "sparkles",
      description:
        "AI features are probabilistic; understanding how models are trained and where they fail lets you set honest expectations and design for errors.",
      resources: [
        {
          title: "Intro to Large Language Models (Andrej Karpathy)",
          description:
            "An hour-long general-audience talk on what an LLM is, how pretraining and fine-tuning work, tool use, and the new security risks. The best single hour you can spend on LLM basics.",
          url: "https://www.youtube.com/watch?v=zjkBMFhNj_g",
          type: "video",
        },
        {
          title: "People + AI Guidebook (Google PAIR)",
          description:
            "Google's guide for PMs and designers building AI features: defining success, data needs, mental models, explainability, feedback and graceful failure, each with a worksheet.",
          url: "https://pair.withgoogle.com/guidebook/?s=03",
          type: "article",
        },
        {
          title: "What builders talk about when they talk about AI (a16z)",
          description:
            "Sixteen lessons from founders and leaders building on foundation models, from the economics of AI to why UX still decides who wins. A useful map of the landscape for product strategy.",
          url: "https://a16z.com/what-builders-talk-about-when-they-talk-about-ai/",
          type: "article",
        },
        {
          title: "AI in 2020: the new business of AI (a16z)",
          description:
            "a16z's round-up of why AI businesses have different margins and a long tail of edge cases compared with traditional software. Still the clearest framing of AI product economics.",
          url: "https://a16z.com/2020/12/17/ai-in-2020/",
          type: "article",
        },
      ],
    },
    {
      title: "Engineering Collaboration",
      icon: "users",
      description:
        "The PM and tech lead should speak with one voice; that partnership decides whether the team builds the right thing quickly or the wrong thing slowly.",
      resources: [
        {
          title: "How engineering leads can work better with product managers (The Pragmatic Engineer)",
          description:
            "Gergely Orosz describes what a strong product-engineering relationship looks like: one voice, frequent communication and shared ownership. Read it from your engineering partner's side of the table.",
          url: "https://blog.pragmaticengineer.com/how-engineering-can-work-better-with-product-managers/",
          type: "article",
        },
        {
          title: "The three secrets to successful engineering and product relationships (LeadDev)",
          description:
            "An engineering manager on embracing the blurry line between EM and PM, and how good partners handle the feature-versus-tech-debt tension without it turning adversarial.",
          url: "https://leaddev.com/cross-functional-collaboration/three-secrets-building-successful-engineering-and-product",
          type: "article",
        },
        {
          title: "Working with product managers (a tech lead's view)",
          description:
            "Contrasts the spec-handoff PM with the partner PM who shares half-formed ideas early. A short, honest read on why involving engineers in the 'what' pays off.",
          url: "https://joshhornby.com/working-with-product-managers",
          type: "article",
        },
        {
          title: "The technical debt quadrant, explained",
          description:
            "Martin Fowler's deliberate-versus-inadvertent, reckless-versus-prudent grid, with how to talk about each kind of debt with stakeholders. Gives PMs a shared vocabulary for trade-offs.",
          url: "https://technicaldebtcost.com/technical-debt-quadrant",
          type: "article",
        },
      ],
    },
  ],
};
