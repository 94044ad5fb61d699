import type { Metadata } from "next";
import { AreaCard } from "@/components/mastery/area-card";
import { CardGrid } from "@/components/ui/card-grid";
import { PageHeader } from "@/components/ui/page-header";
import { PageShell } from "@/components/ui/container";
import { masteryAreas } from "@/data/mastery";
import { pageMetadata } from "@/lib/seo/metadata";
import { ProgressCount } from "@/components/progress/progress-marks";
import { allMasteryKeys } from "@/data/progress";

const description =
  "Eight areas of the product manager's craft, from vision and discovery to growth, delivery and career, each with hand-picked articles, talks, books and podcasts.";

export const metadata: Metadata = pageMetadata({ title: "Product Mastery", description, path: "/product-mastery" });

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
      <CardGrid label="Mastery areas">
        {masteryAreas.map((area) => (
          <AreaCard key={area.id} area={area} />
        ))}
      </CardGrid>
    </PageShell>
  );
}
