import { describe, expect, it } from "vitest";
import { initialQuizState, isCorrectAnswer, quizReducer, type QuizState } from "@/lib/quiz/quiz-state";

function answerAll(state: QuizState, correct: (index: number) => boolean) {
  let next = state;
  for (let i = 0; i < state.total; i++) next = quizReducer(next, { type: "answer", questionIndex: i, correct: correct(i) });
  return next;
}

describe("quiz state", () => {
  it("starts at the first question with a score of 0", () => {
    expect(initialQuizState(25)).toEqual({ total: 25, current: 0, score: 0, finished: false, missed: [] });
  });

  it("adds 1 for a right answer and advances", () => {
    const next = quizReducer(initialQuizState(25), { type: "answer", questionIndex: 0, correct: true });
    expect(next).toMatchObject({ current: 1, score: 1, finished: false, missed: [] });
  });

  it("keeps the score for a wrong answer, advances, and remembers the miss", () => {
    const next = quizReducer(initialQuizState(25), { type: "answer", questionIndex: 0, correct: false });
    expect(next).toMatchObject({ current: 1, score: 0, finished: false, missed: [0] });
  });

  it("finishes after the 25th answer with the misses in quiz order", () => {
    const done = answerAll(initialQuizState(25), (i) => i % 5 !== 0);
    expect(done).toMatchObject({ current: 25, score: 20, finished: true, missed: [0, 5, 10, 15, 20] });
  });

  it("is not finished after 24 answers", () => {
    let state = initialQuizState(25);
    for (let i = 0; i < 24; i++) state = quizReducer(state, { type: "answer", questionIndex: i, correct: true });
    expect(state).toMatchObject({ current: 24, score: 24, finished: false });
  });

  it("ignores a second answer to the same question (double click) and answers after the end", () => {
    const once = quizReducer(initialQuizState(25), { type: "answer", questionIndex: 0, correct: true });
    expect(quizReducer(once, { type: "answer", questionIndex: 0, correct: true })).toBe(once);
    const done = answerAll(initialQuizState(25), () => true);
    expect(quizReducer(done, { type: "answer", questionIndex: 25, correct: true })).toBe(done);
  });

  it("resets question, score, finished flag and misses", () => {
    const done = answerAll(initialQuizState(25), (i) => i > 3);
    expect(quizReducer(done, { type: "reset" })).toEqual(initialQuizState(25));
  });

  it("compares answers by exact text", () => {
    const question = { correctAnswer: "1,200" };
    expect(isCorrectAnswer(question, "1,200")).toBe(true);
    expect(isCorrectAnswer(question, "1200")).toBe(false);
  });
});
