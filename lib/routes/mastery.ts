import type { SiteRoute } from "./index";

/** Slugs of the eight Product Mastery areas, in the spec's order. */
export const masterySlugs = [
  "vision-and-leadership",
  "product-thinking",
  "design-and-ux",
  "tech-fluency",
  "business-and-strategy",
  "growth-and-experiments",
  "delivery-and-execution",
  "career-and-mindset",
] as const;

const areaNames: Record<(typeof masterySlugs)[number], string> = {
  "vision-and-leadership": "Vision & Leadership",
  "product-thinking": "Product Thinking",
  "design-and-ux": "Design & UX",
  "tech-fluency": "Tech Fluency",
  "business-and-strategy": "Business & Strategy",
  "growth-and-experiments": "Growth & Experiments",
  "delivery-and-execution": "Delivery & Execution",
  "career-and-mindset": "Career & Mindset",
};

/** /product-mastery and its eight area pages. */
export const masteryRoutes: SiteRoute[] = [
  { path: "/product-mastery", name: "Product Mastery" },
  ...masterySlugs.map((slug) => ({ path: `/product-mastery/${slug}`, name: `Product Mastery: ${areaNames[slug]}` })),
];
