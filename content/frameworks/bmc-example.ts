/**
 * The Business Model Canvas page's worked example. The page's table and the
 * drawn canvas (components/diagrams) are both built from this record, so they
 * always show the same nine blocks.
 */
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
  "Revenue Streams": "59 dollars per location per month; payroll export add-on at 15 dollars",
  "Key Resources": "Scheduling engine, point-of-sale integrations, support team",
  "Key Activities": "Product development, integration upkeep, onboarding",
  "Key Partnerships": "Point-of-sale vendor (takes 20% of revenue it refers); payroll providers",
  "Cost Structure": "Engineering, hosting and support (15% of revenue), partner revenue share, ads",
};

/** The canvas as the page's table rows: block, what the team wrote. */
export function canvasTableRows(canvas: Record<CanvasBlock, string>): string[][] {
  return canvasBlocks.map((block) => [block, canvas[block]]);
}
