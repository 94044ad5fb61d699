import type { FrameworkPage } from "@/lib/content/schemas";

export const kaizen: FrameworkPage = {
  slug: "kaizen",
  title: "Kaizen",
  summary:
    "Kaizen is continuous improvement in small steps: the people who do the work spot waste, try a small change, measure it and keep what works, every sprint.",
  layout: "accordion",
  diagram: "kaizen-steps",
  sections: [
    {
      id: "what-it-is",
      title: "What Kaizen is",
      blocks: [
        {
          kind: "p",
          text: "Kaizen is a Japanese word usually translated as \"change for the better\". As a management practice it grew out of post-war Japanese manufacturing, most famously the Toyota Production System, and it rests on a simple belief: many small improvements, made continuously by the people closest to the work, beat rare large reorganizations planned from above. Nobody needs permission to suggest a fix, and no fix is too small to count.",
        },
        {
          kind: "p",
          text: "For a product team, Kaizen is less about a factory line and more about the system that turns ideas into shipped, valuable software: how work is planned, reviewed, tested, released and learned from. The retrospective at the end of a sprint (an iteration of 1-4 weeks) is its natural home, but the mindset applies every day.",
        },
        {
          kind: "ul",
          items: [
            "Small steps: changes are cheap to try and easy to undo.",
            "Go and see: look at the real work (the board, the pull requests, the support queue) instead of opinions about it.",
            "Measure before and after, so you keep changes that help and drop those that do not.",
            "Respect for people: problems are treated as system problems, not personal failures.",
          ],
        },
      ],
    },
    {
      id: "when-to-use",
      title: "When to use it (and when not)",
      blocks: [
        {
          kind: "ul",
          items: [
            "Use it when the team is basically working but friction keeps recurring: flaky releases, long review queues, unclear tickets, meetings that run over.",
            "Use it to make retrospectives lead to change: one small experiment per sprint instead of a list of complaints.",
            "Use it when you want improvement to stick. Small changes owned by the team survive; imposed process often does not.",
            "Do not rely on it alone when the direction itself is wrong. Small steps will not rescue a product nobody needs; that calls for discovery and strategy work.",
            "Do not use it as a substitute for a needed big change, such as replacing a platform that cannot scale. Kaizen complements such decisions; it does not replace them.",
            "Do not run it as a suggestion box that nobody acts on: that teaches people that improvement is theatre.",
          ],
        },
      ],
    },
    {
      id: "how-to-apply",
      title: "How to run a Kaizen cycle, step by step",
      blocks: [
        {
          kind: "p",
          text: "The cycle most teams use is Plan, Do, Check, Act (PDCA). One loop fits inside a sprint.",
        },
        {
          kind: "ol",
          items: [
            "Pick one problem. In the retrospective, list frictions, then vote for the one that costs the most time or quality. Write it as a fact: \"pull requests wait 2.5 days on average for a first review\".",
            "Find the cause. Ask \"why?\" until you reach something the team controls (the five whys). Look at data, not memories.",
            "Plan a small change with a measurable target: \"we review pull requests before starting new work each morning; target: first review within 1 day\".",
            "Do it for one sprint. Keep the change small enough that it costs almost nothing to try.",
            "Check the result against the baseline at the next retrospective.",
            "Act: if it worked, make it the new standard (write it in the team's working agreement); if not, drop it and try the next idea. Either way, you learned something.",
            "Start the next loop. The standard you just set is the baseline for the next improvement.",
          ],
        },
      ],
    },
    {
      id: "worked-example",
      title: "Worked example: cutting review wait time",
      blocks: [
        {
          kind: "p",
          text: "A team of six engineers works in two-week sprints. At a retrospective they notice that work piles up in \"in review\". The board data from the last three sprints shows pull requests waiting 2.5 days on average for a first review, and only 14 of 20 planned items finished per sprint.",
        },
        {
          kind: "table",
          caption: "Three Kaizen loops on one team",
          headers: ["Sprint", "Change tried", "Avg. wait for review", "Items finished"],
          rows: [
            ["Baseline", "None", "2.5 days", "14 of 20"],
            ["Sprint 1", "Reviews first thing each morning", "1.2 days", "16 of 20"],
            ["Sprint 2", "Limit of 3 items in review at once", "0.6 days", "17 of 20"],
            ["Sprint 3", "Smaller pull requests (under 300 lines)", "0.5 days", "18 of 20"],
          ],
        },
        {
          kind: "p",
          text: "No single change was dramatic, and none needed approval from outside the team. Together they cut waiting time by 80% (from 2.5 to 0.5 days) and raised throughput from 14 to 18 items per sprint, about 29% more, without anyone working longer hours. Each change became part of the team's working agreement before the next one was tried, so the team could tell which change caused which effect.",
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
            "Changing five things at once, so nobody knows which change helped.",
            "No baseline: without a number from before, \"it feels better\" is the only result.",
            "Retrospectives that produce action items nobody owns. Give every experiment a name and a check date.",
            "Blaming people instead of the system, which makes the team hide problems instead of surfacing them.",
            "Improving only the team's comfort and never the customer outcome. Ask how each change helps you ship value sooner or better.",
            "Stopping after early wins. Kaizen works because it never ends; the new standard is the next starting point.",
          ],
        },
      ],
    },
  ],
  related: [
    { href: "/frameworks/dual-track-agile", label: "Dual-Track Agile" },
    { href: "/frameworks/lean-startup", label: "Lean Startup" },
    { href: "/frameworks/double-diamond", label: "Double Diamond" },
    { href: "/frameworks/north-star-metric", label: "North Star Metric" },
  ],
  sources: [
    {
      // No page for the book was found in the stored corpus, so it is cited as text.
      role: "primary",
      title: "Kaizen: The Key to Japan's Competitive Success",
      author: "Masaaki Imai",
      year: 1986,
      publisher: "McGraw-Hill",
      format: "book",
      note: "The book that introduced kaizen to Western managers: continuous improvement by everyone, process before results, and the practices, from suggestion systems to quality circles, that sustain it.",
    },
    {
      // Confirmed: search (pages) returned this exact URL.
      role: "further",
      title: "Kaizen: The Key to Japan's Competitive Success (book review)",
      author: "Jamie Flinchbaugh",
      year: 2008,
      publisher: "jflinch.com",
      format: "article",
      url: "https://www.jflinch.com/kaizen/",
      note: "A lean practitioner's chapter-by-chapter review of Imai's book, useful for its summary of the split between maintenance, kaizen and innovation at each level of an organization.",
    },
  ],
};
