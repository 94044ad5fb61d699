import "server-only";
import type MiniSearch from "minisearch";
import { createIndex, loadIndex, searchIndex, serializeIndex, type SearchHit } from "./engine";
import { buildSearchRecords, type SearchRecord } from "./records";

let cached: { index: MiniSearch<SearchRecord>; bodies: ReadonlyMap<string, string> } | undefined;

/**
 * The /search page's results, from an index built from the content once per
 * server process. It goes through the same serialized form the browser loads,
 * so both rank identically; the page also has each section's full text, so
 * its snippets show the passage that matched even past the shipped lead.
 */
export function searchSite(query: string, limit: number): SearchHit[] {
  if (!cached) {
    const records = buildSearchRecords();
    cached = { index: loadIndex(serializeIndex(createIndex(records))), bodies: new Map(records.map((r) => [r.id, r.body])) };
  }
  return searchIndex(cached.index, query, limit, cached.bodies);
}
