import type { Metadata } from "next";
import { JsonLd } from "@/components/seo/json-ld";
import { AreaCard } from "@/components/mastery/area-card";
import { PageHeader } from "@/components/ui/page-header";
import { PageShell } from "@/components/ui/container";
import { masteryAreas } from "@/content/mastery";
import { breadcrumbJsonLd } from "@/lib/seo/json-ld";
import { pageMetadata } from "@/lib/seo/metadata";

const description =
  "Eight areas of the product manager's craft, from vision and discovery to growth, delivery and career, each with hand-picked articles, talks, books and podcasts.";

export const metadata: Metadata = pageMetadata({ title: "Product Mastery", description, path: "/product-mastery" });

export default function ProductMasteryPage() {
  return (
    <PageShell>
      <JsonLd data={breadcrumbJsonLd([{ name: "Product Mastery", path: "/product-mastery" }])} />
      <PageHeader eyebrow="Product Mastery" title="Master the craft, one area at a time" intro={description} />
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {masteryAreas.map((area) => (
          <AreaCard key={area.id} area={area} />
        ))}
      </ul>
    </PageShell>
  );
}
