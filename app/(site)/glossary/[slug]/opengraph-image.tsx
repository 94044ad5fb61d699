import { getGlossaryEntry, glossaryEntries } from "@/data/glossary";
import { ogImageSize } from "@/lib/seo/metadata";
import { renderOgCard } from "@/lib/seo/og-card";

/** One share card per glossary term, rendered at build time. */
export const alt = "Glossary term card from PM Knowledge Hub";
export const size = ogImageSize;
export const contentType = "image/png";
export const dynamicParams = false;

export function generateStaticParams() {
  return glossaryEntries.map((entry) => ({ slug: entry.slug }));
}

export default async function Image({ params }: { params: Promise<{ slug: string }> }) {
  const entry = getGlossaryEntry((await params).slug);
  return renderOgCard({
    eyebrow: "PM glossary",
    title: entry?.term ?? "PM glossary",
    subtitle: entry?.page.summary,
  });
}
