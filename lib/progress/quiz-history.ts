/**
 * Quiz attempts for the history: a stable id per question (a hash of its
 * text, so reordering or adding questions keeps old "missed" ids valid), the
 * per-topic result of an attempt and the best/last summary.
 */
import type { QuizQuestion } from "@/lib/content/schemas";
import type { QuizAttempt, TopicResult } from "./types";

/** FNV-1a over the question text, base 36: short, stable and the same in every browser. */
export function questionId(question: Pick<QuizQuestion, "question">): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < question.question.length; i++) {
    hash ^= question.question.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return `q${(hash >>> 0).toString(36)}`;
}

/** Topic page of a question: its href without the #fragment; a topic within an area page groups under the area's name. */
function topicOf(question: Pick<QuizQuestion, "topic">): { href: string; label: string } {
  const [href = question.topic.href, fragment] = question.topic.href.split("#");
  return { href, label: fragment === undefined ? question.topic.label : areaLabel(question.topic.label) };
}

/** How many questions of each topic were right, given the indexes answered wrongly. */
export function topicResults(questions: readonly Pick<QuizQuestion, "topic">[], missedIndexes: readonly number[]): Record<string, TopicResult> {
  const missed = new Set(missedIndexes);
  const results: Record<string, TopicResult> = {};
  questions.forEach((question, index) => {
    const { href, label } = topicOf(question);
    const entry = (results[href] ??= { label, correct: 0, total: 0 });
    entry.total += 1;
    if (!missed.has(index)) entry.correct += 1;
  });
  return results;
}

/** "Roadmapping (Vision & Leadership)" names the area in brackets; a topic page groups by area. */
function areaLabel(label: string): string {
  const match = /\(([^)]+)\)\s*$/.exec(label);
  return match?.[1] ?? label;
}

export function buildAttempt(args: {
  questions: readonly QuizQuestion[];
  score: number;
  tier: string;
  missedIndexes: readonly number[];
  retry: boolean;
  at?: number;
}): QuizAttempt {
  const { questions, score, tier, missedIndexes, retry, at = Date.now() } = args;
  return {
    at,
    score,
    total: questions.length,
    tier,
    topics: topicResults(questions, missedIndexes),
    missed: missedIndexes.flatMap((i) => (questions[i] ? [questionId(questions[i])] : [])),
    ...(retry ? { retry: true } : {}),
  };
}

/** Best and last full-quiz attempts (retries of missed questions are not a score out of the whole quiz). */
export function quizSummary(attempts: readonly QuizAttempt[]): { best?: QuizAttempt; last?: QuizAttempt; lastAny?: QuizAttempt } {
  const full = attempts.filter((a) => !a.retry && a.total > 0);
  const best = full.reduce<QuizAttempt | undefined>((top, a) => (!top || a.score / a.total > top.score / top.total ? a : top), undefined);
  return { best, last: full.at(-1), lastAny: attempts.at(-1) };
}

/** The questions missed in the last attempt (full or retry), still in the quiz, in quiz order. */
export function missedQuestions<Q extends Pick<QuizQuestion, "question">>(questions: readonly Q[], attempts: readonly QuizAttempt[]): Q[] {
  const last = attempts.at(-1);
  if (!last || last.missed.length === 0) return [];
  const missed = new Set(last.missed);
  return questions.filter((q) => missed.has(questionId(q)));
}
