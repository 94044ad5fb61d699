import { StageMap, type Stage } from "./stage-map";

/** The usual shape of a product manager hiring process, and what each round listens for. */
const stages: Stage[] = [
  {
    title: "Screens",
    note: "One or two calls of 30 to 45 minutes",
    items: [
      { label: "Recruiter", detail: "Motivation, level, logistics" },
      { label: "Hiring manager", detail: "Relevant experience and one short product question" },
    ],
  },
  {
    title: "The loop",
    note: "Four or five interviews, often on one day",
    items: [
      { label: "Product sense", detail: "Picks a user and a problem before ideas; names the trade-off" },
      { label: "Analytical", detail: "Chooses metrics, estimates, triages a drop" },
      { label: "Behavioural", detail: "True stories of leading, deciding and failing" },
      { label: "Company round", detail: "Strategy, execution or technical depth" },
    ],
  },
  {
    title: "Debrief",
    note: "The interviewers compare notes",
    items: [
      { label: "Written feedback", detail: "Each interviewer rates only the signal they tested" },
      { label: "Decision", detail: "Hire, no hire, or an offer at another level" },
    ],
  },
];

export function InterviewLoop() {
  return (
    <StageMap
      id="diagram-interview-loop"
      title="The stages of a product manager interview process and what each round tests"
      description="Three stages from left to right. Screens: one or two calls of 30 to 45 minutes, a recruiter checking motivation, level and logistics, then the hiring manager checking relevant experience with one short product question. The loop: four or five interviews, often on one day: product sense (picks a user and a problem before ideas, names the trade-off), analytical (chooses metrics, estimates, triages a drop), behavioural (true stories of leading, deciding and failing) and a company round (strategy, execution or technical depth). Debrief: each interviewer writes feedback on only the signal they tested, and the group decides: hire, no hire, or an offer at another level."
      stages={stages}
    />
  );
}
