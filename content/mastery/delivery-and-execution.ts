import type { MasteryArea } from "@/lib/content/schemas";
import { topic } from "./lessons";

export const deliveryAndExecution: MasteryArea = {
  id: "delivery-and-execution",
  title: "Delivery & Execution",
  icon: "rocket",
  description:
    "Turn good decisions into shipped outcomes: pick a way of working that fits the team, prioritize in the open, ship in small safe steps, and surface risk before it becomes a crisis.",
  subsections: [
    topic("delivery-and-execution", "agile-kanban-scrum", "Agile/Kanban/Scrum", "layers"),
    topic("delivery-and-execution", "prioritization", "Prioritization", "target"),
    topic("delivery-and-execution", "shipping-fast", "Shipping Fast", "rocket"),
    topic("delivery-and-execution", "escalations-and-risk", "Escalations and Risk", "shield"),
  ],
};
