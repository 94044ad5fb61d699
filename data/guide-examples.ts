/**
 * The guides' worked examples, for the diagrams that draw them: components
 * read content only through data/.
 */
export { mealKitTest, schedulingFunnel } from "@/content/guides/examples";
