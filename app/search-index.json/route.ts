import { createIndex, serializeIndex } from "@/lib/search/engine";
import { searchRecords } from "@/data/search";

/**
 * The search dialog's prebuilt MiniSearch index, built from the typed content
 * at `next build` (prerendered as a static file) and on request in `next dev`,
 * so it is always current and needs no service.
 */
export const dynamic = "force-static";

export function GET() {
  return new Response(serializeIndex(createIndex(searchRecords())), {
    headers: { "content-type": "application/json; charset=utf-8" },
  });
}
