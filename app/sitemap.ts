import type { MetadataRoute } from "next";
import { publicRoutes } from "@/data/routes";
import { isIndexablePath } from "@/lib/seo/indexable";
import { absoluteUrl } from "@/lib/seo/metadata";

/** Every public route from lib/routes, so a new feature's pages appear without touching this file. */
export default function sitemap(): MetadataRoute.Sitemap {
  return publicRoutes
    .filter((route) => isIndexablePath(route.path))
    .map((route) => ({
      url: absoluteUrl(route.path),
      changeFrequency: "monthly",
      priority: route.path === "/" ? 1 : route.path.split("/").length > 2 ? 0.6 : 0.8,
    }));
}
