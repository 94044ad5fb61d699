import type { MasteryArea } from "@/lib/content/schemas";
import { topic } from "./lessons";

export const businessAndStrategy: MasteryArea = {
  id: "business-and-strategy",
  title: "Business & Strategy",
  icon: "chart",
  description:
    "Connect product work to how the business wins: measure what signals real value, know whether you have product-market fit, price for the value you create, and build advantages competitors cannot copy.",
  subsections: [
    topic("business-and-strategy", "metrics-and-kpis", "Metrics and KPIs", "chart"),
    topic("business-and-strategy", "product-market-fit", "Product-Market Fit", "target"),
    topic("business-and-strategy", "monetization", "Monetization", "trending"),
    topic("business-and-strategy", "competitive-strategy", "Competitive Strategy", "shield"),
  ],
};
