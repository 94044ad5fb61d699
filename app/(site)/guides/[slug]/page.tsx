import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { GuidePageView, guideMetadata } from "@/components/guides/guide-page-view";
import { getGuidePage, guidePages } from "@/data/guides";
import { guideTools } from "@/lib/guides/tools";

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;

/** The guides without a tool; those with one have their own route files (lib/guides/tools.ts). */
export function generateStaticParams() {
  return guidePages.filter((page) => !(page.slug in guideTools)).map((page) => ({ slug: page.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = getGuidePage((await params).slug);
  return page ? guideMetadata(page) : {};
}

export default async function GuidePageRoute({ params }: Props) {
  const page = getGuidePage((await params).slug);
  if (!page) notFound();
  return <GuidePageView page={page} />;
}
