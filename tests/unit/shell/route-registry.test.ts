import { describe, expect, it } from "vitest";
import { bookReviews } from "@/content/books";
import { footerColumns } from "@/content/footer";
import { frameworkPages } from "@/content/frameworks";
import { guidePages } from "@/content/guides";
import { glossaryTerms } from "@/content/glossary";
import { masteryAreas } from "@/content/mastery";
import { mainNav, moreSections, notFoundStartingPoints } from "@/content/navigation";
import { termSlug } from "@/lib/glossary/glossary";
import { adminRoutes, publicPaths, publicRoutes, siteRoutes } from "@/data/routes";

// Written out by hand on purpose: part of the registry is derived from the
// content modules, and this list catches a page that deriving drops or adds.
const expectedPublicPaths = [
  "/",
  "/pm-quiz",
  "/quiz-explanations",
  "/ai-pm-10x",
  "/frameworks",
  "/frameworks/business-model-canvas",
  "/frameworks/north-star-metric",
  "/frameworks/double-diamond",
  "/frameworks/lean-startup",
  "/frameworks/opportunity-solution-tree",
  "/frameworks/rice-scoring",
  "/frameworks/opportunity-scoring",
  "/frameworks/kano-model",
  "/frameworks/dual-track-agile",
  "/frameworks/kaizen",
  // The six later explainers.
  "/frameworks/value-proposition-canvas",
  "/frameworks/okrs",
  "/frameworks/jobs-to-be-done",
  "/frameworks/moscow",
  "/frameworks/ice-scoring",
  "/frameworks/user-story-mapping",
  "/guides",
  "/guides/writing-a-prd",
  "/guides/roadmaps",
  "/guides/product-strategy",
  "/guides/positioning-and-go-to-market",
  "/guides/pricing-and-packaging",
  "/guides/product-led-growth",
  "/guides/product-analytics",
  "/guides/ab-testing",
  // Two explainers with calculators, added after those.
  "/frameworks/wsjf",
  "/frameworks/tam-sam-som",
  // Van Westendorp with its calculator, and three explainers without one.
  "/frameworks/van-westendorp",
  "/frameworks/heart-framework",
  "/frameworks/aarrr-pirate-metrics",
  "/frameworks/playing-to-win",
  "/product-mastery",
  "/product-mastery/vision-and-leadership",
  "/product-mastery/product-thinking",
  "/product-mastery/design-and-ux",
  "/product-mastery/tech-fluency",
  "/product-mastery/business-and-strategy",
  "/product-mastery/growth-and-experiments",
  "/product-mastery/delivery-and-execution",
  "/product-mastery/career-and-mindset",
  "/interviews",
  "/glossary",
  "/glossary/a-b-test",
  "/glossary/activation",
  "/glossary/backlog",
  "/glossary/churn-rate",
  "/glossary/customer-journey",
  "/glossary/dual-track-agile",
  "/glossary/jobs-to-be-done",
  "/glossary/kano-model",
  "/glossary/kpi",
  "/glossary/mvp",
  "/glossary/north-star-metric",
  "/glossary/okr",
  "/glossary/opportunity-solution-tree",
  "/glossary/persona",
  "/glossary/product-discovery",
  "/glossary/product-market-fit",
  "/glossary/retention",
  "/glossary/rice-scoring",
  "/glossary/roadmap",
  "/glossary/sprint",
  "/glossary/stakeholder",
  "/glossary/technical-debt",
  "/glossary/user-story",
  "/glossary/velocity",
  "/privacy-policy",
  "/terms-of-service",
  "/books",
  "/books/product-leadership",
  "/books/continuous-discovery-habits",
  "/books/the-mom-test",
  "/books/escaping-the-build-trap",
  "/books/inspired",
  "/books/shape-up",
  "/ship-happens",
  "/progress",
  "/product-psychology",
  // The templates library.
  "/templates",
  "/templates/customer-interview-guide",
  "/templates/opportunity-solution-tree-worksheet",
  "/templates/competitive-analysis",
  "/templates/pricing-research-plan",
  "/templates/rice-scoring-sheet",
  "/templates/opportunity-scoring-sheet",
  "/templates/kano-survey",
  "/templates/decision-log",
  "/templates/one-page-product-brief",
  "/templates/product-requirements-document",
  "/templates/now-next-later-roadmap",
  "/templates/business-model-canvas",
  "/templates/positioning-canvas",
  "/templates/stakeholder-map",
  "/templates/launch-checklist",
  "/templates/sprint-retrospective",
  "/templates/north-star-metric-worksheet",
  "/templates/experiment-plan",
  "/templates/tracking-plan",
];

