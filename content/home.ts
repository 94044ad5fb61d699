import type { NavLink } from "@/lib/content/schemas";

export const hero = {
  badge: "All-in-one Knowledge Resource",
  headline: "Your Complete Product Management Knowledge Hub",
  subtitle:
    "Book reviews, proven frameworks, ready-to-use templates and interview preparation: everything you need to learn product management and grow as a PM, in one place.",
  primaryCta: { href: "/frameworks", label: "Browse frameworks" },
  secondaryCta: { href: "/pm-quiz", label: "Take the PM Mastery Check" },
} as const;

type CategoryCard = NavLink & { description: string; icon: string };

/** 'Explore Categories': the four entry points; titles and descriptions are fixed product copy. */
export const categories: CategoryCard[] = [
  {
    href: "/product-mastery",
    label: "Product Mastery",
    description: "Master key product management skills across all dimensions.",
    icon: "target",
  },
  {
    href: "/frameworks",
    label: "Frameworks",
    description: "Proven methodologies to structure your product thinking.",
    icon: "layers",
  },
  {
    href: "/interviews",
    label: "Interview Prep",
    description: "Prepare for your next product management interview.",
    icon: "message",
  },
  {
    href: "/glossary",
    label: "Glossary / PM 101",
    description: "Understanding the fundamentals of product management.",
    icon: "book",
  },
];

export const aiTeaser = {
  heading: "AI PM 10x",
  intro:
    "AI is changing what products can do and how product teams work. Start with these three, then explore the full collection.",
  cta: { href: "/ai-pm-10x", label: "View all AI resources" },
} as const;

export const featuredBook = {
  title: "Product Leadership",
  authors: "Richard Banfield, Martin Eriksson and Nate Walkingshaw",
  summary:
    "Based on interviews with around a hundred product leaders, it shows how the job changes as a team grows from startup to scale-up to enterprise, and what great leaders do at each stage to hire, align and coach their teams.",
  cover: "/books/product-leadership-cover.svg",
  coverAlt: "Stylised cover of Product Leadership: a compass over layered paths",
  review: { href: "/books/product-leadership", label: "Read full review" },
} as const;

export const newsletterCopy = {
  heading: "Get new guides in your inbox",
  intro: "One short email when we publish a new framework explainer, book review or resource collection.",
  privacyNote: "We respect your privacy. Unsubscribe at any time.",
} as const;

/**
 * "Try it in a few minutes": the three hands-on corners of the site. Each line
 * takes its numbers from the content (data/home.ts passes them in), so
 * the copy stays true when a question, term or panel is added.
 */
export const tryItCopy = {
  heading: "Learn by doing",
  intro: "Not in the mood for a long read? Each of these takes a few minutes.",
  quiz: {
    href: "/pm-quiz",
    cta: "Take the quiz",
    line: (questions: number, tiers: number) =>
      `Answer ${questions} questions, see where you land among ${tiers} PM tiers, then read why each answer is right.`,
  },
  glossary: {
    href: "/glossary",
    cta: "Browse the glossary",
    line: (terms: number) => `${terms} terms in plain words, each with its own page: an example, common pitfalls and related terms.`,
  },
  comic: {
    href: "/ship-happens",
    cta: "Read the comic",
    line: (panels: number) => `A ${panels}-panel comic: a team turns \u201cwe need a dashboard\u201d into a feature customers actually use.`,
  },
} as const;
