import type { MasteryArea } from "@/lib/content/schemas";
import { lesson } from "./lessons";

export const deliveryAndExecution: MasteryArea = {
  id: "delivery-and-execution",
  title: "Delivery & Execution",
  icon: "rocket",
  description:
    "Turn good decisions into shipped outcomes: pick a way of working that fits the team, prioritize in the open, ship in small safe steps, and surface risk before it becomes a crisis.",
  subsections: [
    {
      id: "agile-kanban-scrum",
      title: "Agile/Kanban/Scrum",
      icon: "layers",
      lesson: lesson("delivery-and-execution", "agile-kanban-scrum", "Agile/Kanban/Scrum"),
      description:
        "Frameworks are tools, not religions; the principles (small batches, fast feedback, empowered teams) matter more than the ceremonies.",
      resources: [
        {
          // Confirmed: quoted verbatim in 10+ stored sources (find_string).
          title: "Kanban vs. scrum: which agile are you? (Atlassian)",
          description:
            "A clear comparison of cadence, roles, metrics and change philosophy in kanban and scrum, and what to do if neither fits. Useful before a team debates process.",
          url: "https://www.atlassian.com/agile/kanban/kanban-vs-scrum",
          type: "article",
        },
        {
          title: "Dual-Track Agile (on this site)",
          description:
            "Our explainer on running discovery and delivery in parallel so the team learns what to build while it keeps shipping.",
          url: "/frameworks/dual-track-agile",
          type: "article",
        },
        {
          // Confirmed: search (pages) returned this exact URL (Episode 0047).
          title: "Shape Up with Ryan Singer (REWORK podcast)",
          description:
            "Basecamp's alternative to sprints: six-week cycles, fixed time and variable scope, appetites instead of estimates, and bets instead of backlogs.",
          url: "https://rework.fm/shape-up/",
          type: "podcast",
        },
        {
          // Confirmed: search (pages) returned this exact URL (REWORK episode page with show notes and transcript).
          title: "Shape Up roundtable (37signals)",
          description:
            "A designer and a programmer join Ryan Singer to show how Shape Up works day to day: hill charts, the circuit breaker and deciding when to stop.",
          url: "https://37signals.com/podcast/shape-up-roundtable",
          type: "podcast",
        },
      ],
    },
    {
      id: "prioritization",
      title: "Prioritization",
      icon: "target",
      lesson: lesson("delivery-and-execution", "prioritization", "Prioritization"),
      description:
        "Every yes is a no to something else; a visible, consistent way of choosing keeps the loudest voice from setting the roadmap.",
      resources: [
        {
          title: "RICE Scoring (on this site)",
          description:
            "Our explainer on scoring ideas by reach, impact, confidence and effort, with a worked example and the pitfalls of treating the score as truth.",
          url: "/frameworks/rice-scoring",
          type: "article",
        },
        {
          title: "Opportunity Scoring (on this site)",
          description:
            "Our explainer on ranking customer outcomes by importance and current satisfaction to find the biggest unmet needs before choosing features.",
          url: "/frameworks/opportunity-scoring",
          type: "article",
        },
        {
          // Replaced: the Aakash Gupta post could not be confirmed (no stored quote, no search hit).
          // Confirmed: search (pages) returned this exact URL.
          title: "How to prioritize a roadmap (Every)",
          description:
            "Ten theses on why impact-versus-effort spreadsheets and 'go with your gut' both fall short: prioritization gets easier as you learn more about your customers, your product's architecture and your business, so that is where to invest.",
          url: "https://every.to/divinations/how-to-prioritize-a-roadmap",
          type: "article",
        },
        {
          // Confirmed: search (pages) returned this exact URL.
          title: "Minimize opportunity cost instead of chasing ROI",
          description:
            "A short note on Shreyas Doshi's argument that almost everything has positive ROI, so the real question is whether it is the best use of the team's time.",
          url: "https://www.frank-chen.com/posts/minimize-opportunity-costs-instead-of-pursuing-returns-on-investment",
          type: "article",
        },
        {
          // Confirmed: quoted verbatim in 10+ stored sources (find_string).
          title: "RICE: simple prioritization for product managers (Intercom)",
          description:
            "The original write-up of RICE by the Intercom team that invented it: how to estimate reach, impact, confidence and effort, and why the score is a conversation starter rather than a verdict.",
          url: "https://www.intercom.com/blog/rice-simple-prioritization-for-product-managers/",
          type: "article",
        },
      ],
    },
    {
      id: "shipping-fast",
      title: "Shipping Fast",
      icon: "rocket",
      lesson: lesson("delivery-and-execution", "shipping-fast", "Shipping Fast"),
      description:
        "Speed comes from small scope and safe releases, not from working longer; teams that ship often learn faster and break less.",
      resources: [
        {
          // Confirmed: quoted verbatim in 10+ stored sources (find_string).
          title: "The Linear Method: principles and practices",
          description:
            "How the Linear team keeps momentum: cycles instead of sprints, decide and move on, say no to busy work, and connect daily work to larger goals.",
          url: "https://linear.app/method/introduction",
          type: "article",
        },
        {
          // Confirmed: quoted verbatim in 10+ stored sources (find_string).
          title: "Scope projects down (Linear Method)",
          description:
            "Design projects for one to three people over one to three weeks, and break anything bigger into stages. A practical rule for faster feedback.",
          url: "https://linear.app/method/scope-projects",
          type: "article",
        },
        {
          // Confirmed: quoted verbatim in 10+ stored sources (find_string).
          title: "Feature toggles (aka feature flags) by Pete Hodgson (martinfowler.com)",
          description:
            "The definitive guide to release, experiment, ops and permission flags and the cost of leaving them in the code. Helps a PM plan dark launches and gradual rollouts with engineering instead of big-bang releases.",
          url: "https://martinfowler.com/articles/feature-toggles.html",
          type: "article",
        },
        {
          // Confirmed: quoted verbatim in 10+ stored sources (find_string).
          title: "Shape Up by Ryan Singer (Basecamp, free online book)",
          description:
            "Basecamp's full method for shipping in fixed six-week cycles: shape the work first, set an appetite instead of an estimate, and let the team cut scope to hit the date. Free to read on the web.",
          url: "https://basecamp.com/shapeup",
          type: "book",
        },
      ],
    },
    {
      id: "escalations-and-risk",
      title: "Escalations and Risk",
      icon: "shield",
      lesson: lesson("delivery-and-execution", "escalations-and-risk", "Escalations and Risk"),
      description:
        "Surfacing risk early is a sign of strength; a well-made escalation with options and a clear ask saves weeks.",
      resources: [
        {
          // Replaced: the Ian McAllister post could not be confirmed (no stored quote, no search hit).
          // Confirmed: search (pages) returned this exact URL.
          title: "Escalation is OK (if done right) by Arne Kittler",
          description:
            "A product manager's case that alignment means clarity, not agreement, so taking a stuck disagreement to the next level, openly and with the other side, is a normal part of the job rather than a failure.",
          url: "https://arnekittler.de/blog/escalationisok",
          type: "article",
        },
        {
          // Confirmed: search (pages) returned this exact URL.
          title: "How to escalate well (Yue Zhao)",
          description:
            "A former CPO on common misconceptions about escalation and how a well-run escalation builds credibility instead of damaging relationships.",
          url: "https://news.yuezhao.coach/p/how-to-escalate-effectively-and-improve",
          type: "article",
        },
        {
          // Confirmed: search (pages) returned this exact URL.
          title: "Learn how to escalate issues (Good Product Manager)",
          description:
            "A classic short post on agreeing with your manager what to escalate, avoiding both over- and under-escalation, and bringing options rather than stories.",
          url: "https://www.goodproductmanager.com/2007/05/09/learn-how-to-escalate-issues/",
          type: "article",
        },
        {
          // Confirmed: quoted verbatim in 10+ stored sources (find_string).
          title: "Performing a project premortem by Gary Klein (HBR)",
          description:
            "The short article that introduced the premortem: imagine the project has already failed and ask everyone to write down why. A cheap way to surface risks that people would otherwise keep to themselves.",
          url: "https://hbr.org/2007/09/performing-a-project-premortem",
          type: "article",
        },
        {
          // Confirmed: quoted verbatim in 10+ stored sources (find_string).
          title: "Postmortem culture: learning from failure (Google SRE book)",
          description:
            "Google's chapter on blameless postmortems: when to write one, what it contains and how to build a culture where people report problems early.",
          url: "https://sre.google/sre-book/postmortem-culture/",
          type: "book",
        },
      ],
    },
  ],
};
