/**
 * The arithmetic behind the six later explainers: each worked
 * example computes its numbers from these functions, so they are pinned here.
 */
import { describe, expect, it } from "vitest";
import { iceAverage, iceProduct, isValidIceInput } from "@/lib/frameworks/ice";
import { effortByCategory, effortShares, mustShareWithinLimit, plannedEffort, type MoscowItem } from "@/lib/frameworks/moscow";
import { gradeColour, keyResultScore, objectiveScore, roundGrade } from "@/lib/frameworks/okr";
import { activitiesCovered, slicePoints, sprintsNeeded, type MappedStory } from "@/lib/frameworks/story-map";
import { fitCoverage, unanchoredItems, type ProfileItem, type ValueMapItem } from "@/lib/frameworks/value-proposition";
import { formatPercent, iceProductWorking, iceRow, iceWorking, keyResultWorking } from "@/lib/frameworks/worked-example";

describe("ICE", () => {
  it("averages the three 1-10 ratings, or multiplies them", () => {
    expect(iceAverage({ impact: 6, confidence: 8, ease: 9 })).toBeCloseTo(23 / 3);
    expect(iceAverage({ impact: 10, confidence: 10, ease: 10 })).toBe(10);
    expect(iceAverage({ impact: 1, confidence: 1, ease: 1 })).toBe(1);
    expect(iceProduct({ impact: 9, confidence: 8, ease: 3 })).toBe(216);
    expect(iceProduct({ impact: 10, confidence: 10, ease: 10 })).toBe(1000);
  });

  it("ranks a weak rating differently: the average ties what the product separates", () => {
    const placement = { impact: 9, confidence: 8, ease: 3 };
    const email = { impact: 5, confidence: 6, ease: 9 };
    expect(iceAverage(placement)).toBe(iceAverage(email));
    expect(iceProduct(email)).toBeGreaterThan(iceProduct(placement));
  });

  it("accepts ratings from 1 to 10 only", () => {
    expect(isValidIceInput({ impact: 1, confidence: 10, ease: 5.5 })).toBe(true);
    expect(isValidIceInput({ impact: 0, confidence: 5, ease: 5 })).toBe(false);
    expect(isValidIceInput({ impact: 5, confidence: 11, ease: 5 })).toBe(false);
    expect(isValidIceInput({ impact: 5, confidence: 5, ease: Number.NaN })).toBe(false);
  });

  it("writes the sums a page prints", () => {
    expect(iceWorking({ impact: 6, confidence: 8, ease: 9 })).toBe("(6 + 8 + 9) ÷ 3 = 7.67");
    expect(iceProductWorking({ impact: 9, confidence: 8, ease: 3 })).toBe("9 × 8 × 3 = 216");
    expect(iceRow({ impact: 9, confidence: 3, ease: 2 })).toEqual(["9", "3", "2", "4.67", "54"]);
  });
});

describe("MoSCoW", () => {
  const items: MoscowItem[] = [
    { name: "a", category: "must", effort: 30 },
    { name: "b", category: "must", effort: 30 },
    { name: "c", category: "should", effort: 20 },
    { name: "d", category: "could", effort: 20 },
    { name: "e", category: "wont", effort: 500 },
  ];

  it("adds effort per category and leaves Won't Haves out of the plan", () => {
    expect(effortByCategory(items)).toEqual({ must: 60, should: 20, could: 20, wont: 0 });
    expect(plannedEffort(items)).toBe(100);
    expect(effortShares(items)).toEqual({ must: 60, should: 20, could: 20 });
  });

  it("holds Must Haves to at most 60% of the planned effort", () => {
    expect(mustShareWithinLimit(items)).toBe(true);
    expect(mustShareWithinLimit([...items, { name: "f", category: "must", effort: 1 }])).toBe(false);
    expect(effortShares([])).toEqual({ must: 0, should: 0, could: 0 });
  });

  it("prints shares as percentages", () => {
    expect(formatPercent(66)).toBe("66%");
    expect(formatPercent(56.25)).toBe("56.25%");
  });
});

