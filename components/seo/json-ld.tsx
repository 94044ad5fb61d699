import { serializeJsonLd, type JsonLdObject } from "@/lib/seo/json-ld";

/**
 * Structured data for crawlers. A server component: the JSON is in the
 * prerendered HTML and adds nothing to the client bundle. The serialiser
 * escapes "<" so content can never close the script element early.
 */
export function JsonLd({ data }: { data: JsonLdObject | JsonLdObject[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
