import { StageMap, type Stage } from "./stage-map";

/** Where in a product the principles on /product-psychology do their work, with the resource on the page that explains each. */
const stages: Stage[] = [
  {
    title: "Sign-up and onboarding",
    note: "Will they start?",
    items: [
      { label: "Behaviour = MAP", detail: "Motivation, ability and a prompt at once (Fogg)" },
      { label: "Defaults", detail: "The pre-selected option is the usual choice (Ariely)" },
    ],
  },
  {
    title: "Choosing a plan",
    note: "Will they decide?",
    items: [
      { label: "Choice overload", detail: "More options, fewer decisions (Schwartz)" },
      { label: "Loss aversion", detail: "Losing hurts more than gaining pleases (NN/g)" },
      { label: "Framing and order", detail: "How options are shown shapes the pick (Decision Lab)" },
    ],
  },
  {
    title: "Coming back",
    note: "Will it become a habit?",
    items: [
      { label: "The Hook", detail: "Trigger, action, variable reward, investment (Eyal)" },
      { label: "Goal gradient", detail: "Effort grows as the finish nears (Laws of UX)" },
    ],
  },
  {
    title: "Endings",
    note: "What will they remember?",
    items: [
      { label: "Peak-end rule", detail: "The best moment and the last one set the memory (Kahneman)" },
    ],
  },
];

export function PsychologyPrinciplesMap() {
  return (
    <StageMap
      id="diagram-psychology-map"
      title="Where the main behavioural principles act in a product, from sign-up to the end of an experience"
      description="Four moments in a product, left to right. Sign-up and onboarding, will they start: behaviour needs motivation, ability and a prompt at once (Fogg), and the pre-selected default is the usual choice (Ariely). Choosing a plan, will they decide: more options lead to fewer decisions (Schwartz), a loss hurts more than an equal gain pleases (Nielsen Norman Group), and how options are framed and ordered shapes the pick (The Decision Lab). Coming back, will it become a habit: the Hook of trigger, action, variable reward and investment (Eyal), and the goal-gradient effect, where effort grows as the finish nears (Laws of UX). Endings, what will they remember: the peak-end rule, where the best moment and the last one set the memory (Kahneman)."
      stages={stages}
    />
  );
}
