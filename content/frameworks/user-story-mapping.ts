import type { FrameworkPage } from "@/lib/content/schemas";
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

export const userStoryMapping: FrameworkPage = {
  slug: "user-story-mapping",
  title: "User Story Mapping",
  summary:
    "Jeff Patton's two-dimensional backlog: lay out the user's journey from left to right, stack the stories under each step, and slice thin releases that work end to end.",
  layout: "static",
  diagram: "user-story-map",
  sections: [
    {
      id: "what-it-is",
      title: "What user story mapping is",
      blocks: [
        {
          kind: "p",
          text: "A story map is a backlog laid out as a picture of the product in use. Jeff Patton described it in his 2008 post The New User Story Backlog is a Map and in depth in his 2014 book User Story Mapping. His complaint was about the flat backlog: a team spends weeks understanding users and their goals, then turns everything into a single ranked list of small stories, and the big picture is lost. Nobody can look at story number 37 and say which part of the user's journey it serves, or whether the next release will let anyone finish what they came to do.",
        },
        {
          kind: "cards",
          items: [
            { title: "The backbone", text: "Across the top, the big things people do with the product, left to right in the order they do them: join the list, wait, get seated. Read aloud, the backbone tells the user's story." },
            { title: "The body", text: "Under each step, the stories that support it, stacked with the most essential at the top and the refinements, alternatives and edge cases below." },
            { title: "Release slices", text: "Horizontal lines cut the map into releases. Each slice takes the top stories from every step, so each release is a thin version of the whole journey." },
            { title: "The walking skeleton", text: "The first slice: the least the product can do and still let someone go from start to finish. It proves the journey works before any step gets polished." },
          ],
        },
        {
          kind: "p",
          text: "The map is built by a group, in one or two working sessions, with sticky notes on a wall or cards on a virtual board. Its main product is not the artefact but the shared understanding: engineers, designers, the product manager and stakeholders all see the same story and argue about the same slices.",
        },
      ],
    },
    {
      id: "when-to-use",
      title: "When to use it, and when not to",
      blocks: [
        {
          kind: "ul",
          items: [
            "Use it when starting a new product or a large feature, to turn discovery findings into a first release plan the whole team understands.",
            "Use it to plan a minimum viable release: slicing forces the question of what is the least that makes the journey work.",
            "Use it when a backlog has grown into hundreds of items and nobody can explain what the next release will let a user do.",
            "Use it to spot holes: an empty column under a backbone step is a part of the journey nobody has designed yet.",
            "Do not use it for a stream of unrelated small fixes or maintenance work; there is no journey to map, and a simple ranked list works.",
            "Do not use it to replace discovery. A map organises what you believe users do; interviews and tests tell you whether that belief is right.",
          ],
        },
      ],
    },
    {
      id: "how-to-apply",
      title: "How to build a story map, step by step",
      blocks: [
        {
          kind: "ol",
          items: [
            "Frame the map: who the users are, the outcome this work should produce, and how you will measure it. Write it above the map.",
            "Write the backbone: tell the story of one user from start to finish as short verb phrases (join the waitlist, wait, get seated) and lay them out left to right.",
            "Fill the body: under each step, write the stories that would support it, one per card. Walk the map with the group and add what is missing; every alternative and exception gets a card.",
            "Order each column top to bottom by how essential the story is for that step, not by how exciting it is.",
            "Draw the first slice: the fewest stories that let a user get through every backbone step. If a step has no story above the line, the release does not work.",
            "Give each slice an outcome to learn or achieve, estimate its stories, and check the size against the team's measured velocity.",
            "Build, release and measure, then walk the map again. Results move cards up, down or off the map before the next slice is cut.",
          ],
        },
      ],
    },
    {
      id: "worked-example",
      title: "Worked example: a waitlist app for walk-in restaurants",
      blocks: [
        {
          kind: "p",
          text: `A start-up is building a waitlist app for busy restaurants that do not take bookings. Hosts currently write names on paper and shout across the room. The team maps the diner's evening in ${waitlistActivities.length} backbone steps and cuts ${releases.length} slices. Story points are in brackets; the team's velocity is ${formatNumber(waitlistVelocity)} points per two-week sprint.`,
        },
        {
          kind: "table",
          caption: "The waitlist story map: backbone steps as rows, release slices as columns, story points in brackets",
          headers: ["Backbone step", ...releases.map((release) => waitlistReleaseNames[release]!)],
          rows: waitlistActivities.map((activity) => [
            activity,
            ...releases.map((release) => storiesIn(activity, release).join("; ") || "Nothing new in this slice"),
          ]),
        },
        {
          kind: "table",
          caption: "Size of each slice at the team's velocity",
          headers: ["Slice", "Story points", "Backbone steps covered", "Sprints"],
          rows: releases.map((release) => [
            waitlistReleaseNames[release]!,
            formatNumber(points(release)),
            `${activitiesCovered(waitlistStories, waitlistActivities, release).length} of ${waitlistActivities.length}`,
            formatNumber(sprints(release)),
          ]),
        },
        {
          kind: "p",
          text: `The walking skeleton is deliberately plain: a host types in each party, and diners get a text when their table is free. It touches all ${waitlistActivities.length} steps for ${formatNumber(points(1))} points, so it fits in ${formatNumber(sprints(1))} sprint, and three pilot restaurants can use it on a real Friday night. The team's first draft had put QR self-join in release 1 because it demoed well; on the map it was clear that self-join without the text message would still leave diners standing at the door, so it moved down to release 2 (${formatNumber(points(2))} points, ${formatNumber(sprints(2))} sprints).`,
        },
        {
          kind: "p",
          text: `The map also shows that release 2 adds nothing under Come back. That is a choice, not a gap: the pilot will show whether thank-you texts bring diners back before the team invests more there. Release 3 is the largest at ${formatNumber(points(3))} points (${formatNumber(sprints(3))} sprints). Its biggest single story is ${releaseThreeLargest.story.story.toLowerCase()} (${formatNumber(releaseThreeLargest.points)} of the ${formatNumber(releaseThreeLargest.total)} points, ${Math.round(releaseThreeLargest.share * 100)}%), and the rest is spread over ${releaseThreeOthers} smaller stories; the whole slice stays a rough sketch until the pilots report.`,
        },
      ],
    },
    {
      id: "pitfalls",
      title: "Common pitfalls",
      blocks: [
        {
          kind: "ul",
          items: [
            "A backbone of system components (database, admin, API) instead of user activities. If you cannot read the top row as a story about a person, start again.",
            "A first slice that is one step done perfectly. A beautiful join screen with no way to be called to the table is not a release.",
            "Mapping alone. A map the product manager draws and presents creates no shared understanding; the conversation is the point.",
            "Treating the map as a specification. It is a planning tool; details belong in conversations and acceptance criteria when a story is built.",
            "Letting the map go stale after release 1. Walk it again after each release, with the measurements in hand.",
            "Slicing by team or component, such as a backend release followed by a frontend release. Each slice should let a real user finish the journey.",
          ],
        },
      ],
    },
  ],
  related: [
    { href: "/frameworks/dual-track-agile", label: "Dual-Track Agile" },
    { href: "/frameworks/opportunity-solution-tree", label: "Opportunity Solution Tree" },
    { href: "/frameworks/moscow", label: "MoSCoW Prioritization" },
    { href: "/frameworks/lean-startup", label: "Lean Startup" },
    { href: "/product-mastery/delivery-and-execution#agile-kanban-scrum", label: "Product Mastery: Agile, Kanban and Scrum" },
  ],
  sources: [
    {
      // Patton's own page for the book: this exact URL is cited verbatim by many stored sources the
      // search tool (find_string) returned; search (pages) returned the publisher's listing
      // (O'Reilly, September 2014) confirming title, author and date. Not a guessed address.
      role: "primary",
      title: "User Story Mapping: Discover the Whole Story, Build the Right Product",
      author: "Jeff Patton, with Peter Economy",
      year: 2014,
      publisher: "O'Reilly Media",
      format: "book",
      url: "https://www.jpattonassociates.com/user-story-mapping/",
      note: "The full method: telling stories rather than writing them, building the backbone, slicing a minimum viable release and a release roadmap, and using the map to plan learning as well as delivery.",
    },
    {
      // This exact URL is cited verbatim by many stored sources (find_string), one with its date,
      // October 8, 2008; search (pages) returned the post's opening text on jpattonassociates.com.
      role: "primary",
      title: "The New User Story Backlog is a Map",
      author: "Jeff Patton",
      year: 2008,
      publisher: "Jeff Patton & Associates",
      format: "article",
      url: "https://www.jpattonassociates.com/the-new-backlog/",
      note: "The post that introduced story maps: why a flat backlog loses the context of the user's journey, and how a map with a backbone and release slices restores it.",
    },
    {
      // Confirmed: search (pages) returned this exact URL (August 2021).
      role: "further",
      title: "Getting started with User Story Mapping",
      author: "Jeff Patton, with Lily Smith and Randy Silver",
      year: 2021,
      publisher: "Mind the Product (The Product Experience podcast)",
      format: "talk",
      url: "https://www.mindtheproduct.com/getting-started-with-user-story-mapping-jeff-patton/",
      note: "Patton in conversation on making backlogs usable again: how to start a map with a team, and why the conversation around it matters more than the wall of cards.",
    },
  ],
};
