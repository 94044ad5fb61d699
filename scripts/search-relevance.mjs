// @ts-check
/**
 * The relevance set (lib/search/relevance-set.ts) against the index `next
 * build` wrote, run through the same engine the dialog uses (lib/search/
 * engine.ts, loaded by jiti as scripts/site-routes.mjs loads the route
 * registry). The unit test checks an index built from the content in memory;
 * this checks the file that ships, so a broken route or serialisation fails.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { createJiti } from "jiti";

/**
 * @typedef {{
 *   loadIndex: (json: string) => unknown,
 *   searchIndex: (index: unknown, query: string) => { url: string }[],
 * }} Engine
 * @typedef {{
 *   relevanceSet: readonly { query: string, expect: string | readonly [string, string] }[],
 *   relevanceMiss: (urls: readonly string[], expected: string | readonly [string, string]) => string | null,
 * }} RelevanceModule
 */

/**
 * @param {string} indexFile the prerendered index (`.next/server/app/search-index.json.body`)
 * @param {string} [root]
 * @returns {Promise<{ count: number, failures: string[] }>} one failure line per query whose first result is not its page, with the top 3 it got
 */
export async function checkSearchRelevance(indexFile, root = process.cwd()) {
  const jiti = createJiti(import.meta.url, { alias: { "@/": `${path.resolve(root)}/` } });
  const engine = /** @type {Engine} */ (await jiti.import(path.join(root, "lib/search/engine.ts")));
  const { relevanceSet, relevanceMiss } = /** @type {RelevanceModule} */ (await jiti.import(path.join(root, "lib/search/relevance-set.ts")));
  const index = engine.loadIndex(readFileSync(indexFile, "utf8"));
  /** @type {string[]} */
  const failures = [];
  for (const { query, expect } of relevanceSet) {
    const miss = relevanceMiss(engine.searchIndex(index, query).map((hit) => hit.url), expect);
    if (miss) failures.push(`search relevance: '${query}' in the built index: ${miss}`);
  }
  return { count: relevanceSet.length, failures };
}
