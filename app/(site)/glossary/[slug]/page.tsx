import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { GlossaryTermView } from "@/components/glossary/glossary-term-view";
import { getGlossaryEntry, glossaryEntries } from "@/data/glossary";
import { pageMetadata } from "@/lib/seo/metadata";

type Params = { slug: string };

// Only the 24 glossary terms have pages; any other slug is a 404.
export const dynamicParams = false;

export function generateStaticParams(): Params[] {
  return glossaryEntries.map((entry) => ({ slug: entry.slug }));
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const entry = getGlossaryEntry((await params).slug);
  if (!entry) return {};
  // "segment": the share card comes from this folder's opengraph-image.tsx.
  return pageMetadata({
    title: `${entry.term}: definition and example`,
    description: entry.page.summary,
    path: entry.path,
    type: "article",
    images: "segment",
  });
}

export default async function GlossaryTermPage({ params }: { params: Promise<Params> }) {
  const entry = getGlossaryEntry((await params).slug);
  if (!entry) notFound();
  return <GlossaryTermView entry={entry} />;
}
