import { describe, expect, it } from "vitest";
import { buildPublicRoutes, type RouteSources } from "@/lib/routes";

const none: RouteSources = { frameworks: [], guides: [], masteryAreas: [], books: [], glossary: [], templates: [] };

describe("buildPublicRoutes: the public routes from the pages it is given", () => {
  it("lists the fixed pages alone when no content module has pages", () => {
    expect(buildPublicRoutes(none).map((route) => route.path)).toEqual([
      "/", "/frameworks", "/guides", "/product-mastery", "/interviews", "/ai-pm-10x", "/product-psychology", "/books", "/templates",
      "/privacy-policy", "/terms-of-service", "/pm-quiz", "/quiz-explanations", "/glossary", "/ship-happens", "/progress",
    ]);
  });

  it("puts each derived page after its section's index, named from its content", () => {
    const routes = buildPublicRoutes({
      frameworks: [{ slug: "kaizen", title: "Kaizen" }],
      guides: [{ slug: "roadmaps", title: "Roadmaps" }],
      masteryAreas: [{ id: "tech-fluency", title: "Tech Fluency" }],
      books: [{ slug: "inspired", title: "Inspired" }],
      glossary: [{ path: "/glossary/kpi", term: "KPI" }],
      templates: [{ slug: "decision-log", name: "Decision log" }],
    });
    const paths = routes.map((route) => route.path);
    for (const [index, page] of [
      ["/frameworks", "/frameworks/kaizen"],
      ["/guides", "/guides/roadmaps"],
      ["/product-mastery", "/product-mastery/tech-fluency"],
      ["/books", "/books/inspired"],
      ["/templates", "/templates/decision-log"],
      ["/glossary", "/glossary/kpi"],
    ] as const) {
      expect(paths.indexOf(page), page).toBe(paths.indexOf(index) + 1);
    }
    expect(routes.find((route) => route.path === "/glossary/kpi")).toEqual({ path: "/glossary/kpi", name: "Glossary: KPI", kind: "content" });
    expect(routes.find((route) => route.path === "/templates/decision-log")?.name).toBe("Template: Decision log");
    expect(routes.find((route) => route.path === "/guides/roadmaps")).toEqual({ path: "/guides/roadmaps", name: "Guide: Roadmaps", kind: "content" });
  });

  it("marks the explainers with a calculator as calculator routes", () => {
    const routes = buildPublicRoutes({ ...none, frameworks: [{ slug: "rice-scoring", title: "RICE" }, { slug: "okrs", title: "OKRs" }] });
    expect(routes.filter((route) => route.path.startsWith("/frameworks/")).map((route) => [route.path, route.kind])).toEqual([
      ["/frameworks/rice-scoring", "calculator"],
      ["/frameworks/okrs", "content"],
    ]);
  });
});
