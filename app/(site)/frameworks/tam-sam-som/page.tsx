import type { Metadata } from "next";
import { MarketSizingCalculator } from "@/components/frameworks/market-sizing-calculator";
import { frameworkTools } from "@/components/frameworks/framework-tool";
import { FrameworkPageView, frameworkMetadata } from "@/components/frameworks/framework-page-view";
import { marketExampleDraft } from "@/data/framework-examples";
import { getFrameworkPage } from "@/data/frameworks";
import { EarlyInput } from "@/components/early-input/early-input";

// Its own route (not frameworks/[slug]) so only this page ships the calculator.
const page = getFrameworkPage("tam-sam-som")!;

export const metadata: Metadata = frameworkMetadata(page);

export default function Page() {
  // The script keeps values typed while the page is still loading; the calculator computes them once it is live.
  const node = (
    <>
      <EarlyInput />
      <MarketSizingCalculator initial={marketExampleDraft} />
    </>
  );
  return <FrameworkPageView page={page} tool={{ info: frameworkTools["tam-sam-som"], node }} />;
}
