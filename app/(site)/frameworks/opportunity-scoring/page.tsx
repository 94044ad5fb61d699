import type { Metadata } from "next";
import { OpportunityCalculator } from "@/components/frameworks/opportunity-calculator";
import { frameworkTools } from "@/components/frameworks/framework-tool";
import { FrameworkPageView, frameworkMetadata } from "@/components/frameworks/framework-page-view";
import { opportunityExampleItems } from "@/data/framework-examples";
import { getFrameworkPage } from "@/data/frameworks";
import { EarlyInput } from "@/components/early-input/early-input";

// Its own route (not frameworks/[slug]) so only this page ships the calculator.
const page = getFrameworkPage("opportunity-scoring")!;

export const metadata: Metadata = frameworkMetadata(page);

export default function Page() {
  // The script keeps values typed while the page is still loading; the calculator scores them once it is live.
  const node = (
    <>
      <EarlyInput />
      <OpportunityCalculator initialItems={opportunityExampleItems} />
    </>
  );
  return <FrameworkPageView page={page} tool={{ info: frameworkTools["opportunity-scoring"], node }} />;
}
