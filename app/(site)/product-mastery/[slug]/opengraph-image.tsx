import { getMasteryArea, masteryAreas } from "@/data/mastery";
import { ogImageSize } from "@/lib/seo/metadata";
import { renderOgCard } from "@/lib/seo/og-card";

/** One share card per Product Mastery area, rendered at build time. */
export const alt = "Product Mastery area card from PM Knowledge Hub";
export const size = ogImageSize;
export const contentType = "image/png";
export const dynamicParams = false;

export function generateStaticParams() {
  return masteryAreas.map((area) => ({ slug: area.id }));
}

export default async function Image({ params }: { params: Promise<{ slug: string }> }) {
  const area = getMasteryArea((await params).slug);
  return renderOgCard({
    eyebrow: "Product Mastery",
    title: area?.title ?? "Product Mastery",
    subtitle: area?.description,
  });
}
