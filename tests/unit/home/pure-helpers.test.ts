import { describe, expect, it } from "vitest";
import { categoryCountLabels, type SiteCounts } from "@/lib/home/site-counts";
import { pageTitle, requiredPageTitle, resolveStartPath, type PageTitleSources } from "@/lib/home/start-paths";
import { tryItTeasers, type TryItCopy } from "@/lib/home/teasers";

const counts: SiteCounts = {
  frameworks: 1,
  masteryAreas: 2,
  masteryTopics: 1,
  glossaryTerms: 3,
  quizQuestions: 1,
  quizTiers: 4,
  comicPanels: 5,
  interviewGuides: 1,
  aiResources: 0,
  bookReviews: 0,
};

describe("categoryCountLabels", () => {
  it("words each card's count, singular for one", () => {
    expect(categoryCountLabels(counts)).toEqual({
      "/product-mastery": "2 areas · 1 topic",
      "/frameworks": "1 framework",
      "/interviews": "1 article",
      "/glossary": "3 terms",
    });
  });
});

const sources: PageTitleSources = {
  frameworks: [{ slug: "kaizen", title: "Kaizen" }],
  masteryAreas: [{ id: "tech-fluency", title: "Tech Fluency" }],
  glossary: [{ slug: "kpi", term: "KPI" }],
  books: [{ slug: "inspired", title: "Inspired" }],
  guides: [{ slug: "roadmaps", title: "Roadmaps" }],
  routes: [{ path: "/pm-quiz", name: "PM Mastery Check" }],
};

describe("pageTitle: a page's title from the sources it is given", () => {
  it.each([
    ["/frameworks/kaizen", "Kaizen"],
    ["/product-mastery/tech-fluency", "Tech Fluency"],
    ["/glossary/kpi", "KPI"],
    ["/books/inspired", "Inspired"],
    ["/guides/roadmaps", "Roadmaps"],
    ["/pm-quiz", "PM Mastery Check"],
  ])("%s is %s", (href, title) => {
    expect(pageTitle(sources, href)).toBe(title);
  });

  it.each(["/frameworks/missing", "/templates/decision-log", "/frameworks/kaizen/extra", "/nowhere"])("%s has none", (href) => {
    expect(pageTitle(sources, href)).toBeUndefined();
  });

  it("stops with the path and the caller when a required title is missing", () => {
    expect(() => requiredPageTitle(sources, "/frameworks/missing", "The test")).toThrow("The test links to /frameworks/missing, which is not a page of this site");
  });

  it("gives each step of a start path its page's title, and names the path when a step is missing", () => {
    const path = { id: "p", title: "Path", audience: "Anyone", icon: "compass" as const, steps: [{ href: "/glossary/kpi", why: "Words first." }] };
    expect(resolveStartPath(sources, path).steps).toEqual([{ href: "/glossary/kpi", why: "Words first.", title: "KPI" }]);
    expect(() => resolveStartPath(sources, { ...path, steps: [{ href: "/books/missing", why: "?" }] })).toThrow('Start path "p" links to /books/missing');
  });
});

describe("tryItTeasers: the three cards from the copy, counts and titles given", () => {
  const copy: TryItCopy = {
    quiz: { href: "/pm-quiz", cta: "Quiz", line: (questions, tiers) => `${questions} questions, ${tiers} tiers` },
    glossary: { href: "/glossary", cta: "Terms", line: (terms) => `${terms} terms` },
    comic: { href: "/ship-happens", cta: "Comic", line: (panels) => `${panels} panels` },
  };

  it("fills each line and badge from the counts", () => {
    expect(tryItTeasers(copy, counts, { quiz: "Quiz title", glossary: "Glossary title", comic: "Comic title" })).toEqual([
      { id: "quiz", href: "/pm-quiz", title: "Quiz title", line: "1 questions, 4 tiers", badge: "1 question", cta: "Quiz" },
      { id: "glossary", href: "/glossary", title: "Glossary title", line: "3 terms", badge: "3 terms", cta: "Terms" },
      { id: "comic", href: "/ship-happens", title: "Comic title", line: "5 panels", badge: "5 panels", cta: "Comic" },
    ]);
  });
});
