import type { Metadata } from "next";
import { AiTeaser } from "@/components/home/ai-teaser";
import { Categories } from "@/components/home/categories";
import { FeaturedBook } from "@/components/home/featured-book";
import { Hero } from "@/components/home/hero";
import { NewsletterSection } from "@/components/home/newsletter-section";
import { siteDescription, siteName } from "@/content/site";

export const metadata: Metadata = {
  title: { absolute: `${siteName}: learn product management` },
  description: siteDescription,
};

export default function HomePage() {
  return (
    <>
      <Hero />
      <Categories />
      <AiTeaser />
      <FeaturedBook />
      <NewsletterSection />
    </>
  );
}
