import type { MasteryArea } from "@/lib/content/schemas";
import { topic } from "./lessons";

export const careerAndMindset: MasteryArea = {
  id: "career-and-mindset",
  title: "Career & Mindset",
  icon: "heart",
  description:
    "Look after the person doing the job: manage energy and self-doubt, lead without formal authority, grow with mentors and clear expectations, and find the kind of product work that suits you.",
  subsections: [
    topic("career-and-mindset", "burnout-and-impostor-syndrome", "Burnout and Impostor Syndrome", "heart"),
    topic("career-and-mindset", "influencing-without-authority", "Influencing Without Authority", "message"),
    topic("career-and-mindset", "mentorship-and-growth", "Mentorship and Growth", "users"),
    topic("career-and-mindset", "pm-archetypes", "PM Archetypes", "compass"),
  ],
};
