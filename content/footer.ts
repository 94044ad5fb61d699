import type { RouteLink } from "@/lib/routes";

export const footerBlurb =
  "PM Knowledge Hub gathers the frameworks, books, interview preparation and curated resources a product manager needs, explained plainly and free to read.";

/** Each href must be a registered route (lib/routes). */
type FooterColumn = { heading: string; links: RouteLink[] };

/** The footer's two link columns (the brand blurb is the first column). */
export const footerColumns: FooterColumn[] = [
  {
    heading: "Resources",
    links: [
      { href: "/product-mastery", label: "Product Mastery" },
      { href: "/frameworks", label: "Frameworks" },
      { href: "/ai-pm-10x", label: "AI PM 10x" },
    ],
  },
  {
    heading: "Learning & Support",
    links: [
      { href: "/interviews", label: "Interview Prep" },
      { href: "/glossary", label: "Glossary / PM 101" },
      { href: "/privacy-policy", label: "Privacy Policy" },
      { href: "/terms-of-service", label: "Terms of Service" },
    ],
  },
];

/**
 * Pages the footer's columns do not list: a small "More to explore" line in the
 * footer's bottom bar, so the columns stay exactly as docs/product.md (Header,
 * menu and footer) lists them while the guides, the comic, the templates
 * library, the books and the learner's progress page stay one click from
 * every page.
 */
export const footerExtras: RouteLink[] = [
  { href: "/guides", label: "Guides" },
  { href: "/templates", label: "Templates" },
  { href: "/books", label: "Book reviews" },
  { href: "/ship-happens", label: "Ship Happens (comic)" },
  { href: "/progress", label: "Your progress" },
];
