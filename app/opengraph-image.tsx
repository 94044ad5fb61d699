import { siteName } from "@/config/site";
import { ogImageSize } from "@/lib/seo/metadata";
import { renderOgCard } from "@/lib/seo/og-card";

/** The site-wide share card; pages without their own card point to it (see lib/seo/metadata.ts). */
export const alt = `${siteName}: frameworks, books, interview prep and a glossary for product managers`;
export const size = ogImageSize;
export const contentType = "image/png";

export default function Image() {
  return renderOgCard({
    eyebrow: "Learn product management",
    title: "Your Complete Product Management Knowledge Hub",
    subtitle: "Books, frameworks, templates, interview preparation, a glossary and a quiz.",
  });
}
