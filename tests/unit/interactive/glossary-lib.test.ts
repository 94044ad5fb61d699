import { describe, expect, it } from "vitest";
import { glossaryTerms } from "@/content/glossary";
import { filterTerms, groupByLetter, letterIndex, matchRanges, sortTerms, termCountLabel, termSlug } from "@/lib/glossary/glossary";

const sample = [
  { term: "velocity", definition: "Work a team completes per sprint." },
  { term: "A/B Test", definition: "Compare two variants with real users." },
  { term: "Backlog", definition: "The ordered list of work, refined often." },
  { term: "activation", definition: "First moment of real value." },
];

describe("termSlug", () => {
  it("makes URL-safe anchors", () => {
    expect(termSlug("North Star Metric")).toBe("north-star-metric");
    expect(termSlug("A/B Test")).toBe("a-b-test");
    expect(termSlug("Product-Market Fit")).toBe("product-market-fit");
    expect(termSlug("  Jobs to Be Done  ")).toBe("jobs-to-be-done");
    expect(termSlug("KPI")).toBe("kpi");
  });
});

describe("sortTerms", () => {
  it("sorts case-insensitively without changing the input", () => {
    const copy = [...sample];
    expect(sortTerms(sample).map((t) => t.term)).toEqual(["A/B Test", "activation", "Backlog", "velocity"]);
    expect(sample).toEqual(copy);
  });
});

describe("filterTerms", () => {
  it("matches the term in any letter case", () => {
    expect(filterTerms(sample, "BACKLOG").map((t) => t.term)).toEqual(["Backlog"]);
    expect(filterTerms(sample, "a/b").map((t) => t.term)).toEqual(["A/B Test"]);
  });

  it("matches words inside the definition", () => {
    expect(filterTerms(sample, "real").map((t) => t.term)).toEqual(["A/B Test", "activation"]);
    expect(filterTerms(sample, "SPRINT").map((t) => t.term)).toEqual(["velocity"]);
  });

  it("trims the query and keeps everything for an empty one", () => {
    expect(filterTerms(sample, "  backlog  ").map((t) => t.term)).toEqual(["Backlog"]);
    expect(filterTerms(sample, "")).toHaveLength(4);
    expect(filterTerms(sample, "   ")).toHaveLength(4);
  });

  it("returns nothing when nothing matches", () => {
    expect(filterTerms(sample, "zebra")).toEqual([]);
  });

  it("finds terms by their definition in the real glossary", () => {
    const names = filterTerms(glossaryTerms, "story points").map((t) => t.term);
    expect(names).toEqual(["Velocity"]);
  });
});

describe("letterIndex", () => {
  it("lists A to Z with the first term of each letter", () => {
    const index = letterIndex(sample);
    expect(index).toHaveLength(26);
    expect(index[0]).toEqual({ letter: "A", firstSlug: "a-b-test" });
    expect(index[1]).toEqual({ letter: "B", firstSlug: "backlog" });
    expect(index[2]).toEqual({ letter: "C", firstSlug: null });
    expect(index.find((e) => e.letter === "V")?.firstSlug).toBe("velocity");
  });

  it("marks the letters of the real glossary that have terms", () => {
    const withTerms = letterIndex(glossaryTerms)
      .filter((e) => e.firstSlug)
      .map((e) => e.letter)
      .join("");
    expect(withTerms).toBe("ABCDJKMNOPRSTUV");
  });
});

describe("termCountLabel", () => {
  it("pluralises", () => {
    expect(termCountLabel(24)).toBe("24 terms");
    expect(termCountLabel(1)).toBe("1 term");
    expect(termCountLabel(0)).toBe("0 terms");
  });
});

describe("groupByLetter (the lettered list)", () => {
  it("puts every term under its first letter, in order, leaving out empty letters", () => {
    const groups = groupByLetter(glossaryTerms);
    expect(groups.flatMap((g) => g.terms)).toHaveLength(glossaryTerms.length);
    for (const group of groups) for (const t of group.terms) expect(t.term.charAt(0).toUpperCase()).toBe(group.letter);
    const letters = groups.map((g) => g.letter);
    expect(letters).toEqual([...letters].sort());
    expect(new Set(letters).size).toBe(letters.length);
    expect(letters).not.toContain("Z");
  });
});

describe("matchRanges (the search highlight)", () => {
  it("finds every occurrence, case-insensitively, without overlaps", () => {
    expect(matchRanges("Sprint planning starts each sprint", "SPRINT")).toEqual([
      [0, 6],
      [28, 34],
    ]);
    expect(matchRanges("aaaa", "aa")).toEqual([
      [0, 2],
      [2, 4],
    ]);
  });

  it("marks nothing for an empty query or no match, and treats regex characters as text", () => {
    expect(matchRanges("North Star", "  ")).toEqual([]);
    expect(matchRanges("North Star", "xyz")).toEqual([]);
    expect(matchRanges("A/B test (split)", "(split)")).toEqual([[9, 16]]);
  });

  it("marks exactly the entries the filter keeps", () => {
    for (const query of ["sprint", "STORY POINTS", "a/b", "retention"]) {
      const kept = new Set(filterTerms(glossaryTerms, query).map((t) => t.term));
      for (const t of glossaryTerms) {
        const marked = matchRanges(t.term, query).length + matchRanges(t.definition, query).length > 0;
        expect(marked, `${query} in ${t.term}`).toBe(kept.has(t.term));
      }
    }
  });
});
