import type { MasteryArea } from "@/lib/content/schemas";

export const designAndUx: MasteryArea = {
  id: "design-and-ux",
  title: "Design & UX",
  icon: "palette",
  description:
    "Partner with designers as a peer: choose the right research method, structure information the way users think, test ideas with cheap prototypes, and treat every word in the interface as design.",
  subsections: [
    {
      title: "User Research",
      icon: "users",
      description:
        "What people say and what they do often differ; picking the right method for the question is what turns research into decisions.",
      resources: [
        {
          title: "When to use which user-experience research methods (NN/g)",
          description:
            "Nielsen Norman Group maps twenty methods on three axes: attitudinal versus behavioural, qualitative versus quantitative, and context of use. Keep it open when you plan a study so the method fits the question.",
          url: "https://www.nngroup.com/articles/which-ux-research-methods/",
          type: "article",
        },
        {
          title: "Why you only need to test with 5 users (NN/g)",
          description:
            "Jakob Nielsen's argument that several small usability tests, with fixes in between, beat one big study. The reason you can start testing this week without a research budget.",
          url: "https://www.nngroup.com/articles/why-you-only-need-to-test-with-5-users/",
          type: "article",
        },
        {
          title: "Interviewing Users by Steve Portigal",
          description:
            "The standard guide to research interviews: building rapport, asking open questions, listening past the first answer and turning notes into insight. Worth owning if you talk to customers every week.",
          url: "https://www.designersandbooks.com/book/interviewing-users",
          type: "book",
        },
        {
          title: "Steve Portigal on The Informed Life",
          description:
            "The author of Interviewing Users talks about what he has learned from decades of field research and why he keeps writing about the craft. A relaxed way to absorb a researcher's mindset.",
          url: "https://theinformed.life/2023/12/03/episode-128-steve-portigal/",
          type: "podcast",
        },
      ],
    },
    {
      title: "Information Architecture",
      icon: "layers",
      description:
        "Many usability problems are structural: if navigation and labels do not match users' mental models, no visual polish will save the screen.",
      resources: [
        {
          title: "Information architecture research: card sorting and tree testing",
          description:
            "A compact guide to the two core IA methods, when each one fits, and how they catch structural problems before visual design starts. Use it to plan your next navigation change.",
          url: "https://busch-labs.at/en/resources/information-architecture-research",
          type: "article",
        },
        {
          title: "How to Make Sense of Any Mess by Abby Covert",
          description:
            "A short, illustrated book that teaches information architecture as a seven-step way to untangle any messy system of people and information, with worksheets you can run with your team.",
          url: "https://www.goodreads.com/book/show/23557020-how-to-make-sense-of-any-mess",
          type: "book",
        },
        {
          title: "Review: How to Make Sense of Any Mess (Optimal Workshop)",
          description:
            "A researcher at a card-sorting tool company reviews Covert's book and shows how its lessons apply to everyday product work, including onboarding into a new team.",
          url: "https://blog.optimalworkshop.com/ux-book-review-how-to-make-sense-of-any-mess/?highlight=make%20sense%20of%20any%20mess",
          type: "article",
        },
        {
          title: "Card sorting to top-level navigation (Paul Boag, Frontend Masters)",
          description:
            "A lesson from a UX research course: running an open card sort and turning the results into top-level navigation with clear, distinct labels.",
          url: "https://frontendmasters.com/courses/ux-testing/card-sorting-to-top-level-navigation/",
          type: "video",
        },
      ],
    },
    {
      title: "Prototyping",
      icon: "file",
      description:
        "A prototype is the cheapest way to learn whether an idea works; match its fidelity to the question you need answered.",
      resources: [
        {
          title: "The GV Design Sprint, as a playbook",
          description:
            "How the five-day sprint moves from one bounded question to a realistic prototype tested with real users, and what to do if you cannot give it a full week.",
          url: "https://discoverywaypoint.com/playbooks/gv-design-sprint",
          type: "article",
        },
        {
          title: "Why every consumer startup should do more low-fidelity prototyping (Andrew Chen)",
          description:
            "Rough prototypes get more honest feedback, make mistakes cheap and let you refine the flow before the pixels. A persuasive case for sketching before designing.",
          url: "https://andrewchen.com/why-every-consumer-internet-startup-should-do-more-low-fidelity-prototyping/amp",
          type: "article",
        },
        {
          title: "Low-fidelity vs. high-fidelity prototyping for user feedback",
          description:
            "A lead UX designer explains which kind of prototype fits which stage and question, and how to test each one with users. Practical guidance for choosing how much to build.",
          url: "https://humanoids.nl/en/articles/low-fidelity-vs-high-fidelity-prototyping-for-user-feedback",
          type: "article",
        },
        {
          title: "Prototyping: high and low fidelity (Cantina)",
          description:
            "Clarifies what counts as a prototype (and what is only a sketch or mockup), why interactivity matters, and when each level of fidelity earns its cost.",
          url: "https://cantina.co/prototyping-high-and-low-fidelity/",
          type: "article",
        },
      ],
    },
    {
      title: "UX Writing",
      icon: "message",
      description:
        "Words are the interface users read first; clear labels, errors and empty states often fix more than a redesign.",
      resources: [
        {
          title: "Mailchimp content style guide: voice and tone",
          description:
            "The public guide that made voice and tone a discipline: a constant voice, a tone that adapts to how the reader feels. Borrow its structure for your own product.",
          url: "https://styleguide.mailchimp.com/voice-and-tone/",
          type: "article",
        },
        {
          title: "Anatomy of a content style guide: Mailchimp (GatherContent)",
          description:
            "How Mailchimp actually uses and governs its style guide day to day. Useful if you want writing standards that teams follow rather than a PDF nobody opens.",
          url: "https://gathercontent.com/blog/anatomy-of-a-content-style-guide-mailchimp",
          type: "article",
        },
        {
          title: "Review: Strategic Writing for UX by Torrey Podmajersky (UXmatters)",
          description:
            "A review of the O'Reilly book on writing interface text that serves both user and business goals, with patterns for buttons, errors and onboarding.",
          url: "https://www.uxmatters.com/mt/archives/2020/02/book-review-strategic-writing-for-ux.php",
          type: "book",
        },
        {
          title: "Torrey Podmajersky on Content Strategy Insights",
          description:
            "The Xbox and Google UX writer describes how she made writing part of product development, from voice personas to working relationships with engineers and PMs.",
          url: "https://broadcasts.com/podcasts/content-strategy-insights/torrey-podmajersky-strategic-writing-for-ux-episod",
          type: "podcast",
        },
      ],
    },
  ],
};
