import type { FrameworkPage } from "@/lib/content/schemas";

/** Dual-Track Agile explainer (static layout). Original writing. */
export const dualTrackAgile: FrameworkPage = {
  slug: "dual-track-agile",
  title: "Dual-Track Agile",
  summary:
    "Run discovery and delivery side by side: one track learns what is worth building while the other ships validated work in sprints of 1-4 weeks, with one team owning both.",
  layout: "static",
  diagram: "dual-track-agile",
  sections: [
    {
      id: "what-it-is",
      title: "What Dual-Track Agile is",
      blocks: [
        {
          kind: "p",
          text: "Dual-Track Agile is a way of organising a product team so that deciding what to build and building it happen at the same time, continuously, instead of one after the other. The discovery track explores problems and tests ideas quickly and cheaply. The delivery track turns the ideas that survived into working, releasable software in sprints of 1-4 weeks. Both tracks belong to the same team: the product manager, the designer and the tech lead spend part of every week in discovery, and the whole team delivers.",
        },
        {
          kind: "p",
          text: "The idea has several parents. Desirée Sy described parallel design and development tracks in a 2007 paper on making user research work inside agile teams at Autodesk, where designers worked a cycle ahead of developers. Jeff Patton and Marty Cagan of the Silicon Valley Product Group later popularised the name dual-track, and stressed that it is not two teams handing work over a wall but one team with two kinds of work.",
        },
        {
          kind: "callout",
          title: "The short version",
          text: "Discovery answers: should we build this, and what exactly? Delivery answers: how do we build it well and get it to users? Doing both every week keeps the backlog full of things worth building.",
        },
      ],
    },
    {
      id: "principles",
      title: "Principles",
      blocks: [
        {
          kind: "ul",
          items: [
            "One team, two tracks. The people who will build the solution take part in finding it, so context is not lost in hand-offs.",
            "Discovery is continuous, not a phase. There is always a small stream of interviews, prototypes and tests running, not a research project before the real work starts.",
            "Validate before you build at scale. An idea enters the delivery backlog only when evidence says it is valuable, usable, feasible and viable for the business.",
            "Test the riskiest assumption with the cheapest experiment: a sketch, a clickable prototype or a fake door, not a fully engineered feature.",
            "Delivery feeds discovery. Usage data and customer feedback from what shipped become input for the next round of discovery.",
            "Outcomes over output. Both tracks are judged by whether a customer or business metric moves, not by the number of tickets closed.",
          ],
        },
      ],
    },
    {
      id: "benefits",
      title: "Benefits",
      blocks: [
        {
          kind: "cards",
          items: [
            { title: "Less waste", text: "Ideas that fail do so in a prototype that took a day, not in a feature that took a quarter. Ronny Kohavi's experimentation team at Microsoft found that only about a third of tested ideas improved the metric they targeted." },
            { title: "A steady flow of validated work", text: "Engineers are not left waiting for specs, and they are not building guesses. The backlog is fed by ideas that already have evidence behind them." },
            { title: "Shared understanding", text: "Engineers who heard a customer describe the problem make better technical trade-offs and raise feasibility risks early." },
            { title: "Faster learning", text: "Small experiments every week compound: after a quarter the team knows far more about its users than a team that researched once at the start." },
          ],
        },
      ],
    },
    {
      id: "when-to-use",
      title: "When to use it, and when not to",
      blocks: [
        {
          kind: "p",
          text: "It suits empowered product teams that own a problem or an outcome rather than a feature list, where there is real uncertainty about what users need, and where the team can talk to customers and ship often. It fits naturally with a trio (PM, designer, tech lead) that already meets weekly.",
        },
        {
          kind: "p",
          text: "It is overkill for a team that mostly executes well-defined work, such as a platform migration, a compliance deadline or maintenance, where there is little to discover. It also fails when the organisation dictates a fixed feature roadmap a year ahead: discovery that can never change the plan is theatre. Fix the way the team is given work first.",
        },
      ],
    },
    {
      id: "implementation",
      title: "Implementation: setting it up step by step",
      blocks: [
        {
          kind: "ol",
          items: [
            "Give the team an outcome to own, such as raise week-one activation from 40% to 50%, rather than a list of features.",
            "Form the discovery trio: PM, designer and tech lead. Agree that they spend roughly a third (PM, designer) and a tenth (tech lead) of their time on discovery.",
            "Keep two visible boards or two swimlanes: discovery (ideas, assumptions, experiments, results) and delivery (the sprint backlog).",
            "Set a weekly discovery rhythm: at least one customer conversation, one assumption test, and a short review of what was learned.",
            "Agree an entry rule for delivery, for example: an item needs evidence from at least one test and a rough size from engineering before it can be planned into a sprint.",
            "Run delivery in sprints of 1-4 weeks (two weeks is common). At sprint review, show both what shipped and what discovery learned.",
            "Close the loop: instrument what you ship, check it against the outcome, and feed the result into the next discovery cycle.",
          ],
        },
      ],
    },
    {
      id: "worked-example",
      title: "Worked example: one month of a CRM team",
      blocks: [
        {
          kind: "p",
          text: "A team of one PM, one designer and six engineers owns the outcome reduce the time sales reps spend updating deals. It runs two-week sprints.",
        },
        {
          kind: "table",
          caption: "Two sprints of the discovery and delivery tracks",
          headers: ["Period", "Discovery track", "Delivery track"],
          rows: [
            ["Sprint 1", "6 rep interviews show updating 20 or more deals after a call takes 25 minutes. Four ideas prototyped: bulk edit, email-to-deal, voice notes, call-summary import.", "Ships the previously validated saved-filters feature; fixes two top support issues."],
            ["Sprint 2", "Prototype tests with 5 reps each: bulk edit cuts the task to 6 minutes; voice notes fail (3 of 5 reps would not speak in an open office). Email-to-deal needs an integration that the tech lead sizes at 3 sprints; parked.", "Builds bulk edit for the deal list, behind a feature flag for 10% of accounts."],
            ["Sprint 3 (start)", "Starts on the next opportunity: reps forgetting follow-ups.", "Bulk edit reaches all accounts; median weekly update time falls from 3.1 to 1.4 hours per rep."],
          ],
        },
        {
          kind: "p",
          text: "Two of four ideas were dropped for the cost of a few days of prototyping, and engineers never sat idle: they shipped validated work from the previous cycle while the trio tested the next one.",
        },
      ],
    },
    {
      id: "pitfalls",
      title: "Common pitfalls",
      blocks: [
        {
          kind: "ul",
          items: [
            "Two separate teams: a discovery team that writes specs and a delivery team that builds them. That is a waterfall hand-off with a new name.",
            "Discovery as a gate that every small change must pass. Bugs and obvious improvements can go straight to delivery.",
            "Discovery running months ahead, so the backlog fills with validated ideas that go stale before they are built.",
            "Only the PM does discovery. Without the designer and an engineer, usability and feasibility risks are found too late.",
            "Measuring discovery by the number of experiments rather than by decisions made and outcomes moved.",
          ],
        },
      ],
    },
  ],
  related: [
    { href: "/frameworks/opportunity-solution-tree", label: "Opportunity Solution Tree" },
    { href: "/frameworks/double-diamond", label: "Double Diamond" },
    { href: "/books/continuous-discovery-habits", label: "Book review: Continuous Discovery Habits" },
    { href: "/product-mastery/delivery-and-execution", label: "Product Mastery: Delivery and Execution" },
    { href: "/frameworks/user-story-mapping", label: "User Story Mapping" },
  ],
  sources: [
    {
      // No page for the paper was found in the stored corpus, so it is cited as text.
      role: "primary",
      title: "Adapting Usability Investigations for Agile User-centered Design",
      author: "Desirée Sy",
      year: 2007,
      publisher: "Journal of Usability Studies, vol. 2, no. 3",
      format: "paper",
      note: "The case study from Autodesk (then Alias) in which designers worked one cycle ahead of developers, investigating and testing designs in parallel with the build.",
    },
    {
      // Confirmed: search (pages) returned http://svpg.com/dual-track-scrum/; https is the same page.
      role: "further",
      title: "Dual-Track Agile",
      author: "Marty Cagan",
      publisher: "Silicon Valley Product Group",
      format: "article",
      url: "https://svpg.com/dual-track-scrum/",
      note: "The article that spread the name: a discovery track that produces validated backlog items and a delivery track that produces releasable software, run by one team. Cagan later explains why he now prefers the terms continuous discovery and continuous delivery.",
    },
  ],
};
