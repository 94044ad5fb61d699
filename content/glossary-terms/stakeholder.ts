import type { GlossaryTermPage } from "@/lib/content/schemas";

/* The company in the example is invented; DACI is the decision framework that came from Intuit and that Atlassian's team playbook popularised. */
export const stakeholderTerm: GlossaryTermPage = {
  slug: "stakeholder",
  summary: "Who counts as a stakeholder, how to map and involve them, an example of a pricing change that landed without surprises, and common mistakes.",
  whyItMatters: [
    "Product decisions rarely fail because the idea was bad. They fail because someone with knowledge or power was left out: legal blocks a launch in its final week, sales has promised customers a different date, support is swamped by a change nobody told them about. Stakeholders hold information the team needs and approvals it cannot ship without.",
    "A PM has little formal authority over any of them. Influence comes from trust: being predictable, bringing people in before decisions are final and explaining trade-offs honestly. Stakeholder work is how that trust is built before it is needed.",
  ],
  howItWorks: [
    {
      kind: "p",
      text: "Stakeholders are the people, inside or outside the company, who affect or are affected by a product decision without being on the product team: executives, sales, customer success, marketing, finance, legal, security, partner teams, and sometimes large customers or regulators. A simple way to work with them:",
    },
    {
      kind: "ol",
      items: [
        "Map them on two scales, how much influence they have over the decision and how much it affects them, and note what each one cares about.",
        "Involve the high-influence, highly affected ones closely, with one-to-ones, early previews and a say in the options. Keep the others informed with a regular written update.",
        "Name who decides. A method such as DACI (a Driver, an Approver, Contributors and people kept Informed), which came from Intuit and which Atlassian popularised, ends arguments about whose call it is.",
        "Bring decisions as options with costs and trade-offs, and write down what was decided and why.",
      ],
    },
  ],
  example: {
    title: "Moving to usage-based pricing without surprises",
    blocks: [
      {
        kind: "p",
        text: "A PM at a data-analytics company was asked to move customers from per-seat to usage-based pricing. She mapped eleven stakeholders and found four critical ones: the CFO (revenue forecasts), the head of sales (commissions were paid on seats), the head of customer success ($3.2 million of renewals due in the next two quarters) and legal (contract terms).",
      },
      {
        kind: "p",
        text: "She met each of the four before drafting anything. The sales concern led to a new commission plan before launch; customer success's led to existing customers keeping seat pricing until their renewal; legal added a spending-cap clause. The CFO was the approver, and the decision, the options and the expected revenue impact went into a one-page document everyone could read. Launch day brought no escalations, and only 2 of 140 renewals in the next quarter disputed the change.",
      },
    ],
  },
  pitfalls: [
    "Involving stakeholders only at the end, for approval, when their input can no longer change anything.",
    "Treating a stakeholder's request as a requirement instead of asking about the problem behind it.",
    "Managing only upwards, while the support, sales or operations people who live with the decision are never asked.",
    "Sending detail to people who need one line, and one line to people who need to plan.",
    "Trying to make everyone happy. The goal is decisions that hold, not unanimous approval.",
  ],
  relatedTerms: ["roadmap", "okr", "persona", "backlog", "kpi"],
  alsoTaughtAt: [{ href: "/product-mastery/career-and-mindset#influencing-without-authority", label: "Influencing Without Authority: how each stakeholder decides" }],
};
