import { activitiesCovered, largestStoryShare, slicePoints, sprintsNeeded } from "@/lib/frameworks/story-map";
import { formatNumber } from "@/lib/frameworks/worked-example";
import { waitlistActivities, waitlistReleaseNames, waitlistStories, waitlistVelocity } from "./story-map-example";

/**
 * User Story Mapping explainer (static layout, drawn diagram of the worked
 * example). Original writing. Slice sizes and sprint counts are computed from
 * lib/frameworks/story-map.ts.
 */

const releases = [1, 2, 3] as const;
const points = (release: number) => slicePoints(waitlistStories, release);
const sprints = (release: number) => sprintsNeeded(points(release), waitlistVelocity);
const storiesIn = (activity: string, release: number) =>
  waitlistStories.filter((entry) => entry.activity === activity && entry.release === release).map((entry) => `${entry.story} (${entry.points})`);
const releaseThreeLargest = largestStoryShare(waitlistStories, 3);
const numberWords = ["no", "one", "two", "three", "four", "five", "six"];
const othersInThree = waitlistStories.filter((entry) => entry.release === 3).length - 1;
const releaseThreeOthers = numberWords[othersInThree] ?? formatNumber(othersInThree);

/**
 * Every computed figure content/frameworks/user-story-mapping.md states, by the expression
 * written in its :calc[shown]{expr="..."}: a unit test recomputes each one
 * here, with the lib/ functions the calculators run, and fails on a
 * figure that drifts.
 */
export const figures: Readonly<Record<string, unknown>> = {
  "waitlistActivities.length": waitlistActivities.length,
  "releases.length": releases.length,
  "formatNumber(waitlistVelocity)": formatNumber(waitlistVelocity),
  "formatNumber(points(1))": formatNumber(points(1)),
  "formatNumber(sprints(1))": formatNumber(sprints(1)),
  "formatNumber(points(2))": formatNumber(points(2)),
  "formatNumber(sprints(2))": formatNumber(sprints(2)),
  "formatNumber(points(3))": formatNumber(points(3)),
  "formatNumber(sprints(3))": formatNumber(sprints(3)),
  "releaseThreeLargest.story.story.toLowerCase()": releaseThreeLargest.story.story.toLowerCase(),
  "formatNumber(releaseThreeLargest.points)": formatNumber(releaseThreeLargest.points),
  "formatNumber(releaseThreeLargest.total)": formatNumber(releaseThreeLargest.total),
  "Math.round(releaseThreeLargest.share * 100)": Math.round(releaseThreeLargest.share * 100),
  "releaseThreeOthers": releaseThreeOthers,
};

/** The computed tables of the page, by caption: the test compares every cell (and the headers, where they are computed). */
export const tables: Readonly<Record<string, { headers?: readonly string[]; rows: readonly (readonly unknown[])[] }>> = {
  "The waitlist story map: backbone steps as rows, release slices as columns, story points in brackets": { headers: ["Backbone step", ...releases.map((release) => waitlistReleaseNames[release]!)], rows: waitlistActivities.map((activity) => [
            activity,
            ...releases.map((release) => storiesIn(activity, release).join("; ") || "Nothing new in this slice"),
          ]) },
  "Size of each slice at the team's velocity": { rows: releases.map((release) => [
            waitlistReleaseNames[release]!,
            formatNumber(points(release)),
            `${activitiesCovered(waitlistStories, waitlistActivities, release).length} of ${waitlistActivities.length}`,
            formatNumber(sprints(release)),
          ]) },
};
