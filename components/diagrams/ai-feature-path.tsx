import { StageMap, type Stage } from "./stage-map";

/** The order /ai-pm-10x groups its resources in: what a PM needs at each step of shipping an AI feature. */
const stages: Stage[] = [
  {
    title: "Understand",
    note: "Foundations",
    items: [
      { label: "How models learn", detail: "Pre-training, then fine-tuning" },
      { label: "Why they fail", detail: "Hallucination, cost, latency" },
    ],
  },
  {
    title: "Design",
    note: "Building AI products",
    items: [
      { label: "Is AI the right tool?", detail: "A fixed rule may be enough" },
      { label: "Simplest pattern first", detail: "A workflow before an agent" },
      { label: "Plan for errors", detail: "Set expectations, show confidence" },
    ],
  },
  {
    title: "Measure",
    note: "Evals and quality",
    items: [
      { label: "Read real traces", detail: "Find how it actually fails" },
      { label: "Write evals", detail: "Code checks, human review, LLM judge" },
    ],
  },
  {
    title: "Work",
    note: "AI in the PM workflow",
    items: [
      { label: "Spec by example", detail: "Dozens of concrete cases" },
      { label: "Stay hands-on", detail: "Prototype with the tools yourself" },
    ],
  },
];

export function AiFeaturePath() {
  return (
    <StageMap
      id="diagram-ai-feature-path"
      title="Four steps of building an AI feature as a product manager, matching the four groups of resources on this page"
      description="Four steps left to right. Understand (Foundations): how models learn, through pre-training and then fine-tuning, and why they fail: hallucination, cost and latency. Design (Building AI products): ask whether AI is the right tool, since a fixed rule may be enough; start with the simplest pattern, a workflow before an agent; plan for errors by setting expectations and showing confidence. Measure (Evals and quality): read real traces to find how the feature actually fails, then write evals as code checks, human review or an LLM judge. Work (AI in the PM workflow): specify by example with dozens of concrete cases, and stay hands-on by prototyping with the tools yourself."
      stages={stages}
    />
  );
}
