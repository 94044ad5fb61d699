import { StageMap, type Stage } from "./stage-map";

/**
 * Step 2 of uncovering a job, drawn: a switch interview retells the purchase
 * in the order it happened, and each moment is where one kind of force
 * shows itself. The examples are the piano course's, from the worked example.
 */
const stages: Stage[] = [
  {
    title: "First thought",
    note: "When the old way stopped being enough",
    items: [
      { label: "Ask", detail: "When did you first think about it? What had just happened?" },
      { label: "Listen for the push", detail: "A family event coming up; months of tutorials going nowhere" },
    ],
  },
  {
    title: "Looking around",
    note: "What they tried, read or asked about",
    items: [
      { label: "Ask", detail: "What else did you look at, and what did you do meanwhile?" },
      { label: "Listen for the pull", detail: "Songs they love; practice that fits 20 minutes" },
    ],
  },
  {
    title: "Deciding",
    note: "What tipped it, and what nearly stopped it",
    items: [
      { label: "Ask", detail: "What almost made you not sign up?" },
      { label: "Listen for anxiety and habit", detail: "The old keyboard; free videos are good enough" },
    ],
  },
  {
    title: "First use",
    note: "What they did first and hoped to get",
    items: [
      { label: "Ask", detail: "What did you do in the first week?" },
      { label: "Listen for the progress", detail: "Playing a piece they love, not finishing a course" },
    ],
  },
];

export function JtbdSwitchTimeline() {
  return (
    <StageMap
      id="diagram-jtbd-switch-timeline"
      title="A switch interview, in the order the purchase happened"
      description="Four moments in order. First thought, when the old way stopped being enough: ask when they first thought about it and what had just happened; listen for the push, such as a family event coming up or months of tutorials going nowhere. Looking around, what they tried, read or asked about: ask what else they looked at and what they did meanwhile; listen for the pull, such as songs they love or practice that fits 20 minutes. Deciding, what tipped it and what nearly stopped it: ask what almost made them not sign up; listen for anxiety and habit, such as the old keyboard or free videos being good enough. First use, what they did first and hoped to get: ask what they did in the first week; listen for the progress they wanted, such as playing a piece they love rather than finishing a course."
      stages={stages}
    />
  );
}
