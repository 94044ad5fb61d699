/**
 * A ranking bar's length, in percent of the leader's score
 * (components/frameworks/ranked-results.tsx): at least a sliver for any
 * score above zero, so a small score is not read as none, and none for zero.
 */
export function barShare(value: number, best: number): number {
  if (!(best > 0) || !(value > 0)) return 0;
  return Math.max(2, Math.round((value / best) * 1000) / 10);
}
