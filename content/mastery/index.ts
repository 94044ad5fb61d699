/**
 * The eight Product Mastery areas, from vision to career. The overview page,
 * the area pages and next/previous navigation all follow this order.
 */
import type { MasteryArea } from "@/lib/content/schemas";
import { businessAndStrategy } from "./business-and-strategy";
import { careerAndMindset } from "./career-and-mindset";
import { deliveryAndExecution } from "./delivery-and-execution";
import { designAndUx } from "./design-and-ux";
import { growthAndExperiments } from "./growth-and-experiments";
import { productThinking } from "./product-thinking";
import { techFluency } from "./tech-fluency";
import { visionAndLeadership } from "./vision-and-leadership";

export const masteryAreas: MasteryArea[] = [
  visionAndLeadership,
  productThinking,
  designAndUx,
  techFluency,
  businessAndStrategy,
  growthAndExperiments,
  deliveryAndExecution,
  careerAndMindset,
];