describe("route registry", () => {
  it("holds exactly the public pages, each once", () => {
    expect([...publicPaths].sort()).toEqual([...expectedPublicPaths].sort());
    expect(new Set(publicPaths).size).toBe(publicPaths.length);
  });

  it("keeps the admin area apart from the public pages", () => {
    expect(adminRoutes.map((r) => r.path)).toEqual(["/admin", "/admin/login", "/admin/email-signups"]);
    for (const route of adminRoutes) expect(route.kind).toBe("admin");
    for (const route of publicRoutes) expect(route.kind).not.toBe("admin");
    expect(siteRoutes).toEqual([...publicRoutes, ...adminRoutes]);
  });

  it("derives a page for every framework, guide, mastery area, book review and glossary term", () => {
    for (const page of frameworkPages) expect(publicPaths).toContain(`/frameworks/${page.slug}`);
    for (const page of guidePages) expect(publicPaths).toContain(`/guides/${page.slug}`);
    for (const area of masteryAreas) expect(publicPaths).toContain(`/product-mastery/${area.id}`);
    for (const book of bookReviews) expect(publicPaths).toContain(`/books/${book.slug}`);
    for (const term of glossaryTerms) expect(publicPaths).toContain(`/glossary/${termSlug(term.term)}`);
    expect(publicRoutes.find((r) => r.path === "/glossary/churn-rate")?.name).toBe("Glossary: Churn Rate");
    expect(publicRoutes.find((r) => r.path === "/product-mastery/tech-fluency")?.name).toBe("Product Mastery: Tech Fluency");
    expect(publicRoutes.find((r) => r.path === "/frameworks/kaizen")?.name).toBe("Framework: Kaizen");
    expect(publicRoutes.find((r) => r.path === "/guides/roadmaps")?.name).toBe("Guide: Roadmaps: formats and how to communicate them");
  });

  it("gives each page the kind its bundle budget follows", () => {
    const pathsOf = (kind: string) => siteRoutes.filter((r) => r.kind === kind).map((r) => r.path);
    const interactive = ["/pm-quiz", "/glossary", "/ship-happens", "/progress"];
    const calculators = ["/frameworks/tam-sam-som", "/frameworks/van-westendorp", "/frameworks/rice-scoring", "/frameworks/opportunity-scoring", "/frameworks/wsjf", "/guides/ab-testing"];
    expect(pathsOf("interactive")).toEqual(interactive);
    expect(pathsOf("calculator")).toEqual(calculators);
    // Every other public page is a content page.
    expect(pathsOf("content")).toHaveLength(expectedPublicPaths.length - interactive.length - calculators.length);
  });

  it("names every route, each differently", () => {
    const names = siteRoutes.map((r) => r.name);
    for (const name of names) expect(name.trim().length).toBeGreaterThan(0);
    expect(new Set(names).size).toBe(names.length);
  });

  it("is where every nav and footer link points", () => {
    const hrefs = [...mainNav, ...footerColumns.flatMap((c) => c.links)].map((l) => l.href);
    expect(hrefs).toHaveLength(14);
    for (const href of hrefs) expect(publicPaths, href).toContain(href);
  });

  it("is where the not-found page's five starting points lead", () => {
    expect(notFoundStartingPoints).toHaveLength(5);
    for (const { href } of notFoundStartingPoints) expect(publicPaths, href).toContain(href);
    // The search page lists every section: the five, then the rest, each once and each a real page.
    const all = [...notFoundStartingPoints, ...moreSections].map((link) => link.href);
    expect(new Set(all).size).toBe(10);
    for (const href of all) expect(publicPaths, href).toContain(href);
  });
});
