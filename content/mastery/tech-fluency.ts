import type { MasteryArea } from "@/lib/content/schemas";
import { topic } from "./lessons";

export const techFluency: MasteryArea = {
  id: "tech-fluency",
  title: "Tech Fluency",
  icon: "code",
  description:
    "You do not need to write code, but you need to follow the conversation: how systems talk to each other, how software gets to production, what AI can and cannot do, and how to be a real partner to engineers.",
  subsections: [
    topic("tech-fluency", "apis-and-systems-thinking", "APIs & Systems Thinking", "layers"),
    topic("tech-fluency", "how-software-is-built", "How Software is Built", "code"),
    topic("tech-fluency", "ai-ml-fundamentals", "AI/ML Fundamentals", "sparkles"),
    topic("tech-fluency", "engineering-collaboration", "Engineering Collaboration", "users"),
  ],
};
