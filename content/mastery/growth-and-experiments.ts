import type { MasteryArea } from "@/lib/content/schemas";
import { topic } from "./lessons";

export const growthAndExperiments: MasteryArea = {
  id: "growth-and-experiments",
  title: "Growth & Experiments",
  icon: "trending",
  description:
    "Grow by understanding the system, not by collecting tactics: get users to value fast, keep them, run experiments you can trust, and build loops where each cohort brings the next.",
  subsections: [
    topic("growth-and-experiments", "activation-and-retention", "Activation and Retention", "heart"),
    topic("growth-and-experiments", "a-b-testing", "A/B Testing", "check"),
    topic("growth-and-experiments", "growth-loops", "Growth Loops", "rocket"),
    topic("growth-and-experiments", "funnels-and-virality", "Funnels and Virality", "users"),
  ],
};
