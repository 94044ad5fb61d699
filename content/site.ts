/** Site-wide facts. Public env values are inlined at build time. */
export const siteName = "PM Knowledge Hub";

export const siteDescription =
  "Frameworks, books, interview preparation, a glossary and curated resources for product managers and people who want to become one.";

export const contactEmail = process.env.NEXT_PUBLIC_CONTACT_EMAIL || "hello@example.com";

export const siteUrl = (process.env.NEXT_PUBLIC_SITE_URL || "http://localhost:3000").replace(/\/+$/, "");
