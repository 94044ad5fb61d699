import type { Metadata } from "next";
import { SkillMap } from "@/components/mastery/skill-map";
import { PageHeader } from "@/components/ui/page-header";
import { PageShell } from "@/components/ui/container";
import { masterySkillMap } from "@/data/mastery";
import { pageMetadata } from "@/lib/seo/metadata";
import { ProgressCount } from "@/components/progress/progress-marks";
import { allMasteryKeys } from "@/data/progress";

const description =
  "Eight areas of the product manager's craft, from vision and discovery to growth, delivery and career, each with hand-picked articles, talks, books and podcasts.";

export const metadata: Metadata = pageMetadata({ title: "Product Mastery", description, path: "/product-mastery" });

/** The overview opens with the skill map: every area and topic, each a link, read topics checked. */
export default function ProductMasteryPage() {
  return (
    <PageShell>
      <PageHeader
        trail={[{ name: "Product Mastery", path: "/product-mastery" }]}
        eyebrow="Product Mastery"
        title="Master the craft, one area at a time"
        intro={description}
      >
        <p className="mt-5">
          <ProgressCount keys={allMasteryKeys()} label="topics read" />
        </p>
      </PageHeader>
      <SkillMap map={masterySkillMap} />
    </PageShell>
  );
}
