/**
 * The Business Model Canvas page's worked example. The page's table and the
 * drawn canvas (components/diagrams) are both built from this record, so they
 * always show the same nine blocks, and the bottom row's figures come from
 * the same channel numbers the page's unit economics are computed from.
 */
import type { Channel } from "@/lib/frameworks/unit-economics";

const price = 59;
/** Hosting and support, the costs that grow with each location, as a share of the list price. */
export const costToServePercent = 10;
const costToServe = (price * costToServePercent) / 100;
/** The point-of-sale partner's share of the revenue it refers, kept for as long as the restaurant stays. */
export const partnerSharePercent = 20;

/** The two acquisition channels the team compares; both keep a restaurant at 4% monthly churn. */
export const bmcChannels: { selfServe: Channel; partner: Channel } = {
  selfServe: { price, partnerShare: 0, costToServe, acquisitionCost: 450, monthlyChurn: 0.04 },
  partner: { price, partnerShare: partnerSharePercent / 100, costToServe, acquisitionCost: 300, monthlyChurn: 0.04 },
};
export const canvasBlocks = [
  "Customer Segments",
  "Value Propositions",
  "Channels",
  "Customer Relationships",
  "Revenue Streams",
  "Key Resources",
  "Key Activities",
  "Key Partnerships",
  "Cost Structure",
] as const;

export type CanvasBlock = (typeof canvasBlocks)[number];

/** A restaurant staff-scheduling product's first canvas. */
export const staffSchedulingCanvas: Record<CanvasBlock, string> = {
  "Customer Segments": "Independent restaurants with 10 to 40 hourly staff (payer); their staff (free users)",
  "Value Propositions": "Owners: a week's rota in 15 minutes instead of 3 hours. Staff: swap shifts from their phone",
  Channels: "Self-serve trial; listing on a point-of-sale vendor's app marketplace",
  "Customer Relationships": "Self-service with one onboarding call; in-app chat",
  "Revenue Streams": `${price} dollars per location per month; payroll export add-on at 15 dollars`,
  "Key Resources": "Scheduling engine, point-of-sale integrations, support team",
  "Key Activities": "Product development, integration upkeep, onboarding",
  "Key Partnerships": `Point-of-sale vendor (takes ${partnerSharePercent}% of revenue it refers); payroll providers`,
  "Cost Structure": `Fixed: the engineering team. Variable: hosting and support (${costToServePercent}% of revenue), partner revenue share, ads`,
};

/** The canvas as the page's table rows: block, what the team wrote. */
export function canvasTableRows(canvas: Record<CanvasBlock, string>): string[][] {
  return canvasBlocks.map((block) => [block, canvas[block]]);
}
