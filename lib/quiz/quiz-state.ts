import type { QuizQuestion } from "@/lib/content/schemas";

/**
 * The quiz as a small state machine: answering moves strictly forward (no
 * going back), the last answer finishes the quiz, and reset starts over.
 */
export type QuizState = {
  /** Number of questions in this run. */
  total: number;
  /** Index of the question on screen (0-based); equals `total` once finished. */
  current: number;
  score: number;
  finished: boolean;
  /** Indexes of questions answered wrongly, in quiz order. */
  missed: number[];
};

type QuizAction =
  /** `questionIndex` is the question the answer was given to: a stale or repeated answer is ignored. */
  | { type: "answer"; questionIndex: number; correct: boolean }
  | { type: "reset" };

export function initialQuizState(total: number): QuizState {
  return { total, current: 0, score: 0, finished: false, missed: [] };
}

export function isCorrectAnswer(question: Pick<QuizQuestion, "correctAnswer">, choice: string): boolean {
  return choice === question.correctAnswer;
}

export function quizReducer(state: QuizState, action: QuizAction): QuizState {
  switch (action.type) {
    case "answer": {
      if (state.finished || action.questionIndex !== state.current) return state;
      const current = state.current + 1;
      return {
        ...state,
        current,
        score: action.correct ? state.score + 1 : state.score,
        finished: current >= state.total,
        missed: action.correct ? state.missed : [...state.missed, state.current],
      };
    }
    case "reset":
      return initialQuizState(state.total);
  }
}
