/**
 * The story map behind the User Story Mapping page's worked example and its
 * diagram: a waitlist app for walk-in restaurants. The page's tables and the
 * drawing both read this, so they always show the same map.
 */
import type { MappedStory } from "@/lib/frameworks/story-map";

/** The backbone: what diners and hosts do, left to right in the order they do it. */
export const waitlistActivities = ["Join the waitlist", "Wait", "Get seated", "Come back"] as const;

/** Each story with a short label for the drawn map; release 1 is the walking skeleton. */
export const waitlistStories: (MappedStory & { short: string })[] = [
  { activity: "Join the waitlist", story: "Host adds a party by name, size and phone number", short: "Host adds party", release: 1, points: 3 },
  { activity: "Wait", story: "Diner gets a text when the table is ready", short: "Text when ready", release: 1, points: 5 },
  { activity: "Get seated", story: "Host marks the party as seated", short: "Mark seated", release: 1, points: 2 },
  { activity: "Come back", story: "Diner gets a thank-you text with a one-tap rating", short: "Thank-you text", release: 1, points: 3 },
  { activity: "Join the waitlist", story: "Diner joins by scanning a QR code at the door", short: "QR self-join", release: 2, points: 8 },
  { activity: "Wait", story: "A live page shows the diner's place in the queue", short: "Live queue page", release: 2, points: 5 },
  { activity: "Get seated", story: "Host sees how long each table has been occupied", short: "Table timers", release: 2, points: 5 },
  { activity: "Join the waitlist", story: "Diner joins remotely before arriving", short: "Join remotely", release: 3, points: 8 },
  { activity: "Wait", story: "Quoted wait times learned from past evenings", short: "Smart wait quotes", release: 3, points: 13 },
  { activity: "Get seated", story: "Tables suggested by party size", short: "Table suggestions", release: 3, points: 8 },
  { activity: "Come back", story: "Regulars are recognised when they join", short: "Know regulars", release: 3, points: 5 },
];

/** Story points the team finishes in a two-week sprint, measured over its last four sprints. */
export const waitlistVelocity = 14;

export const waitlistReleaseNames: Record<number, string> = {
  1: "Release 1: walking skeleton",
  2: "Release 2: self-service",
  3: "Release 3: smarter service",
};
