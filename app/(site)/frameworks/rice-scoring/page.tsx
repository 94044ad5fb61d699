import type { Metadata } from "next";
import { RiceCalculator } from "@/components/frameworks/rice-calculator";
import { frameworkTools } from "@/components/frameworks/framework-tool";
import { FrameworkPageView, frameworkMetadata } from "@/components/frameworks/framework-page-view";
import { riceExampleItems } from "@/content/frameworks/calculator-examples";
import { getFrameworkPage } from "@/content/frameworks";

// Its own route (not frameworks/[slug]) so only this page ships the calculator.
const page = getFrameworkPage("rice-scoring")!;

export const metadata: Metadata = frameworkMetadata(page);

export default function Page() {
  return <FrameworkPageView page={page} tool={{ info: frameworkTools["rice-scoring"], node: <RiceCalculator initialItems={riceExampleItems} /> }} />;
}
