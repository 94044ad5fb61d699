import { describe, expect, it } from "vitest";
import { createIndex, loadIndex, searchIndex, serializeIndex, suggestionLabel, SUGGESTIONS } from "@/lib/search/engine";
import { searchRecords } from "@/data/search";
import { relevanceMiss, relevanceSet } from "@/lib/search/relevance-set";

// The same path the dialog takes: build, serialize, load the JSON, then search.
const index = loadIndex(serializeIndex(createIndex(searchRecords())));

describe("search relevance set", () => {
  it("holds at least 80 queries, none twice", () => {
    expect(relevanceSet.length).toBeGreaterThanOrEqual(80);
    expect(new Set(relevanceSet.map((q) => q.query)).size).toBe(relevanceSet.length);
  });

  it("asserts the first result of every popular search /search offers", () => {
    const queries = new Set(relevanceSet.map((q) => q.query));
    for (const suggestion of SUGGESTIONS) expect(queries.has(suggestion), suggestion).toBe(true);
  });

  it("shows each popular search in sentence case, acronyms and names as the site writes them", () => {
    expect(SUGGESTIONS.map(suggestionLabel)).toEqual(["Prioritization", "North Star", "Jobs to be done", "Churn", "Roadmap", "OKR", "A/B testing", "Pricing", "User interview"]);
  });

  it.each(relevanceSet)("'$query' ranks $expect first", ({ query, expect: expected }) => {
    expect(relevanceMiss(searchIndex(index, query).map((hit) => hit.url), expected)).toBeNull();
  });
});

describe("relevanceMiss", () => {
  it("compares the first result by page, ignoring the section and the panel", () => {
    expect(relevanceMiss(["/glossary/churn-rate#example", "/frameworks/okrs"], "/glossary/churn-rate")).toBeNull();
    expect(relevanceMiss(["/frameworks/okrs", "/glossary/churn-rate"], "/glossary/churn-rate")).toMatch(/first result should be \/glossary\/churn-rate/);
    expect(relevanceMiss([], "/glossary/churn-rate")).toMatch(/no results/);
  });

  it("a pair must fill the first two distinct pages, in either order", () => {
    const pair = ["/frameworks/okrs", "/glossary/okr"] as const;
    expect(relevanceMiss(["/glossary/okr", "/glossary/okr#example", "/frameworks/okrs"], pair)).toBeNull();
    expect(relevanceMiss(["/frameworks/okrs", "/templates/x", "/glossary/okr"], pair)).toMatch(/first two pages/);
  });
});
