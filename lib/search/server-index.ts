import "server-only";
import type MiniSearch from "minisearch";
import { createIndex } from "./engine";
import { buildSearchRecords, type SearchRecord } from "./records";

let cached: MiniSearch<SearchRecord> | undefined;

/** The /search page's index: built from the content once per server process. */
export function serverIndex(): MiniSearch<SearchRecord> {
  cached ??= createIndex(buildSearchRecords());
  return cached;
}
