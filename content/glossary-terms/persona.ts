import type { GlossaryTermPage } from "@/lib/content/schemas";

/* The company and the personas in the example are invented. */
export const personaTerm: GlossaryTermPage = {
  slug: "persona",
  summary: "What a research-based persona contains, how to build one from interviews and data, an example of replacing an invented one, and pitfalls.",
  whyItMatters: [
    "A team that talks about 'the user' usually means a blurry mix of its own habits and its biggest customer's requests. A good persona replaces that with a specific, evidence-based picture of who the team is designing for, so a designer, an engineer and a PM making separate decisions make them for the same person.",
    "It is just as useful for deciding who the product is not for. A persona that names the segment you serve first makes it easier to turn down requests from the segments you do not serve yet, and to explain why.",
  ],
  howItWorks: [
    { kind: "p", text: "A persona is a short profile, often one page, that stands for a group of real users who share goals and behaviour. It usually covers:" },
    {
      kind: "ul",
      items: [
        "a name and a one-line role, there to make it memorable, not decorative;",
        "the goals they are trying to reach, and the situation they are in when they use the product;",
        "the tools and workarounds they use today;",
        "their main frustrations, ideally in their own words;",
        "the behaviours that set them apart from other personas, such as how often they use the product or who else takes part in their decisions.",
      ],
    },
    {
      kind: "p",
      text: "Build it from evidence: interviews with five to eight people per segment, support and sales data, and product analytics. Group people by what they do and need, not by age or job title. Most products need two to four personas, with one primary persona whose needs win when they conflict. Revisit them when research shows the user base has changed.",
    },
  ],
  example: {
    title: "Replacing 'Marketing Maria' with two real personas",
    blocks: [
      {
        kind: "p",
        text: "An email-marketing tool was designed for 'Marketing Maria', a marketing manager at a mid-sized company. Nobody knew where Maria came from. Usage data showed that 61% of active accounts had a single user, most of whom sent one newsletter a month, so the PM interviewed 14 customers.",
      },
      {
        kind: "p",
        text: "Two groups emerged. 'The solo owner', running a bakery or a yoga studio, wrote the newsletter herself in one sitting and wanted it to look good without design skills. 'The agency coordinator' ran campaigns for eight to twenty clients and needed to switch between them quickly. Maria matched neither. The team made the solo owner the primary persona for two quarters and replaced a planned advanced-segmentation feature with ready-made templates. Within a quarter 70% of new accounts used a template, and the share of new accounts sending a newsletter in their first month rose from 52% to 64%.",
      },
    ],
  },
  pitfalls: [
    "Inventing personas in a workshop. They feel useful but only repeat the team's assumptions.",
    "Demographic detail instead of behaviour: an age, hobbies and a stock photo rarely change a design decision.",
    "Too many personas, so nobody knows whose needs win.",
    "Building them once and never revisiting them as the product and its users change.",
    "Using personas instead of talking to real users, rather than as a summary of what those conversations showed.",
  ],
  relatedTerms: ["customer-journey", "jobs-to-be-done", "product-discovery", "stakeholder", "user-story"],
  alsoTaughtAt: [],
};
