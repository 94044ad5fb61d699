import { describe, expect, it } from "vitest";
import { groupByPage, pageKey } from "@/lib/search/group";

const hit = (kind: "Guides" | "Quiz" | "Comic" | "Glossary", url: string) => ({ kind, url });

describe("groupByPage", () => {
  it("folds a page's later hits under its first, keeping the ranked order of the cards", () => {
    const hits = [hit("Glossary", "/glossary/roadmap"), hit("Guides", "/guides/roadmaps"), hit("Guides", "/guides/roadmaps#formats"), hit("Guides", "/guides/product-strategy"), hit("Glossary", "/glossary/roadmap#pitfalls")];
    const groups = groupByPage(hits);
    expect(groups.map((group) => group.hit.url)).toEqual(["/glossary/roadmap", "/guides/roadmaps", "/guides/product-strategy"]);
    expect(groups[0]!.more.map((more) => more.url)).toEqual(["/glossary/roadmap#pitfalls"]);
    expect(groups[1]!.more.map((more) => more.url)).toEqual(["/guides/roadmaps#formats"]);
    expect(groups[2]!.more).toEqual([]);
  });

  it("keeps each quiz question and comic panel a card of its own", () => {
    expect(pageKey(hit("Quiz", "/quiz-explanations#question-3"))).not.toBe(pageKey(hit("Quiz", "/quiz-explanations#question-7")));
    expect(groupByPage([hit("Comic", "/ship-happens?panel=2"), hit("Comic", "/ship-happens?panel=5")])).toHaveLength(2);
  });
});
