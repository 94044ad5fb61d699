import { fillMetadataSegment } from "next/dist/lib/metadata/get-metadata-route";
import { absoluteUrl } from "./metadata";

/**
 * The absolute URL of the share card that a folder's opengraph-image.tsx
 * renders for one page, e.g. ogImageUrl("/(site)/templates/[slug]", { slug }),
 * for structured data that must name the same image as og:image. Inside a
 * route group Next adds a suffix hashed from the folder's path to the
 * card's route ("opengraph-image-1hr5n7"), so the URL is asked of the
 * function Next itself uses, not rebuilt here. (og:image also carries a
 * content hash as its query, only to bust caches; the path is the image.)
 * Server code only.
 */
export function ogImageUrl(folder: string, params: Record<string, string>): string {
  return absoluteUrl(fillMetadataSegment(folder, params, "opengraph-image", false));
}
