import type { QuizArea, QuizQuestion } from "@/lib/content/schemas";

/** How an area went: "strong" at 80% or more, "fair" at 50% or more, otherwise "study". */
export type AreaVerdict = "strong" | "fair" | "study";

export type Link = { href: string; label: string };

export type AreaResult = {
  area: QuizArea;
  correct: number;
  total: number;
  verdict: AreaVerdict;
  /** Pages teaching this area's missed questions, once each, in quiz order. Empty when nothing was missed. */
  study: Link[];
};

/** Decided with integers only, so 4 of 5 is exactly 80% and never 79.99…%. */
export function areaVerdict(correct: number, total: number): AreaVerdict {
  if (!Number.isInteger(correct) || !Number.isInteger(total) || total < 1 || correct < 0 || correct > total) {
    throw new RangeError(`expected 0 <= correct <= total and total >= 1, got ${correct} of ${total}`);
  }
  if (correct * 5 >= total * 4) return "strong";
  if (correct * 2 >= total) return "fair";
  return "study";
}

/**
 * The result screen's per-area breakdown. `missed` holds indexes into
 * `questions` (the quiz's own record of wrong answers). Areas follow the order
 * of `areas`, so two runs read the same way; an area with no question in this
 * run (a retry of a few missed questions) is left out.
 */
export function topicBreakdown(questions: readonly Pick<QuizQuestion, "area" | "topic">[], missed: readonly number[], areas: readonly QuizArea[]): AreaResult[] {
  const wrong = new Set(missed);
  return areas.flatMap((area) => {
    const inArea = questions.map((question, index) => ({ question, index })).filter(({ question }) => question.area === area.id);
    if (inArea.length === 0) return [];
    const missedHere = inArea.filter(({ index }) => wrong.has(index));
    const study = [...new Map(missedHere.map(({ question }) => [question.topic.href, question.topic])).values()];
    const correct = inArea.length - missedHere.length;
    return [{ area, correct, total: inArea.length, verdict: areaVerdict(correct, inArea.length), study }];
  });
}
