import "server-only";
import type MiniSearch from "minisearch";
import { createIndex, loadIndex, searchIndex, serializeIndex, type SearchHit } from "./engine";
import type { SearchRecord } from "./records";

/**
 * A search for the /search page over the records `loadRecords` gives, built
 * on the first query and kept for the server process's life. It goes through
 * the same serialized form the browser loads, so both rank identically; the
 * page also has each section's full text, so its snippets show the passage
 * that matched even past the shipped lead.
 */
export function serverSearch(loadRecords: () => readonly SearchRecord[]): (query: string, limit: number) => SearchHit[] {
  let cached: { index: MiniSearch<SearchRecord>; bodies: ReadonlyMap<string, string> } | undefined;
  return (query, limit) => {
    if (!cached) {
      const records = loadRecords();
      cached = { index: loadIndex(serializeIndex(createIndex(records))), bodies: new Map(records.map((r) => [r.id, r.body])) };
    }
    return searchIndex(cached.index, query, limit, cached.bodies);
  };
}
