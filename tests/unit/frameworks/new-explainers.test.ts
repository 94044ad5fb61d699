/**
 * The six explainers added later (Jobs to Be Done, MoSCoW, ICE, Value
 * Proposition Canvas, User Story Mapping, OKRs): the depth docs/product.md
 * (Teaching depth and links) asks for,
 * where each sits on /frameworks, links in both directions, sources, and the
 * worked examples' data as the lib functions read it (the figures the pages
 * state are recomputed in tests/unit/content/figures.test.ts).
 */
import { describe, expect, it } from "vitest";
import { frameworkCards, frameworkPages } from "@/content/frameworks";
import { jtbdForces, jtbdInterviews } from "@/content/frameworks/jobs-to-be-done.figures";
import { capacityDays, moscowAgreed, moscowDraft, moscowSlip, movedRequirement } from "@/content/frameworks/moscow.figures";
import { okrWorkedExample } from "@/content/frameworks/okr-example";
import { waitlistActivities, waitlistStories, waitlistVelocity } from "@/content/frameworks/story-map-example";
import { vpcProfile, vpcValueMap } from "@/content/frameworks/value-proposition-canvas.figures";
import type { FrameworkPage } from "@/lib/content/schemas";
import { wordCount } from "@/lib/content/text";
import { diagramNames } from "@/lib/diagrams/names";
import { effortShares, moscowGuidance, mustShareWithinLimit, plannedEffort } from "@/lib/frameworks/moscow";
import { keyResultScore, objectiveScore, roundGrade } from "@/lib/frameworks/okr";
import { slicePoints, sprintsNeeded } from "@/lib/frameworks/story-map";
import { fitCoverage, unanchoredItems } from "@/lib/frameworks/value-proposition";
import { blocksOfKind, sectionOf, sectionTables } from "../../support/markdown-sections";

const expectedSection: Record<string, string> = {
  "jobs-to-be-done": "discovery",
  moscow: "prioritization",
  "ice-scoring": "prioritization",
  "value-proposition-canvas": "strategy",
  "user-story-mapping": "delivery",
  okrs: "strategy",
};
const newSlugs = Object.keys(expectedSection);

function page(slug: string): FrameworkPage {
  const found = frameworkPages.find((entry) => entry.slug === slug);
  if (!found) throw new Error(`missing page ${slug}`);
  return found;
}

const bodyWords = (entry: FrameworkPage) => wordCount(entry.sections.map((section) => section.text).join(" "));
const text = (slug: string) => page(slug).sections.map((section) => section.text).join("\n");

describe.each(newSlugs.map((slug) => [slug] as const))("new explainer %s", (slug) => {
  const entry = page(slug);

  it("is a valid static page with a drawn diagram", () => {
    // Loading the page validated its front matter (content/frameworks/index.ts); its body has the sections an explainer needs.
    expect(entry.slug).toBe(slug);
    expect(entry.sections.length).toBeGreaterThanOrEqual(4);
    expect(entry.layout).toBe("static");
    expect("image" in entry).toBe(false);
    expect(diagramNames).toContain(entry.diagram);
  });

  it("teaches in at least 900 words of its own", () => {
    expect(bodyWords(entry)).toBeGreaterThanOrEqual(900);
  });

  it("covers what it is, when to use it, the steps, a worked example with a table, and pitfalls", () => {
    const ids = entry.sections.map((section) => section.id);
    expect(ids).toEqual(expect.arrayContaining(["what-it-is", "when-to-use", "how-to-apply", "worked-example", "pitfalls"]));
    const titles = entry.sections.map((section) => section.title.toLowerCase()).join(" | ");
    for (const word of [/what/, /when/, /step/, /example/, /pitfall/]) expect(titles).toMatch(word);
    // The numbered steps, counted across the lists a drawing may split them into (JTBD draws step 2 after it).
    const steps = blocksOfKind(sectionOf(entry, "how-to-apply"), "ol").flatMap((list) => list.items);
    expect(steps.length).toBeGreaterThanOrEqual(5);
    const example = sectionOf(entry, "worked-example");
    expect(sectionTables(example).length).toBeGreaterThanOrEqual(1);
    expect(example.text).toMatch(/\d/);
    const pitfalls = blocksOfKind(sectionOf(entry, "pitfalls"), "ul")[0];
    expect(pitfalls?.items.length).toBeGreaterThanOrEqual(5);
  });

  it("cites its original work with author and year, and linked further reading", () => {
    const primary = entry.sources.filter((source) => source.role === "primary");
    expect(primary.length).toBeGreaterThanOrEqual(1);
    for (const source of primary) {
      expect(source.author.length).toBeGreaterThan(3);
      expect(source.year).toBeGreaterThanOrEqual(1983);
    }
    expect(entry.sources.some((source) => source.role === "further" && source.url)).toBe(true);
  });

  it("sits in the right section of /frameworks, with its own card and thumbnail", () => {
    const card = frameworkCards.find((entryCard) => entryCard.id === slug);
    expect(card?.section).toBe(expectedSection[slug]);
    expect(card?.href).toBe(`/frameworks/${slug}`);
    expect(card?.imageSrc).toBe(`/frameworks/${slug}.svg`);
  });

  it("links to related explainers, and at least one other explainer links back", () => {
    const explainerLinks = entry.related.filter((link) => link.href.startsWith("/frameworks/"));
    expect(explainerLinks.length).toBeGreaterThanOrEqual(2);
    const backlinks = frameworkPages.filter((other) => other.slug !== slug && other.related.some((link) => link.href === `/frameworks/${slug}`));
    expect(backlinks.length).toBeGreaterThanOrEqual(1);
  });

  it("keeps strings plain text (no markdown or HTML) and never uses a placeholder domain", () => {
    expect(text(slug)).not.toMatch(/<\/?[a-z][^>]*>|\*\*|__|\[[^\]]+\]\(/i);
    expect(JSON.stringify(entry)).not.toMatch(/example\.(com|org|net)/);
  });
});

