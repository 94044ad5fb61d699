import { describe, expect, it } from "vitest";
import { wideResources } from "@/lib/content/mastery";

const list = (...types: string[]) => types.map((type) => ({ type }));

describe("wideResources", () => {
  it("leaves an even list of articles two to a row", () => {
    expect([...wideResources(list("article", "article", "book", "article"))]).toEqual([]);
  });

  it("gives the first resource a whole row when the count is odd, so the last row is not half empty", () => {
    expect([...wideResources(list("article", "book", "article"))]).toEqual([0]);
    expect([...wideResources(list("article", "article", "article", "podcast", "article"))]).toEqual([0]);
  });

  it("gives a video a whole row for its thumbnail, and counts the rest without it", () => {
    expect([...wideResources(list("video", "article", "article"))].sort()).toEqual([0]);
    expect([...wideResources(list("video", "article", "article", "book"))].sort()).toEqual([0, 1]);
    expect([...wideResources(list("article", "video", "article", "book"))].sort()).toEqual([0, 1]);
  });
});
