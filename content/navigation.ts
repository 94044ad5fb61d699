import type { NavLink } from "@/lib/content/schemas";

/** Header navigation, in the spec's order with its exact labels. */
export const mainNav: NavLink[] = [
  { href: "/ai-pm-10x", label: "AI PM 10x" },
  { href: "/product-mastery", label: "Product Mastery" },
  { href: "/pm-quiz", label: "PM Mastery Check" },
  { href: "/frameworks", label: "Frameworks" },
  { href: "/product-psychology", label: "Product Psychology" },
  { href: "/interviews", label: "Interview Prep" },
  { href: "/glossary", label: "Glossary" },
];
