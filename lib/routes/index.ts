/**
 * Every page of the site, each written once. Pages a content module already
 * knows (framework explainers, Product Mastery areas, book reviews, glossary
 * terms, templates) are derived from it, so adding one there adds its route
 * everywhere: the sitemap, the nav and footer checks, the e2e and
 * accessibility route lists, the content link checkers and the bundle
 * budgets (scripts/check-bundles.mjs reads `kind`). This file holds the rules;
 * data/routes.ts applies them to the content, and Node scripts load that
 * through scripts/site-routes.mjs.
 */
import { guideTools } from "@/lib/guides/tools";

/**
 * What a page ships, which sets its JavaScript budget:
 * - content: prerendered reading pages, almost no client JS;
 * - interactive: a client-side tool (quiz, glossary filter, comic reader);
 * - calculator: a framework explainer or a guide with a calculator on its own route;
 * - admin: the signed-in area, rendered per request and never indexed.
 */
export type RouteKind = "content" | "interactive" | "calculator" | "admin";

export type SiteRoute = {
  /** Path as a visitor types it, e.g. `/frameworks/kaizen`. */
  path: string;
  /** Short name for test titles. */
  name: string;
  kind: RouteKind;
};

/** Routes no content module lists; `as const` keeps their paths as types for the nav and footer. */
const fixedRoutes = [
  { path: "/", name: "Home", kind: "content" },
  { path: "/frameworks", name: "Frameworks", kind: "content" },
  { path: "/guides", name: "Guides", kind: "content" },
  { path: "/product-mastery", name: "Product Mastery", kind: "content" },
  { path: "/interviews", name: "Interview Prep", kind: "content" },
  { path: "/ai-pm-10x", name: "AI PM 10x", kind: "content" },
  { path: "/product-psychology", name: "Product Psychology", kind: "content" },
  { path: "/books", name: "Book reviews", kind: "content" },
  { path: "/templates", name: "Templates", kind: "content" },
  { path: "/privacy-policy", name: "Privacy Policy", kind: "content" },
  { path: "/terms-of-service", name: "Terms of Service", kind: "content" },
  { path: "/pm-quiz", name: "PM Mastery Check", kind: "interactive" },
  { path: "/quiz-explanations", name: "Quiz explanations", kind: "content" },
  { path: "/glossary", name: "Glossary", kind: "interactive" },
  { path: "/ship-happens", name: "Ship Happens comic", kind: "interactive" },
  { path: "/progress", name: "Your progress", kind: "interactive" },
] as const satisfies readonly SiteRoute[];

/** A path the nav, footer and other hand-written links may point at. */
type FixedPath = (typeof fixedRoutes)[number]["path"];

/** An in-site link whose target the type checker holds to a registered route. */
export type RouteLink = { href: FixedPath; label: string };

/** Explainers with a calculator: each has its own route file so only it ships the calculator code. */
const calculatorSlugs: ReadonlySet<string> = new Set(["rice-scoring", "opportunity-scoring", "wsjf", "tam-sam-som", "van-westendorp"]);

/** What the derived routes are built from: the slug (or id) and title of each page a content module holds. */
export type RouteSources = {
  frameworks: readonly { slug: string; title: string }[];
  guides: readonly { slug: string; title: string }[];
  masteryAreas: readonly { id: string; title: string }[];
  books: readonly { slug: string; title: string }[];
  glossary: readonly { path: string; term: string }[];
  templates: readonly { slug: string; name: string }[];
};

function fixed(...paths: FixedPath[]): SiteRoute[] {
  return paths.map((path) => fixedRoutes.find((route) => route.path === path)!);
}

/** Every public (prerendered, indexable) page, grouped by section. */
export function buildPublicRoutes({ frameworks, guides, masteryAreas, books, glossary, templates }: RouteSources): SiteRoute[] {
  const frameworkRoutes: SiteRoute[] = frameworks.map((page) => ({
    path: `/frameworks/${page.slug}`,
    name: `Framework: ${page.title}`,
    kind: calculatorSlugs.has(page.slug) ? "calculator" : "content",
  }));
  const guideRoutes: SiteRoute[] = guides.map((page) => ({
    path: `/guides/${page.slug}`,
    name: `Guide: ${page.title}`,
    kind: page.slug in guideTools ? "calculator" : "content",
  }));
  const masteryRoutes: SiteRoute[] = masteryAreas.map((area) => ({
    path: `/product-mastery/${area.id}`,
    name: `Product Mastery: ${area.title}`,
    kind: "content",
  }));
  const bookRoutes: SiteRoute[] = books.map((book) => ({
    path: `/books/${book.slug}`,
    name: `Book review: ${book.title}`,
    kind: "content",
  }));
  const glossaryRoutes: SiteRoute[] = glossary.map((entry) => ({
    path: entry.path,
    name: `Glossary: ${entry.term}`,
    kind: "content",
  }));
  const templateRoutes: SiteRoute[] = templates.map((template) => ({
    path: `/templates/${template.slug}`,
    name: `Template: ${template.name}`,
    kind: "content",
  }));
  return [
    ...fixed("/"),
    ...fixed("/frameworks"),
    ...frameworkRoutes,
    ...fixed("/guides"),
    ...guideRoutes,
    ...fixed("/product-mastery"),
    ...masteryRoutes,
    ...fixed("/interviews", "/ai-pm-10x", "/product-psychology"),
    ...fixed("/books"),
    ...bookRoutes,
    ...fixed("/templates"),
    ...templateRoutes,
    ...fixed("/privacy-policy", "/terms-of-service", "/pm-quiz", "/quiz-explanations", "/glossary"),
    ...glossaryRoutes,
    ...fixed("/ship-happens"),
    ...fixed("/progress"),
  ];
}

/** The admin area: rendered per request (it reads the session), kept out of the sitemap. */
export const adminRoutes: readonly SiteRoute[] = [
  // Redirects to the signups list; listed so its bundle is held to the admin budget.
  { path: "/admin", name: "Admin", kind: "admin" },
  { path: "/admin/login", name: "Admin sign-in", kind: "admin" },
  { path: "/admin/email-signups", name: "Email signups", kind: "admin" },
];