describe("OKR grading", () => {
  it("scores a key result by the share of the way from start to target, either direction", () => {
    expect(keyResultScore({ start: 45, target: 75, actual: 66 })).toBeCloseTo(0.7);
    expect(keyResultScore({ start: 9, target: 3, actual: 5 })).toBeCloseTo(2 / 3);
    expect(keyResultScore({ start: 4, target: 1.5, actual: 3 })).toBeCloseTo(0.4);
  });

  it("clamps to 0-1: overshooting is 1.0, going backwards is 0.0", () => {
    expect(keyResultScore({ start: 10, target: 20, actual: 25 })).toBe(1);
    expect(keyResultScore({ start: 10, target: 20, actual: 5 })).toBe(0);
    expect(keyResultScore({ start: 10, target: 10, actual: 10 })).toBe(1);
    expect(keyResultScore({ start: 10, target: 10, actual: 9 })).toBe(0);
  });

  it("averages key results into the objective and reads grades to one decimal, with Google's colours", () => {
    const keyResults = [
      { name: "a", start: 0, target: 10, actual: 7 },
      { name: "b", start: 0, target: 10, actual: 4 },
    ];
    expect(objectiveScore(keyResults)).toBeCloseTo(0.55);
    expect(objectiveScore([])).toBe(0);
    expect(roundGrade(0.589)).toBe(0.6);
    expect(gradeColour(0.29)).toBe("red");
    expect(gradeColour(0.4)).toBe("yellow");
    expect(gradeColour(0.64)).toBe("yellow");
    expect(gradeColour(0.66)).toBe("green");
    expect(gradeColour(1)).toBe("green");
  });

  it("writes the working a page prints", () => {
    expect(keyResultWorking({ start: 45, target: 75, actual: 66 })).toBe("(66 − 45) ÷ (75 − 45) = 0.7");
    expect(keyResultWorking({ start: 9, target: 3, actual: 5 })).toBe("(5 − 9) ÷ (3 − 9) = 0.67");
  });
});

describe("story map slices", () => {
  const stories: MappedStory[] = [
    { activity: "A", story: "a1", release: 1, points: 3 },
    { activity: "B", story: "b1", release: 1, points: 5 },
    { activity: "B", story: "b2", release: 2, points: 8 },
  ];

  it("sizes a slice and the sprints it needs, rounding up", () => {
    expect(slicePoints(stories, 1)).toBe(8);
    expect(slicePoints(stories, 3)).toBe(0);
    expect(sprintsNeeded(8, 8)).toBe(1);
    expect(sprintsNeeded(9, 8)).toBe(2);
    expect(() => sprintsNeeded(8, 0)).toThrow(/velocity/);
  });

  it("lists the backbone steps a slice touches, in map order", () => {
    expect(activitiesCovered(stories, ["A", "B", "C"], 1)).toEqual(["A", "B"]);
    expect(activitiesCovered(stories, ["A", "B", "C"], 2)).toEqual(["B"]);
  });
});

describe("value proposition fit", () => {
  const profile: ProfileItem[] = [
    { id: "p2", kind: "pain", text: "second", rank: 2 },
    { id: "p1", kind: "pain", text: "first", rank: 1 },
    { id: "p3", kind: "pain", text: "third", rank: 3 },
    { id: "g1", kind: "gain", text: "gain", rank: 1 },
  ];
  const map: ValueMapItem[] = [
    { kind: "product", text: "app", addresses: [] },
    { kind: "pain-reliever", text: "fixes first", addresses: ["p1"] },
    { kind: "gain-creator", text: "pet feature", addresses: [] },
  ];

  it("checks the top-ranked items of one kind against what the map addresses", () => {
    const pains = fitCoverage(profile, map, "pain", 2);
    expect(pains.considered.map((item) => item.id)).toEqual(["p1", "p2"]);
    expect(pains.covered.map((item) => item.id)).toEqual(["p1"]);
    expect(pains.uncovered.map((item) => item.id)).toEqual(["p2"]);
  });

  it("finds relievers and creators that answer nothing in the profile", () => {
    expect(unanchoredItems(profile, map).map((item) => item.text)).toEqual(["pet feature"]);
  });
});
