import { describe, expect, it } from "vitest";
import { createIndex, loadIndex, searchIndex, serializeIndex } from "@/lib/search/engine";
import { isStrongMatch, queryForms, rankResults, strengthOf, titleFactor, typedWord, type RankInput } from "@/lib/search/rank";
import { searchRecords } from "@/data/search";

const word = (w: string) => typedWord(w)!;
const result = (title: string, match: Record<string, string[]>, score = 10, page = title): RankInput => ({ title, page, score, match });

describe("strengthOf", () => {
  it("tells an exact word from a prefix being typed and from a typo", () => {
    expect(strengthOf("rice", word("rice"))).toBe("exact");
    expect(strengthOf("roadmap", word("road"))).toBe("prefix");
    expect(strengthOf("price", word("rice"))).toBe("loose");
    // Index terms are stemmed: "Ries" is stored as "rie".
    expect(strengthOf("rie", word("rice"))).toBe("loose");
    expect(strengthOf("roadmap", word("roadmpa"))).toBe("loose");
    expect(strengthOf("kano", word("rice"))).toBeNull();
  });

  it("a one- or two-letter prefix is as loose as a typo", () => {
    expect(strengthOf("aisle", word("ai"))).toBe("loose");
    expect(strengthOf("ai", word("ai"))).toBe("exact");
  });
});

describe("isStrongMatch", () => {
  it("needs every typed word as typed, or a whole synonym expansion", () => {
    const forms = queryForms(["rice", "score"], []);
    expect(isStrongMatch(result("x", { rice: ["body"], score: ["body"] }), forms)).toBe(true);
    expect(isStrongMatch(result("x", { price: ["body"], score: ["body"] }), forms)).toBe(false);
    const jtbd = queryForms(["jtbd"], ["jobs to be done"]);
    expect(isStrongMatch(result("x", { job: ["title"], done: ["title"] }), jtbd)).toBe(true);
    expect(isStrongMatch(result("x", { job: ["title"] }), jtbd)).toBe(false);
  });
});

describe("titleFactor", () => {
  const churn = queryForms(["churn"], []);

  it("ranks the title that is the query over one that contains it, over one that does not", () => {
    const exact = titleFactor(result("Churn", { churn: ["title"] }), churn);
    const contains = titleFactor(result("Churn Rate", { churn: ["title"] }), churn);
    const none = titleFactor(result("Activation and Retention", { churn: ["body"] }), churn);
    expect(exact).toBeGreaterThan(contains);
    expect(contains).toBeGreaterThan(none);
    expect(none).toBe(1);
  });

  it("a title that starts with the query beats one that ends with it", () => {
    const metrics = queryForms(["metrics"], []);
    expect(titleFactor(result("Metrics and KPIs", { metric: ["title"] }), metrics)).toBeGreaterThan(
      titleFactor(result("North Star Metric", { metric: ["title"] }), metrics),
    );
  });

  it("a typo does not count as a title match where the word is there as typed", () => {
    const rice = queryForms(["rice"], []);
    // "ICE or RICE?": the title holds rice itself; ice (one edit from rice) adds nothing.
    const withTypo = titleFactor(result("ICE or RICE?", { rice: ["title"], ice: ["title"] }), rice);
    const plain = titleFactor(result("ICE or RICE?", { rice: ["title"] }), rice);
    expect(withTypo).toBe(plain);
  });

  it("a synonym's expansion counts as the title", () => {
    const jtbd = queryForms(["jtbd"], ["jobs to be done"]);
    expect(titleFactor(result("Jobs to Be Done", { job: ["title"], done: ["title"] }), jtbd)).toBe(8);
  });
});

describe("rankResults", () => {
  const rice = queryForms(["rice"], []);

  it("puts every exact match before every fuzzy one, and cuts fuzzy ones when exact ones abound", () => {
    const fuzzy = result("Pricing", { price: ["title"] }, 1000);
    const exact = Array.from({ length: 6 }, (_, i) => result(`Section ${i}`, { rice: ["body"] }, 1, "RICE"));
    expect(rankResults([fuzzy, ...exact], rice).map((r) => r.result.title)).not.toContain("Pricing");
    const few = rankResults([fuzzy, ...exact.slice(0, 2)], rice);
    expect(few.map((r) => r.result.title)).toEqual(["Section 0", "Section 1", "Pricing"]);
  });

  it("a page whose title matches is listed before its own sections", () => {
    const moscow = queryForms(["moscow"], []);
    const page = result("MoSCoW Prioritization", { moscow: ["title"] }, 2);
    const section = { ...result("What MoSCoW is", { moscow: ["title", "body"] }, 5, "MoSCoW Prioritization"), url: "/frameworks/moscow#what-it-is" };
    const ranked = rankResults([section, { ...page, url: "/frameworks/moscow" }], moscow);
    expect(ranked.map((r) => r.result.url)).toEqual(["/frameworks/moscow", "/frameworks/moscow#what-it-is"]);
  });
});

describe("searchIndex on the site's records", () => {
  const records = searchRecords();
  const index = loadIndex(serializeIndex(createIndex(records)));
  const textOf = new Map(records.map((r) => [r.id, `${r.title} ${r.body}`]));

  it("rice lists no loose matches (price, rise, Ries) once there are plenty of exact ones", () => {
    const hits = searchIndex(index, "rice", 100);
    expect(hits.length).toBeGreaterThan(6);
    for (const hit of hits) expect(textOf.get(hit.id), hit.url).toMatch(/\brice\b/i);
  });

  it("a typo with no exact match still finds its page", () => {
    expect(searchIndex(index, "retension")[0]?.url).toBe("/glossary/retention");
  });

  it("ranks across kinds: the glossary term before framework sections that mention it", () => {
    const [first] = searchIndex(index, "churn");
    expect(first?.kind).toBe("Glossary");
    expect(first?.url).toBe("/glossary/churn-rate");
  });
});
