import { StageMap, type Stage } from "./stage-map";

/**
 * Step 2 of uncovering a job, drawn: a switch interview retells the purchase
 * in the order it happened, and each moment tends to bring out one part of
 * the story (the push, the pull, anxiety and habit, the progress wanted).
 * The examples are the piano course's, from the worked example.
 */
const stages: Stage[] = [
  {
    title: "First thought",
    note: "When the old way stopped being enough",
    items: [
      { label: "Ask", detail: "When did you first think about it? What had just happened?" },
      { label: "Listen for the push", detail: "Months of YouTube, no piece finished; a family event to play at" },
    ],
  },
  {
    title: "Looking around",
    note: "What they tried, read or asked about",
    items: [
      { label: "Ask", detail: "What else did you look at or try? What caught your eye?" },
      { label: "Listen for the pull", detail: "Lessons around songs they love; practice that fits 20 minutes" },
    ],
  },
  {
    title: "Deciding",
    note: "What tipped it, and what nearly stopped it",
    items: [
      { label: "Ask", detail: "What nearly stopped you signing up? What finally tipped it?" },
      { label: "Listen for anxiety and habit", detail: "Will the old keyboard work? Free videos are good enough for now" },
    ],
  },
  {
    title: "First use",
    note: "What they did first and hoped to get",
    items: [
      { label: "Ask", detail: "What did you do first? What were you hoping would happen?" },
      { label: "Listen for the progress", detail: "Visible progress on a piece they love, to feel like a musician" },
    ],
  },
];

export function JtbdSwitchTimeline() {
  return (
    <StageMap
      id="diagram-jtbd-switch-timeline"
      title="A switch interview, in the order the purchase happened"
      description="Four moments in order. First thought, when the old way stopped being enough: ask when they first thought about it and what had just happened; listen for the push, such as months of YouTube tutorials without ever finishing a piece, or a family event coming up where they wanted to play. Looking around, what they tried, read or asked about: ask what else they looked at or tried and what caught their eye; listen for the pull, such as lessons built around songs they already love, or practice that fits into 20 minutes. Deciding, what tipped it and what nearly stopped it: ask what nearly stopped them signing up and what finally tipped it; listen for anxiety and habit, such as whether it will work with the old keyboard, or free videos being good enough for now. First use, what they did first and hoped to get: ask what they did first and what they were hoping would happen; listen for the progress they wanted, such as visible progress on a piece they love, so they feel like a musician again."
      stages={stages}
    />
  );
}
