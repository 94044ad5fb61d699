import type { MetadataRoute } from "next";
import { siteUrl } from "@/config/site";

/** Crawl everything public; keep crawlers out of the admin area and the OAuth callback. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: "*", allow: "/", disallow: ["/admin", "/auth"] }],
    sitemap: `${siteUrl}/sitemap.xml`,
    host: siteUrl,
  };
}
