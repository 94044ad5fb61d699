import type { Metadata } from "next";
import { siteName, siteUrl } from "@/config/site";

/** Size every generated OpenGraph image uses (the 1.91:1 card most networks crop to). */
export const ogImageSize = { width: 1200, height: 630 } as const;

/** The site-wide card, rendered at build time by app/opengraph-image.tsx. */
export const siteOgImage = {
  url: "/opengraph-image",
  ...ogImageSize,
  alt: `${siteName}: frameworks, books, interview prep and a glossary for product managers`,
};

type OgImage = { url: string; width?: number; height?: number; alt?: string };

type PageMetadataInput = {
  /** Page title; the root layout's template appends " | PM Knowledge Hub". */
  title: string;
  description: string;
  /** Path as a visitor types it, e.g. `/glossary`. */
  path: string;
  /** Use "article" for pages that are one piece of writing (book reviews, explainers). */
  type?: "website" | "article";
  /**
   * Images for the share card. Leave out to use the site card. Pass
   * "segment" when the page's own folder has an opengraph-image.tsx: Next
   * only fills in a file-based image when the page's openGraph has no
   * `images` key, and inside a route group its URL carries a hash suffix
   * that this helper cannot know.
   */
  images?: OgImage[] | "segment";
  /** Set a title that already contains the site name (skips the template), e.g. the home page. */
  absoluteTitle?: boolean;
};

/** `siteUrl` + path, without a trailing slash except for the home page. */
export function absoluteUrl(path: string): string {
  if (!path.startsWith("/") || path.startsWith("//")) throw new Error(`Expected a same-site path, got "${path}"`);
  return path === "/" ? `${siteUrl}/` : `${siteUrl}${path.replace(/\/+$/, "")}`;
}

/** The title as it appears in the tab and the share card. */
function fullTitle(title: string, absolute = false): string {
  return absolute ? title : `${title} | ${siteName}`;
}

/**
 * Metadata for a public page: title, description, absolute canonical URL,
 * OpenGraph and Twitter tags that agree with each other. Every public page
 * uses it so a share card never falls back to the home page's text.
 */
export function pageMetadata({ title, description, path, type = "website", images, absoluteTitle = false }: PageMetadataInput): Metadata {
  const url = absoluteUrl(path);
  const shareTitle = fullTitle(title, absoluteTitle);
  const cardImages = images === "segment" ? undefined : (images ?? [siteOgImage]);
  return {
    title: absoluteTitle ? { absolute: title } : title,
    description,
    alternates: { canonical: url },
    openGraph: {
      title: shareTitle,
      description,
      url,
      siteName,
      type,
      locale: "en_US",
      ...(cardImages ? { images: cardImages } : {}),
    },
    twitter: {
      card: "summary_large_image",
      title: shareTitle,
      description,
      ...(cardImages ? { images: cardImages } : {}),
    },
  };
}
