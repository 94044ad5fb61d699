import { describe, expect, it } from "vitest";
import { runsByEyebrow } from "@/lib/progress/sections";

const g = (id: string, eyebrow?: string) => ({ id, eyebrow });

describe("the first-visit list of sections, by eyebrow", () => {
  it("keeps the sections without one together and the Product Mastery areas together, in the order first met", () => {
    const runs = runsByEyebrow([g("frameworks"), g("guides"), g("a", "Product Mastery"), g("b", "Product Mastery"), g("books"), g("templates")]);
    expect(runs.map((run) => [run.eyebrow, run.groups.map((group) => group.id)])).toEqual([
      [undefined, ["frameworks", "guides", "books", "templates"]],
      ["Product Mastery", ["a", "b"]],
    ]);
  });

  it("no sections, no runs", () => {
    expect(runsByEyebrow([])).toEqual([]);
  });
});
