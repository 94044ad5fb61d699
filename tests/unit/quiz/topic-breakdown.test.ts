import { describe, expect, it } from "vitest";
import { quizAreas } from "@/content/quiz/areas";
import { quizQuestions } from "@/content/quiz/questions";
import { quizAreaSchema } from "@/lib/content/schemas";
import { publicPaths } from "@/data/routes";
import { areaVerdict, topicBreakdown } from "@/lib/quiz/topic-breakdown";

describe("areaVerdict", () => {
  it("is strong from 80%, fair from half, study below: exactly at the edges", () => {
    expect(areaVerdict(4, 5)).toBe("strong");
    expect(areaVerdict(3, 4)).toBe("fair");
    expect(areaVerdict(2, 4)).toBe("fair");
    expect(areaVerdict(2, 5)).toBe("study");
    expect(areaVerdict(0, 6)).toBe("study");
    expect(areaVerdict(6, 6)).toBe("strong");
  });

  it("refuses impossible counts", () => {
    expect(() => areaVerdict(3, 2)).toThrow(RangeError);
    expect(() => areaVerdict(0, 0)).toThrow(RangeError);
    expect(() => areaVerdict(1.5, 4)).toThrow(RangeError);
  });
});

describe("topicBreakdown", () => {
  it("counts every question once, in the areas' order, and a perfect run is strong everywhere", () => {
    const results = topicBreakdown(quizQuestions, [], quizAreas);
    expect(results.map((r) => r.area.id)).toEqual(quizAreas.map((a) => a.id));
    expect(results.reduce((sum, r) => sum + r.total, 0)).toBe(quizQuestions.length);
    expect(results.every((r) => r.verdict === "strong" && r.study.length === 0)).toBe(true);
  });

  it("lists each missed topic page once, in quiz order", () => {
    // Questions 3 and 17 both teach RICE; 14 teaches opportunity scoring.
    const rice = quizQuestions.flatMap((q, i) => (q.topic.href === "/frameworks/rice-scoring" ? [i] : []));
    expect(rice.length).toBeGreaterThanOrEqual(2);
    const scoring = quizQuestions.findIndex((q) => q.topic.href === "/frameworks/opportunity-scoring");
    const prioritization = topicBreakdown(quizQuestions, [...rice, scoring], quizAreas).find((r) => r.area.id === "prioritization")!;
    expect(prioritization.study.map((l) => l.href)).toEqual(["/frameworks/rice-scoring", "/frameworks/opportunity-scoring"]);
    expect(prioritization.correct).toBe(prioritization.total - rice.length - 1);
  });

  it("leaves out an area with no question in the run", () => {
    const delivery = quizQuestions.filter((q) => q.area === "delivery");
    expect(topicBreakdown(delivery, [0], quizAreas)).toEqual([
      expect.objectContaining({ area: expect.objectContaining({ id: "delivery" }), correct: delivery.length - 1 }),
    ]);
  });
});

describe("quiz areas content", () => {
  it("has valid areas, each with at least three questions and pages that exist", () => {
    for (const area of quizAreas) {
      expect(() => quizAreaSchema.parse(area)).not.toThrow();
      expect(quizQuestions.filter((q) => q.area === area.id).length, area.id).toBeGreaterThanOrEqual(3);
      for (const page of area.pages) expect(publicPaths, page.href).toContain(page.href.split("#")[0]);
    }
    expect(new Set(quizAreas.map((a) => a.id)).size).toBe(quizAreas.length);
  });
});
