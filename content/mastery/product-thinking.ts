import type { MasteryArea } from "@/lib/content/schemas";
import { topic } from "./lessons";

export const productThinking: MasteryArea = {
  id: "product-thinking",
  title: "Product Thinking",
  icon: "lightbulb",
  description:
    "Start from the customer's problem, not your solution: obsess over real behaviour, discover what matters, understand the job people hire your product for, and reason clearly about value.",
  subsections: [
    topic("product-thinking", "customer-obsession", "Customer Obsession", "heart"),
    topic("product-thinking", "problem-discovery", "Problem Discovery", "search"),
    topic("product-thinking", "jobs-to-be-done", "Jobs to Be Done", "target"),
    topic("product-thinking", "value-creation", "Value Creation", "sparkles"),
    topic("product-thinking", "mental-models", "Mental Models", "brain"),
  ],
};
