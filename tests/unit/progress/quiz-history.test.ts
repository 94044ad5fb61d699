import { describe, expect, it } from "vitest";
import { quizAreas } from "@/content/quiz/areas";
import { quizQuestions } from "@/content/quiz/questions";
import { attemptDetail, buildAttempt, missedQuestions, questionId, quizSummary, topicResults } from "@/lib/progress/quiz-history";
import { topicBreakdown } from "@/lib/quiz/topic-breakdown";

const q = (question: string, href: string, label: string) => ({ question, topic: { href, label } });

describe("quiz history", () => {
  it("gives every quiz question a distinct, stable id", () => {
    const ids = quizQuestions.map(questionId);
    expect(new Set(ids).size).toBe(quizQuestions.length);
    expect(questionId({ question: "Same text" })).toBe(questionId({ question: "Same text" }));
  });

  it("groups per topic page, naming the area for a topic within an area page", () => {
    const questions = [
      q("a", "/product-mastery/vision-and-leadership#roadmapping", "Roadmapping (Vision & Leadership)"),
      q("b", "/product-mastery/vision-and-leadership#stakeholders", "Stakeholders (Vision & Leadership)"),
      q("c", "/frameworks/kano-model", "Kano Model"),
    ];
    expect(topicResults(questions, [1])).toEqual({
      "/product-mastery/vision-and-leadership": { label: "Vision & Leadership", correct: 1, total: 2 },
      "/frameworks/kano-model": { label: "Kano Model", correct: 1, total: 1 },
    });
  });

  it("builds an attempt and finds the questions missed last time", () => {
    const attempt = buildAttempt({ questions: quizQuestions, score: 22, tier: "Strong", missedIndexes: [0, 4, 9], retry: false, at: 5 });
    expect(attempt).toMatchObject({ at: 5, score: 22, total: quizQuestions.length, tier: "Strong" });
    expect(attempt.missed).toHaveLength(3);
    expect(missedQuestions(quizQuestions, [attempt])).toEqual([quizQuestions[0], quizQuestions[4], quizQuestions[9]]);
    const retry = buildAttempt({ questions: missedQuestions(quizQuestions, [attempt]), score: 2, tier: "x", missedIndexes: [1], retry: true, at: 6 });
    expect(missedQuestions(quizQuestions, [attempt, retry])).toEqual([quizQuestions[4]]);
  });

  it("summarises best and last full attempts, ignoring retries", () => {
    const full = (at: number, score: number) => ({ at, score, total: 25, tier: "", topics: {}, missed: [] });
    const { best, last } = quizSummary([full(1, 20), full(2, 15), { ...full(3, 3), total: 3, retry: true }]);
    expect(best?.score).toBe(20);
    expect(last?.at).toBe(2);
  });
});

describe("an attempt read again on /progress", () => {
  it("numbers the missed questions as the explanations page does and breaks a full run down like the quiz result", () => {
    const attempt = buildAttempt({ questions: quizQuestions, score: 22, tier: "Strong", missedIndexes: [0, 4, 9], retry: false, at: 5 });
    const { missed, asked } = attemptDetail(quizQuestions, attempt);
    expect(missed.map((m) => m.number)).toEqual([1, 5, 10]);
    expect(missed[1]?.question).toBe(quizQuestions[4]);
    expect(asked?.questions).toEqual(quizQuestions);
    expect(topicBreakdown(asked!.questions, asked!.missedIndexes, quizAreas)).toEqual(topicBreakdown(quizQuestions, [0, 4, 9], quizAreas));
  });

  it("breaks a retry down over the questions it asked", () => {
    const retried = [quizQuestions[2]!, quizQuestions[7]!, quizQuestions[20]!];
    const retry = buildAttempt({ questions: retried, score: 2, tier: "x", missedIndexes: [1], retry: true, at: 6 });
    expect(retry.asked).toEqual(retried.map(questionId));
    const { missed, asked } = attemptDetail(quizQuestions, retry);
    expect(missed).toEqual([{ number: 8, question: quizQuestions[7] }]);
    expect(asked).toEqual({ questions: retried, missedIndexes: [1] });
    expect(topicBreakdown(asked!.questions, asked!.missedIndexes, quizAreas)).toEqual(topicBreakdown(retried, [1], quizAreas));
  });

  it("gives no breakdown when the asked questions cannot be told (an older retry, or a quiz that changed since)", () => {
    const oldRetry = { at: 1, score: 1, total: 2, tier: "", topics: {}, missed: [questionId(quizQuestions[3]!)], retry: true };
    expect(attemptDetail(quizQuestions, oldRetry)).toEqual({ missed: [{ number: 4, question: quizQuestions[3] }], asked: null });
    const changedQuiz = { at: 1, score: 20, total: 30, tier: "", topics: {}, missed: [] };
    expect(attemptDetail(quizQuestions, changedQuiz).asked).toBeNull();
  });
});
