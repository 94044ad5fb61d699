import type { Metadata } from "next";
import { JsonLd } from "@/components/seo/json-ld";
import { pageMetadata } from "@/lib/seo/metadata";
import { organizationJsonLd, websiteJsonLd } from "@/lib/seo/json-ld";
import { AiTeaser } from "@/components/home/ai-teaser";
import { Categories } from "@/components/home/categories";
import { FeaturedBook } from "@/components/home/featured-book";
import { Hero } from "@/components/home/hero";
import { NewsletterSection } from "@/components/home/newsletter-section";
import { siteDescription, siteName } from "@/content/site";

export const metadata: Metadata = pageMetadata({
  title: `${siteName}: learn product management`,
  absoluteTitle: true,
  description: siteDescription,
  path: "/",
});

export default function HomePage() {
  return (
    <>
      <JsonLd data={[websiteJsonLd(), organizationJsonLd()]} />
      <Hero />
      <Categories />
      <AiTeaser />
      <FeaturedBook />
      <NewsletterSection />
    </>
  );
}
