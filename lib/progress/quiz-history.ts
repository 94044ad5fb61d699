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
    ...(retry ? { retry: true, asked: questions.map(questionId) } : {}),
  };
}

/** Best and last full-quiz attempts (retries of missed questions are not a score out of the whole quiz). */
export function quizSummary(attempts: readonly QuizAttempt[]): { best?: QuizAttempt; last?: QuizAttempt } {
  const full = attempts.filter((a) => !a.retry && a.total > 0);
  const best = full.reduce<QuizAttempt | undefined>((top, a) => (!top || a.score / a.total > top.score / top.total ? a : top), undefined);
  return { best, last: full.at(-1) };
}

/** The questions missed in the last attempt (full or retry), still in the quiz, in quiz order. */
export function missedQuestions<Q extends Pick<QuizQuestion, "question">>(questions: readonly Q[], attempts: readonly QuizAttempt[]): Q[] {
  const last = attempts.at(-1);
  if (!last || last.missed.length === 0) return [];
  const missed = new Set(last.missed);
  return questions.filter((q) => missed.has(questionId(q)));
}

/**
 * One attempt read against today's quiz: the questions it missed (numbered as
 * on the explanations page) and the questions it asked, with the indexes
 * among them that were missed, for the result's breakdown by area. `asked` is
 * null when the attempt's questions cannot be told any more: a retry kept
 * before retries recorded them, or a quiz whose questions have changed since.
 */
export function attemptDetail<Q extends Pick<QuizQuestion, "question">>(
  questions: readonly Q[],
  attempt: QuizAttempt,
): { missed: { number: number; question: Q }[]; asked: { questions: Q[]; missedIndexes: number[] } | null } {
  const ids = questions.map(questionId);
  const wrong = new Set(attempt.missed);
  const missed = questions.flatMap((question, i) => (wrong.has(ids[i]!) ? [{ number: i + 1, question }] : []));
  const askedIds = attempt.retry ? attempt.asked && new Set(attempt.asked) : new Set(ids);
  const asked = askedIds ? questions.filter((_, i) => askedIds.has(ids[i]!)) : [];
  if (!askedIds || asked.length !== attempt.total) return { missed, asked: null };
  const missedIndexes = asked.flatMap((question, i) => (wrong.has(questionId(question)) ? [i] : []));
  return { missed, asked: { questions: asked, missedIndexes } };
}
