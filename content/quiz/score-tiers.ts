import type { ScoreCategory } from "@/lib/content/schemas";

/**
 * Result tiers of the PM Mastery Check, keyed by the integer score ranges
 * 0-7, 8-14, 15-19, 20-23 and 24-25 out of 25 (docs/product.md, Quiz). Ranges are
 * inclusive, contiguous and in ascending order; lib/quiz/tiers.ts relies on it.
 */
export const scoreTiers: ScoreCategory[] = [
  {
    title: "Aspiring PM",
    minScore: 0,
    maxScore: 7,
    description:
      "Every strong PM started here, and you now know exactly where to begin. Start with the fundamentals: read the North Star Metric and RICE Scoring pages, then the Product Thinking area to learn how to frame problems before solutions. Retake the quiz in a week and watch your score climb.",
  },
  {
    title: "Emerging PM",
    minScore: 8,
    maxScore: 14,
    description:
      "You have a real foundation. Turn it into judgement: work through the frameworks (Opportunity Solution Tree, Kano, Lean Startup) and practise applying each one to a product you use every day. The questions you missed below show which pages will move your score most.",
    sharedDescription:
      "You have a real foundation. Turn it into judgement: work through the frameworks (Opportunity Solution Tree, Kano, Lean Startup) and practise applying each one to a product you use every day. Retake the quiz to see the questions you missed, each linked to the page that teaches it: those pages will move your score most.",
  },
  {
    title: "Confident PM",
    minScore: 15,
    maxScore: 19,
    description:
      "You handle most day-to-day product decisions well. The next step is depth where PMs are often weakest: experiment design, unit economics and tech fluency. Read the Growth & Experiments and Business & Strategy areas, and try explaining an API or an LTV:CAC ratio to a friend.",
  },
  {
    title: "Senior PM Material",
    minScore: 20,
    maxScore: 23,
    description:
      "Impressive: you think in trade-offs, evidence and outcomes. Sharpen the last few gaps below, then focus on leading through others: read the Vision & Leadership area and our Product Leadership review, and start mentoring someone newer to the craft.",
    sharedDescription:
      "Impressive: you think in trade-offs, evidence and outcomes. Sharpen the last few gaps, then focus on leading through others: read the Vision & Leadership area and our Product Leadership review, and start mentoring someone newer to the craft.",
  },
  {
    title: "Product Genius",
    minScore: 24,
    maxScore: 25,
    description:
      "Outstanding: you know the frameworks and, more importantly, when each one applies. Keep your edge by teaching: run a discovery workshop, write up a prioritisation decision for your team, or prepare for your next interview loop with our Interview Prep guide.",
  },
];
