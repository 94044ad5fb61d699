import { buildEnv } from "@/lib/env";

/**
 * Site-wide settings: the name, the description and what the deployment sets
 * (NEXT_PUBLIC_SITE_URL, the contact address). They are configuration, not
 * content, so lib/'s SEO and mail helpers may read them without reading
 * content. The env values are build-time ones: prerendered pages bake them in.
 */
export const siteName = "PM Knowledge Hub";

export const siteDescription =
  "Frameworks, books, interview preparation, a glossary and curated resources for product managers and people who want to become one.";

export const contactEmail = buildEnv.contactEmail;

/** Absolute, without a trailing slash. */
export const siteUrl = buildEnv.siteUrl;
