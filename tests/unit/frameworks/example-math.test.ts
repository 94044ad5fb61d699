/**
 * The pure functions behind the figures the framework pages and templates
 * state: unit economics (Business Model Canvas), a release slice's biggest
 * story (story map), interview counts on an opportunity solution tree, the
 * Kano question pair, and the PRD example's arithmetic.
 */
import { describe, expect, it } from "vitest";
import {
  breakEvenLifetimeMonths,
  expectedLifetimeMonths,
  lifetimeValue,
  lifetimeValueToCac,
  monthlyMargin,
  netLifetimeValue,
  paybackMonths,
  type Channel,
} from "@/lib/frameworks/unit-economics";
import { largestStoryShare, slicePoints, type MappedStory } from "@/lib/frameworks/story-map";
import { heardIn, heardMostAmongSiblings, interviewCount, targetWithNeighbours, type EvidenceNode } from "@/lib/frameworks/opportunity-tree";
import { kanoLeadingWords, kanoQuestionPair } from "@/lib/frameworks/kano";
import { eventShortfall, extraRevenue, offerTexts, percentOf, roundTo } from "@/lib/templates/example-figures";
import { riceImpactScaleText, riceImpactSteps, validateRiceInput } from "@/lib/frameworks/rice";

describe("unit economics", () => {
  const selfServe: Channel = { price: 59, partnerShare: 0, costToServe: 5.9, acquisitionCost: 450, monthlyChurn: 0.04 };
  const partner: Channel = { ...selfServe, partnerShare: 0.2, acquisitionCost: 300 };

  it("takes the partner's share and the variable cost to serve, not fixed costs, out of the monthly margin", () => {
    expect(monthlyMargin(selfServe)).toBeCloseTo(53.1, 10);
    expect(monthlyMargin(partner)).toBeCloseTo(59 - 11.8 - 5.9, 10);
  });

  it("pays back the acquisition cost from the margin", () => {
    expect(paybackMonths(selfServe)).toBeCloseTo(450 / 53.1, 10);
    expect(paybackMonths(partner)).toBeCloseTo(300 / 41.3, 10);
    expect(paybackMonths({ ...selfServe, costToServe: 59 })).toBe(Number.POSITIVE_INFINITY);
  });

  it("values a customer as margin × expected lifetime (1 ÷ monthly churn)", () => {
    expect(expectedLifetimeMonths(selfServe)).toBe(25);
    expect(lifetimeValue(selfServe)).toBeCloseTo(1327.5, 9);
    expect(lifetimeValue(partner)).toBeCloseTo(1032.5, 9);
    expect(netLifetimeValue(selfServe)).toBeCloseTo(877.5, 9);
    expect(netLifetimeValue(partner)).toBeCloseTo(732.5, 9);
    expect(lifetimeValueToCac(selfServe)).toBeCloseTo(2.95, 2);
    expect(lifetimeValueToCac(partner)).toBeCloseTo(3.44, 2);
  });

  it("finds how long the cheaper-to-acquire channel's customers must stay to match", () => {
    const months = breakEvenLifetimeMonths(partner, selfServe);
    expect(months).toBeCloseTo((877.5 + 300) / 41.3, 9);
    expect(monthlyMargin(partner) * months - partner.acquisitionCost).toBeCloseTo(netLifetimeValue(selfServe), 9);
  });

  it("refuses inputs that describe no real channel", () => {
    expect(() => monthlyMargin({ ...selfServe, monthlyChurn: 0 })).toThrow(RangeError);
    expect(() => monthlyMargin({ ...selfServe, partnerShare: 1 })).toThrow(RangeError);
    expect(() => monthlyMargin({ ...selfServe, price: 0 })).toThrow(RangeError);
  });
});

describe("largestStoryShare", () => {
  const stories: MappedStory[] = [
    { activity: "A", story: "big", release: 3, points: 13 },
    { activity: "B", story: "mid", release: 3, points: 8 },
    { activity: "C", story: "mid 2", release: 3, points: 8 },
    { activity: "D", story: "small", release: 3, points: 5 },
    { activity: "A", story: "other slice", release: 2, points: 21 },
  ];

  it("names the slice's biggest story and its share of the slice's points", () => {
    const result = largestStoryShare(stories, 3);
    expect(result.story.story).toBe("big");
    expect(result.total).toBe(slicePoints(stories, 3));
    expect(result.total).toBe(34);
    expect(result.share).toBeCloseTo(13 / 34, 12);
    expect(Math.round(result.share * 100)).toBe(38);
    // 38% is not "mostly": the biggest story is less than half of the slice.
    expect(result.share).toBeLessThan(0.5);
  });

  it("refuses an empty slice", () => {
    expect(() => largestStoryShare(stories, 9)).toThrow();
  });
});

