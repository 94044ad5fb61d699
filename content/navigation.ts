import type { RouteLink } from "@/lib/routes";

/** Header navigation, in its fixed order with its exact labels; each href must be a registered route. */
export const mainNav: RouteLink[] = [
  { href: "/ai-pm-10x", label: "AI PM 10x" },
  { href: "/product-mastery", label: "Product Mastery" },
  { href: "/pm-quiz", label: "PM Mastery Check" },
  { href: "/frameworks", label: "Frameworks" },
  { href: "/product-psychology", label: "Product Psychology" },
  { href: "/interviews", label: "Interview Prep" },
  { href: "/glossary", label: "Glossary" },
];
