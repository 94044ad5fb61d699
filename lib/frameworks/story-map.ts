/**
 * Story map arithmetic: how big each release slice is, and how many sprints
 * it takes at the team's measured velocity. A slice is one horizontal cut
 * across the map, so its size is the sum of the stories placed in it.
 */
export type MappedStory = { activity: string; story: string; release: number; points: number };

export function slicePoints(stories: readonly MappedStory[], release: number): number {
  return stories.filter((entry) => entry.release === release).reduce((sum, entry) => sum + entry.points, 0);
}

/** Whole sprints needed to finish `points` at `velocity` points per sprint. */
export function sprintsNeeded(points: number, velocity: number): number {
  if (!(velocity > 0)) throw new Error("velocity must be greater than 0");
  return Math.ceil(points / velocity);
}

/**
 * The biggest story in a slice and its share of the slice's points, so a
 * page saying what a release is "for" says it with the real proportion.
 */
export function largestStoryShare(stories: readonly MappedStory[], release: number): { story: MappedStory; points: number; total: number; share: number } {
  const inSlice = stories.filter((entry) => entry.release === release);
  if (inSlice.length === 0) throw new Error(`release ${release} has no stories`);
  const story = inSlice.reduce((best, entry) => (entry.points > best.points ? entry : best));
  const total = slicePoints(stories, release);
  return { story, points: story.points, total, share: story.points / total };
}

/** The activities (backbone columns) a slice touches, in map order. */
export function activitiesCovered(stories: readonly MappedStory[], activities: readonly string[], release: number): string[] {
  const touched = new Set(stories.filter((entry) => entry.release === release).map((entry) => entry.activity));
  return activities.filter((activity) => touched.has(activity));
}
