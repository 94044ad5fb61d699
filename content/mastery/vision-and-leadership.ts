import type { MasteryArea } from "@/lib/content/schemas";
import { topic } from "./lessons";

export const visionAndLeadership: MasteryArea = {
  id: "vision-and-leadership",
  title: "Vision & Leadership",
  icon: "compass",
  description:
    "Set a direction people want to follow: roadmaps that communicate intent, stakeholders who trust you, teams that own problems, and a story that makes the strategy stick.",
  subsections: [
    topic("vision-and-leadership", "roadmapping", "Roadmapping", "layers"),
    topic("vision-and-leadership", "stakeholder-management", "Stakeholder Management", "users"),
    topic("vision-and-leadership", "leading-teams", "Leading Teams", "users"),
    topic("vision-and-leadership", "narrative-building", "Narrative Building", "message"),
  ],
};
