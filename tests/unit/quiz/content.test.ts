import { describe, expect, it } from "vitest";
import { quizExplanations } from "@/content/quiz/explanations";
import { quizQuestions } from "@/content/quiz/questions";
import { scoreTiers } from "@/content/quiz/score-tiers";
import { explanationEntrySchema, quizQuestionSchema, scoreCategorySchema } from "@/lib/content/schemas";
import { publicPaths } from "@/data/routes";

function isKnownRoute(href: string) {
  const path = href.split("#")[0] ?? href;
  return publicPaths.includes(path);
}

describe("quiz questions", () => {
  it("has 25 valid questions with four distinct answers, one of them correct", () => {
    expect(quizQuestions).toHaveLength(25);
    for (const question of quizQuestions) {
      expect(() => quizQuestionSchema.parse(question)).not.toThrow();
      expect(question.answers).toHaveLength(4);
      expect(new Set(question.answers).size).toBe(4);
      expect(question.answers).toContain(question.correctAnswer);
    }
  });

  it("has no repeated question", () => {
    expect(new Set(quizQuestions.map((q) => q.question)).size).toBe(25);
  });

  it("spreads the correct answer across all four positions", () => {
    const counts = [0, 0, 0, 0];
    for (const q of quizQuestions) counts[q.answers.indexOf(q.correctAnswer)]! += 1;
    for (const count of counts) expect(count).toBeGreaterThanOrEqual(4);
  });

  it("does not give the answer away by length: the correct one is rarely the longest", () => {
    const longest = quizQuestions.filter((q) =>
      q.answers.every((a) => a === q.correctAnswer || a.length < q.correctAnswer.length),
    );
    // By chance alone about a quarter (6 of 25) would be; allow a little more, never a pattern.
    expect(longest.length).toBeLessThanOrEqual(8);
  });

  it("links every question to a page of this site that teaches it", () => {
    for (const q of quizQuestions) expect(isKnownRoute(q.topic.href), q.topic.href).toBe(true);
  });
});

describe("answer explanations", () => {
  it("has one valid entry per question, with one or two paragraphs", () => {
    expect(quizExplanations).toHaveLength(quizQuestions.length);
    for (const entry of quizExplanations) {
      expect(() => explanationEntrySchema.parse(entry)).not.toThrow();
      expect(entry.explanation.length).toBeGreaterThanOrEqual(1);
      expect(entry.explanation.length).toBeLessThanOrEqual(2);
    }
  });

  it("points every related link to an existing route, with link text", () => {
    const linked = quizExplanations.filter((e) => e.relatedLink);
    expect(linked.length).toBeGreaterThan(0);
    for (const entry of linked) {
      expect(isKnownRoute(entry.relatedLink!), entry.relatedLink).toBe(true);
      expect(entry.relatedLinkText?.trim().length).toBeGreaterThan(0);
    }
  });

  it("links explanations to the north star, RICE, delivery, tech fluency and business pages", () => {
    // Compared by page: a link may point at the topic on that page that teaches the idea (#anchor).
    const links = new Set(quizExplanations.map((e) => e.relatedLink?.split("#")[0]));
    for (const required of [
      "/frameworks/north-star-metric",
      "/frameworks/rice-scoring",
      "/product-mastery/delivery-and-execution",
      "/product-mastery/tech-fluency",
      "/product-mastery/business-and-strategy",
    ]) {
      expect(links, required).toContain(required);
    }
  });
});

describe("score tiers", () => {
  it("are five tiers covering 0-25 without gaps or overlaps", () => {
    expect(scoreTiers.map((t) => [t.title, t.minScore, t.maxScore])).toEqual([
      ["Aspiring PM", 0, 7],
      ["Emerging PM", 8, 14],
      ["Confident PM", 15, 19],
      ["Senior PM Material", 20, 23],
      ["Product Genius", 24, 25],
    ]);
    for (const tier of scoreTiers) {
      expect(() => scoreCategorySchema.parse(tier)).not.toThrow();
      expect(tier.description.length).toBeGreaterThan(80);
    }
  });
});
