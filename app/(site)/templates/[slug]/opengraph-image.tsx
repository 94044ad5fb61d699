import { getTemplate, templates } from "@/data/templates";
import { ogImageSize } from "@/lib/seo/metadata";
import { renderOgCard } from "@/lib/seo/og-card";
import { groupLabels } from "@/components/templates/groups";

/** One share card per template, rendered at build time, naming the job it does. */
export const alt = "Template card from PM Knowledge Hub";
export const size = ogImageSize;
export const contentType = "image/png";
export const dynamicParams = false;

export function generateStaticParams() {
  return templates.map((template) => ({ slug: template.slug }));
}

export default async function Image({ params }: { params: Promise<{ slug: string }> }) {
  const template = getTemplate((await params).slug);
  return renderOgCard({
    eyebrow: template ? `Template · ${groupLabels[template.group].title}` : "Template",
    title: template?.name ?? "Template",
    subtitle: template ? `Free to download as ${template.formats.map((f) => f.toUpperCase()).join(" and ")}` : undefined,
  });
}
