import type { Metadata } from "next";
import { WsjfCalculator } from "@/components/frameworks/wsjf-calculator";
import { frameworkTools } from "@/components/frameworks/framework-tool";
import { FrameworkPageView, frameworkMetadata } from "@/components/frameworks/framework-page-view";
import { wsjfExampleItems } from "@/data/framework-examples";
import { getFrameworkPage } from "@/data/frameworks";
import { EarlyInput } from "@/components/early-input/early-input";

// Its own route (not frameworks/[slug]) so only this page ships the calculator.
const page = getFrameworkPage("wsjf")!;

export const metadata: Metadata = frameworkMetadata(page);

export default function Page() {
  // The script keeps values chosen while the page is still loading; the calculator scores them once it is live.
  const node = (
    <>
      <EarlyInput />
      <WsjfCalculator initialItems={wsjfExampleItems} />
    </>
  );
  return <FrameworkPageView page={page} tool={{ info: frameworkTools.wsjf, node }} />;
}
