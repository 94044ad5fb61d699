import { describe, expect, it } from "vitest";
import { createIndex, loadIndex, searchIndex, serializeIndex } from "@/lib/search/engine";
import { buildSearchRecords } from "@/lib/search/records";
import { relevanceSet } from "@/lib/search/relevance-set";

// The same path the dialog takes: build, serialize, load the JSON, then search.
const index = loadIndex(serializeIndex(createIndex(buildSearchRecords())));
const pageOf = (url: string) => url.split(/[#?]/)[0];

describe("search relevance set", () => {
  it("holds at least 30 queries", () => expect(relevanceSet.length).toBeGreaterThanOrEqual(30));

  it.each(relevanceSet)("'$query' finds $expect in the top 3", ({ query, expect: page }) => {
    const top = searchIndex(index, query).slice(0, 3).map((hit) => pageOf(hit.url));
    expect(top).toContain(page);
  });
});
