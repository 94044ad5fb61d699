import { describe, expect, it } from "vitest";
import { glossaryTerms } from "@/content/glossary";
import { filterTerms, letterIndex, sortTerms, termCountLabel, termSlug } from "@/lib/glossary/glossary";

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
