/**
 * The guides' worked examples, for the drawings that show them: each figure a
 * drawing labels is computed in the guide's figures module (or its examples
 * module), so the drawing and the prose cannot disagree; components read
 * content only through data/.
 */
export { encoreDrawing } from "@/content/guides/product-strategy.figures";
export { dispatchFunnel } from "@/content/guides/positioning-and-go-to-market.figures";
export { crewdeskMix } from "@/content/guides/pricing-and-packaging.figures";
export { rotaFunnel } from "@/content/guides/product-led-growth.figures";
export { mealKitTest, schedulingFunnel } from "@/content/guides/examples";
