import type { Metadata } from "next";
import { EarlyInput } from "@/components/early-input/early-input";
import { frameworkTools } from "@/components/frameworks/framework-tool";
import { FrameworkPageView, frameworkMetadata } from "@/components/frameworks/framework-page-view";
import { VanWestendorpCalculator } from "@/components/frameworks/van-westendorp-calculator";
import { quilloPilotRows } from "@/data/framework-examples";
import { getFrameworkPage } from "@/data/frameworks";

// Its own route (not frameworks/[slug]) so only this page ships the calculator.
const page = getFrameworkPage("van-westendorp")!;

export const metadata: Metadata = frameworkMetadata(page);

export default function Page() {
  // The script keeps values typed while the page is still loading; the calculator takes them once it is live.
  const node = (
    <>
      <EarlyInput />
      <VanWestendorpCalculator initialRows={quilloPilotRows} />
    </>
  );
  return <FrameworkPageView page={page} tool={{ info: frameworkTools["van-westendorp"], node }} />;
}
