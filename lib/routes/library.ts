import type { SiteRoute } from "./index";

/** Interviews, AI PM 10x, product psychology, books and legal pages. */
export const libraryRoutes: SiteRoute[] = [
  { path: "/interviews", name: "Interview Prep" },
  { path: "/ai-pm-10x", name: "AI PM 10x" },
  { path: "/product-psychology", name: "Product Psychology" },
  { path: "/books/product-leadership", name: "Book review: Product Leadership" },
  { path: "/books/continuous-discovery-habits", name: "Book review: Continuous Discovery Habits" },
  { path: "/privacy-policy", name: "Privacy Policy" },
  { path: "/terms-of-service", name: "Terms of Service" },
];
