import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { frameworkTools } from "@/components/frameworks/framework-tool";
import { FrameworkPageView, frameworkMetadata } from "@/components/frameworks/framework-page-view";
import { frameworkPages, getFrameworkPage } from "@/data/frameworks";

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;

/** The explainers without a calculator; those with one have their own route files. */
export function generateStaticParams() {
  return frameworkPages.filter((page) => !(page.slug in frameworkTools)).map((page) => ({ slug: page.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = getFrameworkPage((await params).slug);
  return page ? frameworkMetadata(page) : {};
}

export default async function FrameworkPageRoute({ params }: Props) {
  const page = getFrameworkPage((await params).slug);
  if (!page) notFound();
  return <FrameworkPageView page={page} />;
}
