import type { Metadata } from "next";
import { JsonLd } from "@/components/seo/json-ld";
import { pageMetadata } from "@/lib/seo/metadata";
import { organizationJsonLd, websiteJsonLd } from "@/lib/seo/json-ld";
import { AiTeaser } from "@/components/home/ai-teaser";
import { Categories } from "@/components/home/categories";
import { FeaturedBook } from "@/components/home/featured-book";
import { GuidesTeaser } from "@/components/home/guides-teaser";
import { Hero } from "@/components/home/hero";
import { TemplatesTeaser } from "@/components/home/templates-teaser";
import { NewsletterSection } from "@/components/home/newsletter-section";
import { StartPaths } from "@/components/home/start-paths";
import { TryIt } from "@/components/home/try-it";
import { siteDescription, siteName } from "@/config/site";

export const metadata: Metadata = pageMetadata({
  title: `${siteName}: learn product management`,
  absoluteTitle: true,
  description: siteDescription,
  path: "/",
});

export default function HomePage() {
  return (
    <>
      {/*
        The hero is centred on phones and sits beside its picture on wide
        screens: painted half-parsed, its badge and buttons would move as their
        siblings arrive. Hold the first frame until the section after it (the
        start-here paths) has begun (see the root layout).
      */}
      <link rel="expect" href="#start-heading" blocking="render" />
      <JsonLd data={[websiteJsonLd(), organizationJsonLd()]} />
      <Hero />
      <StartPaths />
      <Categories />
      <GuidesTeaser />
      <TryIt />
      <TemplatesTeaser />
      <AiTeaser />
      <FeaturedBook />
      <NewsletterSection />
    </>
  );
}