describe("opportunity tree evidence", () => {
  const tree: EvidenceNode = {
    text: "outcome",
    evidence: "Order data",
    children: [
      {
        text: "parent",
        evidence: "9 of 12 interviews",
        children: [
          { text: "target", evidence: "7 of 12 interviews", target: true },
          { text: "sibling", evidence: "5 of 12 interviews" },
        ],
      },
      { text: "other", evidence: "6 of 12 interviews" },
    ],
  };

  it("reads interview counts and nothing else", () => {
    expect(interviewCount("7 of 12 interviews")).toEqual({ heard: 7, of: 12 });
    expect(interviewCount("Order data")).toBeNull();
    expect(interviewCount("13 of 12 interviews")).toBeNull();
  });

  it("finds the target with its parent and siblings, and compares counts", () => {
    const { target, parent, siblings } = targetWithNeighbours(tree);
    expect([target.text, parent.text, siblings.map((s) => s.text)]).toEqual(["target", "parent", ["sibling"]]);
    expect(heardIn(parent)).toBeGreaterThan(heardIn(target));
    expect(heardMostAmongSiblings(target, siblings)).toBe(true);
    expect(heardMostAmongSiblings(target, [{ text: "louder", evidence: "8 of 12 interviews" }])).toBe(false);
  });

  it("insists on exactly one target", () => {
    expect(() => targetWithNeighbours({ text: "root", evidence: "x", children: [{ text: "a", evidence: "1 of 2 interviews" }] })).toThrow();
  });
});

describe("kanoQuestionPair", () => {
  it("makes the dysfunctional question the exact opposite of the functional one", () => {
    const pair = kanoQuestionPair("cancel up to two hours before class without a fee");
    expect(pair.functional).toBe("If you could cancel up to two hours before class without a fee, how would you feel?");
    expect(pair.dysfunctional).toBe("If you could not cancel up to two hours before class without a fee, how would you feel?");
  });

  it("refuses an empty or negated ability", () => {
    expect(() => kanoQuestionPair("  ")).toThrow();
    expect(() => kanoQuestionPair("not pay a fee")).toThrow();
  });

  it("recognises leading wording", () => {
    expect(kanoLeadingWords.test("If you could not join and had to keep checking for free spots, how would you feel?")).toBe(true);
    expect(kanoLeadingWords.test("Wouldn't it be great if you could join a waitlist?")).toBe(true);
    expect(kanoLeadingWords.test("If you could join a waitlist, how would you feel?")).toBe(false);
  });
});

describe("PRD example arithmetic", () => {
  it("computes slots, refills, texts and revenue", () => {
    expect(percentOf(38000, 11)).toBe(4180);
    expect(percentOf(4180, 30)).toBe(1254);
    expect(percentOf(4180, 60)).toBe(2508);
    expect(offerTexts(4180, 5)).toBe(20900);
    expect(offerTexts(4180, 5, 2)).toBe(41800);
    expect(extraRevenue(1254, 2508, 65)).toBe(81510);
    expect(roundTo(81510, 100)).toBe(81500);
    expect(() => offerTexts(4180.5, 5)).toThrow(RangeError);
  });
});

describe("RICE impact scale", () => {
  it("is Intercom's five steps, in words and in the calculator's error message", () => {
    expect(riceImpactScaleText).toBe("3 massive, 2 high, 1 medium, 0.5 low, 0.25 minimal");
    expect(riceImpactSteps).toBe("3, 2, 1, 0.5, 0.25");
    const result = validateRiceInput({ reach: "10", impact: "4", confidence: "50", effort: "1" });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.impact).toBe("Impact must be between 0 and 3 (Intercom's scale: 3, 2, 1, 0.5, 0.25).");
  });
});

describe("eventShortfall", () => {
  it("is the share of real occurrences the events miss", () => {
    expect(eventShortfall(4512, 4800)).toBeCloseTo(0.06, 10);
    expect(eventShortfall(4800, 4800)).toBe(0);
    // Double firing shows up as a negative shortfall, not as a healthy zero.
    expect(eventShortfall(5000, 4800)).toBeLessThan(0);
  });

  it("refuses counts that cannot be counts", () => {
    expect(() => eventShortfall(10, 0)).toThrow(/at least one/);
    expect(() => eventShortfall(-1, 10)).toThrow(/whole number/);
  });
});
