import { describe, expect, it } from "vitest";
import { masteryAreas } from "@/content/mastery";
import { knownResourceTypes, masteryAreaSchema, minLessonWords } from "@/lib/content/schemas";
import { lessonText, wordCount } from "@/lib/content/text";
import { publicPaths } from "@/data/routes";

// The eight areas, their slugs, and the exact card titles in order (fixed product copy).
const expected: { id: string; title: string; cards: string[] }[] = [
  {
    id: "vision-and-leadership",
    title: "Vision & Leadership",
    cards: ["Roadmapping", "Stakeholder Management", "Leading Teams", "Narrative Building"],
  },
  {
    id: "product-thinking",
    title: "Product Thinking",
    cards: ["Customer Obsession", "Problem Discovery", "Jobs to Be Done", "Value Creation", "Mental Models"],
  },
  {
    id: "design-and-ux",
    title: "Design & UX",
    cards: ["User Research", "Information Architecture", "Prototyping", "UX Writing"],
  },
  {
    id: "tech-fluency",
    title: "Tech Fluency",
    cards: ["APIs & Systems Thinking", "How Software is Built", "AI/ML Fundamentals", "Engineering Collaboration"],
  },
  {
    id: "business-and-strategy",
    title: "Business & Strategy",
    cards: ["Metrics and KPIs", "Product-Market Fit", "Monetization", "Competitive Strategy"],
  },
  {
    id: "growth-and-experiments",
    title: "Growth & Experiments",
    cards: ["Activation and Retention", "A/B Testing", "Growth Loops", "Funnels and Virality"],
  },
  {
    id: "delivery-and-execution",
    title: "Delivery & Execution",
    cards: ["Agile/Kanban/Scrum", "Prioritization", "Shipping Fast", "Escalations and Risk"],
  },
  {
    id: "career-and-mindset",
    title: "Career & Mindset",
    cards: ["Burnout and Impostor Syndrome", "Influencing Without Authority", "Mentorship and Growth", "PM Archetypes"],
  },
];

const allResources = masteryAreas.flatMap((area) =>
  area.subsections.flatMap((card) => card.resources.map((resource) => ({ area: area.id, card: card.title, resource }))),
);

describe("Product Mastery content", () => {
  it("has the eight areas, slugs and titles, in order", () => {
    expect(masteryAreas.map((a) => ({ id: a.id, title: a.title }))).toEqual(
      expected.map(({ id, title }) => ({ id, title })),
    );
  });

  it.each(expected)("$title has exactly its cards, in order", ({ id, cards }) => {
    const area = masteryAreas.find((a) => a.id === id);
    expect(area?.subsections.map((s) => s.title)).toEqual(cards);
  });

  it.each(masteryAreas.map((a) => [a.id, a] as const))("%s validates against the schema", (_id, area) => {
    const result = masteryAreaSchema.safeParse(area);
    expect(result.success, result.success ? "" : JSON.stringify(result.error.issues, null, 2)).toBe(true);
  });

  it("gives every card 3 to 11 resources with no duplicate URL inside a card", () => {
    for (const area of masteryAreas) {
      for (const card of area.subsections) {
        expect(card.resources.length, `${area.id} / ${card.title}`).toBeGreaterThanOrEqual(3);
        expect(card.resources.length, `${area.id} / ${card.title}`).toBeLessThanOrEqual(11);
        const urls = card.resources.map((r) => r.url);
        expect(new Set(urls).size, `${area.id} / ${card.title} repeats a link`).toBe(urls.length);
      }
    }
  });

  it("links only to https pages or to in-site routes that exist", () => {
    for (const { area, card, resource } of allResources) {
      const where = `${area} / ${card}: ${resource.url}`;
      expect(resource.url, where).not.toMatch(/example\.(com|org|net)/i);
      if (resource.url.startsWith("/")) {
        const path = resource.url.split(/[#?]/)[0];
        expect(publicPaths, where).toContain(path);
      } else {
        expect(() => new URL(resource.url), where).not.toThrow();
        expect(new URL(resource.url).protocol, where).toBe("https:");
      }
    }
  });

  it("uses only the known resource types", () => {
    for (const { area, card, resource } of allResources) {
      expect(knownResourceTypes as readonly string[], `${area} / ${card}: ${resource.title}`).toContain(resource.type);
    }
  });

  it("does not repeat an external link anywhere on the mastery pages", () => {
    const external = allResources.map((r) => r.resource.url).filter((u) => u.startsWith("http"));
    const dupes = external.filter((u, i) => external.indexOf(u) !== i);
    expect(dupes).toEqual([]);
  });

  it("gives all 33 topics a unique anchor id that other pages can deep link to", () => {
    const ids = masteryAreas.flatMap((area) => area.subsections.map((topic) => topic.id));
    expect(ids).toHaveLength(33);
    // Unique site-wide, not just per page, so an anchor alone names one topic.
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it("teaches every topic before it links: what, why, how to start and an example, in 200+ words", () => {
    for (const area of masteryAreas) {
      for (const topic of area.subsections) {
        const where = `${area.id}#${topic.id}`;
        const { lesson } = topic;
        expect(wordCount(lessonText(lesson)), where).toBeGreaterThanOrEqual(minLessonWords);
        expect(lesson.sections.map((section) => section.id), where).toEqual(["what", "why", "start", "example"]);
        for (const section of lesson.sections) expect(section.text.length, `${where} ${section.id}`).toBeGreaterThan(0);
        const steps = lesson.sections[2]!.segments.map((segment) => (segment.kind === "html" ? segment.html : "")).join("");
        expect(steps.match(/<li>/g)?.length ?? 0, where).toBeGreaterThanOrEqual(3);
        // A concrete example has specifics: at least one number in it.
        expect(lesson.sections[3]!.text, where).toMatch(/\d/);
      }
    }
  });

  it("never repeats a write-up paragraph between topics", () => {
    const paragraphs = masteryAreas.flatMap((area) =>
      area.subsections.flatMap(({ lesson }) =>
        lesson.sections
          .filter((section) => section.id !== "start")
          .flatMap((section) => section.segments.flatMap((segment) => (segment.kind === "html" ? [...segment.html.matchAll(/<p>([\s\S]*?)<\/p>/g)].map((m) => m[1]!) : []))),
      ),
    );
    expect(paragraphs.length).toBeGreaterThan(60);
    expect(new Set(paragraphs).size).toBe(paragraphs.length);
  });

  it("embeds the Leading Teams video with a poster served from this site", () => {
    const leading = masteryAreas
      .find((a) => a.id === "vision-and-leadership")
      ?.subsections.find((s) => s.title === "Leading Teams");
    expect(leading?.video?.youtubeId).toMatch(/^[A-Za-z0-9_-]{11}$/);
    expect(leading?.video?.thumbnail).toMatch(/^\/mastery\/.+\.svg$/);
  });
});
