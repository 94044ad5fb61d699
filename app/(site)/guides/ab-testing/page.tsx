import type { Metadata } from "next";
import { AbTestCalculator } from "@/components/frameworks/ab-test/ab-test-calculator";
import { EarlyInput } from "@/components/early-input/early-input";
import { GuidePageView, guideMetadata } from "@/components/guides/guide-page-view";
import { getGuidePage } from "@/data/guides";
import { guideTools } from "@/lib/guides/tools";

// Its own route (not guides/[slug]) so only this page ships the calculator.
const page = getGuidePage("ab-testing")!;

export const metadata: Metadata = guideMetadata(page);

export default function Page() {
  // The script keeps values typed while the page is still loading; the calculator reads them once it is live.
  const node = (
    <>
      <EarlyInput />
      <AbTestCalculator />
    </>
  );
  return <GuidePageView page={page} tool={{ info: guideTools["ab-testing"]!, node }} />;
}