describe("the original explainers link to the new ones where it helps", () => {
  it.each([
    ["rice-scoring", "ice-scoring"],
    ["opportunity-scoring", "jobs-to-be-done"],
    ["business-model-canvas", "value-proposition-canvas"],
    ["north-star-metric", "okrs"],
    ["dual-track-agile", "user-story-mapping"],
    ["kano-model", "moscow"],
  ])("%s → %s", (from, to) => {
    expect(page(from).related.map((link) => link.href)).toContain(`/frameworks/${to}`);
  });
});

describe("MoSCoW worked example", () => {
  it("fills the team's capacity exactly and breaks the 60% rule only in the draft", () => {
    expect(capacityDays).toBe(250);
    expect(plannedEffort(moscowDraft)).toBe(capacityDays);
    expect(plannedEffort(moscowAgreed)).toBe(capacityDays);
    const close = (shares: Record<string, number>, expected: Record<string, number>) => {
      for (const [category, value] of Object.entries(expected)) expect(shares[category], category).toBeCloseTo(value, 9);
    };
    close(effortShares(moscowDraft), { must: 66, should: 14, could: 20 });
    close(effortShares(moscowAgreed), { must: 54, should: 26, could: 20 });
    expect(mustShareWithinLimit(moscowDraft)).toBe(false);
    expect(mustShareWithinLimit(moscowAgreed)).toBe(true);
    expect(effortShares(moscowAgreed).could).toBeCloseTo(moscowGuidance.typicalCouldShare, 9);
  });

  it("moves only the requirement with a workaround, and a Could Have covers the slip", () => {
    const changed = moscowDraft.filter((item, index) => item.category !== moscowAgreed[index]!.category);
    expect(changed.map((item) => item.name)).toEqual([movedRequirement]);
    const dropped = moscowAgreed.find((item) => item.name === moscowSlip.dropped)!;
    expect(dropped.category).toBe("could");
    expect(dropped.effort).toBeGreaterThanOrEqual(moscowSlip.days);
  });
});

describe("OKR worked example", () => {
  it("grades each key result and the objective with lib/frameworks/okr.ts", () => {
    const scores = okrWorkedExample.map(keyResultScore);
    expect(scores.map(roundGrade)).toEqual([0.7, 0.7, 0.4]);
    expect(roundGrade(objectiveScore(okrWorkedExample))).toBe(0.6);
  });
});

describe("User Story Mapping worked example", () => {
  it("sizes each slice from its stories and the team's velocity", () => {
    expect([1, 2, 3].map((release) => slicePoints(waitlistStories, release))).toEqual([13, 18, 34]);
    expect([1, 2, 3].map((release) => sprintsNeeded(slicePoints(waitlistStories, release), waitlistVelocity))).toEqual([1, 2, 3]);
  });

  it("puts every story under a backbone step, and names each story once", () => {
    for (const story of waitlistStories) expect(waitlistActivities).toContain(story.activity);
    expect(new Set(waitlistStories.map((story) => story.story)).size).toBe(waitlistStories.length);
  });
});

describe("Value Proposition Canvas worked example", () => {
  it("reports the fit the lib computes", () => {
    expect(fitCoverage(vpcProfile, vpcValueMap, "pain", 3).covered).toHaveLength(3);
    expect(fitCoverage(vpcProfile, vpcValueMap, "gain", 3).covered).toHaveLength(1);
    expect(unanchoredItems(vpcProfile, vpcValueMap).map((item) => item.text)).toEqual(["3D walkthrough of the site"]);
  });

  it("ranks each kind of profile item from 1 and never claims more interviews than were run", () => {
    for (const kind of ["job", "pain", "gain"] as const) {
      const ranks = vpcProfile.filter((item) => item.kind === kind).map((item) => item.rank);
      expect(ranks).toEqual(ranks.map((_rank, index) => index + 1));
    }
    for (const item of vpcProfile) expect(item.heardIn).toBeLessThanOrEqual(14);
  });
});

describe("Jobs to Be Done worked example", () => {
  it("lists the four forces with counts out of the interviews run", () => {
    expect(new Set(jtbdForces.map((entry) => entry.force))).toEqual(new Set(["Push", "Pull", "Anxiety", "Habit"]));
    for (const entry of jtbdForces) expect(entry.heardIn).toBeLessThanOrEqual(jtbdInterviews);
  });
});
