import type { FrameworkPage } from "@/lib/content/schemas";

/** Double Diamond explainer (accordion layout). Original writing. */
export const doubleDiamond: FrameworkPage = {
  slug: "double-diamond",
  title: "Double Diamond",
  summary:
    "A four-phase design process, Discover, Define, Develop, Deliver, that makes a team widen and then narrow its thinking twice: once about the problem, once about the solution.",
  layout: "accordion",
  diagram: "double-diamond",
  sections: [
    {
      id: "what-it-is",
      title: "What the Double Diamond is",
      blocks: [
        {
          kind: "p",
          text: "The Double Diamond is a picture of how good design work moves. The UK Design Council created it in 2003, when Richard Eisermann, its director of design and innovation, asked his team how to describe the design process they used across projects; the Council launched it publicly in 2004 and refreshed it in 2019 as the centre of its Framework for Innovation. The shape is the message: two diamonds side by side, each one opening wide and then closing to a point.",
        },
        {
          kind: "p",
          text: "Opening wide is divergent thinking: you collect, explore and question without judging. Closing to a point is convergent thinking: you choose, cut and commit. The first diamond is about the problem, so that you build the right thing. The second is about the solution, so that you build the thing right. The most common failure it guards against is jumping straight from a vague request to a finished feature, skipping the question of whether the problem was understood at all.",
        },
        {
          kind: "callout",
          title: "In one line",
          text: "Diverge to understand the problem, converge on one clear problem statement, diverge again on ways to solve it, converge on the one you ship.",
        },
      ],
    },
    {
      id: "four-phases",
      title: "The four phases",
      blocks: [
        {
          kind: "cards",
          items: [
            {
              title: "Discover (diverge)",
              text: "Go out and learn. Interview users, watch them work, read support tickets, look at funnel data and competitors. The goal is a wide, honest picture of what is going on, including things that contradict the original brief.",
            },
            {
              title: "Define (converge)",
              text: "Make sense of what you found. Cluster observations, pick the problem that matters most and write it down as a short problem statement or a set of how-might-we questions the team agrees on.",
            },
            {
              title: "Develop (diverge)",
              text: "Generate many possible answers to the defined problem. Sketch, co-design with users, build rough prototypes. Quantity beats polish here, because early options are cheap to throw away.",
            },
            {
              title: "Deliver (converge)",
              text: "Test the most promising options, drop the ones that fail, refine the survivor and release it. Measure the result against the problem statement from Define, not against the feature list.",
            },
          ],
        },
        {
          kind: "p",
          text: "The phases are not a waterfall. Testing in Deliver often sends you back to Discover or Define, and the Design Council's own principles for using the model include iterating again and again. Treat the diamonds as a map of where you are, not a schedule.",
        },
      ],
    },
    {
      id: "when-to-use",
      title: "When to use it, and when not to",
      blocks: [
        {
          kind: "ul",
          items: [
            "Use it when the problem is fuzzy: a new market, a metric that dropped for reasons nobody can explain, or a stakeholder request that names a solution but not the need behind it.",
            "Use it to explain to leadership why a project spends two weeks learning before anyone writes code. The picture makes the investment visible.",
            "Use it to align designers, engineers and PMs on which kind of thinking the room needs right now: opening up or closing down.",
          ],
        },
        {
          kind: "p",
          text: "Skip it, or compress it to a day, when the problem is already well understood and the fix is small: a bug, a compliance change with fixed rules, or an iteration on a feature whose users you talk to every week. Running full diamonds on every ticket turns a thinking tool into ceremony. It is also a poor fit on its own for continuous product work; pair it with a habit of weekly discovery rather than treating discovery as a phase that ends.",
        },
      ],
    },
    {
      id: "how-to-apply",
      title: "How to apply it step by step",
      blocks: [
        {
          kind: "ol",
          items: [
            "Write the starting brief in one sentence and list the assumptions hidden inside it. These are what Discover will test.",
            "Timebox Discover (for example one to two weeks). Plan a mix of sources: 6 to 12 user interviews, a pass over recent support tickets, and the funnel or usage data that relates to the brief.",
            "Hold a synthesis session. Put every observation on a sticky note, cluster them, and name each cluster as a user need or pain.",
            "Converge: choose one problem using evidence (how often it occurs, how many users it affects, how much it costs them). Write a problem statement: who, what they are trying to do, what gets in the way, and how you will know it is solved.",
            "Turn the statement into two or three how-might-we questions and run an ideation session that aims for at least 20 ideas before anyone critiques them.",
            "Pick three to five concepts and build the cheapest prototype that can be tested: paper, clickable mockup or a fake door.",
            "Test each with five or more target users. Kill the losers openly and record why.",
            "Build and release the winner to a slice of users, then compare the outcome with the success measure you wrote in Define.",
          ],
        },
      ],
    },
    {
      id: "worked-example",
      title: "Worked example: an invoicing app",
      blocks: [
        {
          kind: "p",
          text: "A small-business invoicing product sees that 38% of new accounts never send a first invoice within 14 days. The sales team asks for a guided onboarding tour.",
        },
        {
          kind: "p",
          text: "Discover: over 10 days the team interviews 9 churned trial users and 5 active ones, reads 240 support tickets from new accounts and checks the setup funnel. The funnel shows the biggest drop (31% of trials) at the step where users must add clients. Interviews explain it: agency owners keep their clients in a spreadsheet and retyping 40 or more contacts feels like a chore they postpone.",
        },
        {
          kind: "p",
          text: "Define: the problem statement becomes: New agency owners want to bill their first client within a day of signing up, but re-entering their client list blocks them; we will know it is solved when at least 75% of trials send an invoice in 14 days. The tour the sales team asked for would not have touched this.",
        },
        {
          kind: "p",
          text: "Develop: the team sketches 23 ideas and prototypes four: spreadsheet import, invoice-first flow that creates the client on the fly, import from the email inbox, and a concierge setup call. Five users test each prototype. Invoice-first wins: 5 of 5 users send a test invoice in under 3 minutes, against 2 of 5 with the import.",
        },
        {
          kind: "p",
          text: "Deliver: invoice-first ships to 20% of new sign-ups for four weeks. First-invoice rate rises from 62% to 77% in that group, so it rolls out to everyone, with spreadsheet import added later for larger accounts.",
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
            "Skipping the first diamond because the solution seems obvious. The brief often names a feature; Discover exists to find the need behind it.",
            "Never converging. Endless research feels safe, but without a written problem statement the team has nothing to design against.",
            "Converging on the first idea in Develop. If you only prototype one concept, you are validating, not exploring.",
            "Treating it as strictly linear and refusing to loop back when testing reveals the problem was framed wrongly.",
            "Doing discovery without the engineers and designers who will build the solution, so the insights arrive second-hand.",
          ],
        },
        {
          kind: "callout",
          title: "A quick self-check",
          text: "At any point, ask: are we opening or closing right now, and does everyone in the room know which? Most unproductive workshops mix the two.",
        },
      ],
    },
  ],
  related: [
    { href: "/frameworks/opportunity-solution-tree", label: "Opportunity Solution Tree" },
    { href: "/frameworks/dual-track-agile", label: "Dual-Track Agile" },
    { href: "/frameworks/lean-startup", label: "Lean Startup" },
    { href: "/product-mastery/design-and-ux", label: "Product Mastery: Design and UX" },
  ],
  sources: [
    {
      // The Design Council's own site is not in the stored corpus; this exact URL is cited verbatim
      // by a stored course page the search returned. Not a guessed address.
      // Year of the public launch; the Council's own history dates the work behind it to 2003.
      role: "primary",
      title: "The Double Diamond",
      author: "Design Council",
      year: 2004,
      publisher: "Design Council (UK)",
      format: "article",
      url: "https://www.designcouncil.org.uk/our-resources/the-double-diamond/",
      note: "The Design Council's own description of the model: the four phases, the principles behind them, how the Double Diamond sits inside its Framework for Innovation, and its history from the 2003 work to the 2004 launch.",
    },
    {
      // Confirmed: search (pages) returned this URL (with a tracking parameter, removed here).
      role: "further",
      title: "How to solve problems applying a Design Thinking, UX, HCD or any Creative Process from scratch V2",
      author: "Dan Nessler",
      year: 2018,
      publisher: "UX Collective",
      format: "article",
      url: "https://uxdesign.cc/how-to-solve-problems-applying-a-uxdesign-designthinking-hcd-or-any-design-process-from-scratch-v2-aa16e2dd550b",
      note: "A widely used, practical reworking of the Double Diamond that lists the methods to use in each phase and stresses that the process loops back when you learn something.",
    },
  ],
};
