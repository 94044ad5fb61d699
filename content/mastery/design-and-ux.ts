import type { MasteryArea } from "@/lib/content/schemas";
import { topic } from "./lessons";

export const designAndUx: MasteryArea = {
  id: "design-and-ux",
  title: "Design & UX",
  icon: "palette",
  description:
    "Partner with designers as a peer: choose the right research method, structure information the way users think, test ideas with cheap prototypes, and treat every word in the interface as design.",
  subsections: [
    topic("design-and-ux", "user-research", "User Research", "users"),
    topic("design-and-ux", "information-architecture", "Information Architecture", "layers"),
    topic("design-and-ux", "prototyping", "Prototyping", "file"),
    topic("design-and-ux", "ux-writing", "UX Writing", "message"),
  ],
};
