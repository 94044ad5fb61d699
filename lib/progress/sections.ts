/**
 * The sections of /progress in runs by their eyebrow (the Product Mastery
 * areas share one), in the order given: the first-visit list shows each run
 * as its own small grid under its own label, so the eight areas read as one
 * kind of page, not eight more sections beside Frameworks and Guides.
 */
export type EyebrowRun<G> = { eyebrow: string | undefined; groups: G[] };

export function runsByEyebrow<G extends { eyebrow?: string }>(groups: readonly G[]): EyebrowRun<G>[] {
  const runs: EyebrowRun<G>[] = [];
  for (const group of groups) {
    const run = runs.find((r) => r.eyebrow === group.eyebrow);
    if (run) run.groups.push(group);
    else runs.push({ eyebrow: group.eyebrow, groups: [group] });
  }
  return runs;
}
