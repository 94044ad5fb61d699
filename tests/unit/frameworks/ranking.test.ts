import { describe, expect, it } from "vitest";
import { rankByScore } from "@/lib/frameworks/ranking";

type Item = { name: string; score: number | null };
const rank = (items: Item[]) => rankByScore(items, (item) => item.score).map((r) => `${r.rank}:${r.item.name}`);

describe("rankByScore", () => {
  it("ranks the highest score first", () => {
    expect(rank([{ name: "a", score: 1 }, { name: "b", score: 3 }, { name: "c", score: 2 }])).toEqual(["1:b", "2:c", "3:a"]);
  });

  it("gives ties the same rank, keeps their input order and skips the next rank", () => {
    expect(
      rank([
        { name: "a", score: 10 },
        { name: "b", score: 15 },
        { name: "c", score: 10 },
        { name: "d", score: 2 },
      ]),
    ).toEqual(["1:b", "2:a", "2:c", "4:d"]);
  });

  it("leaves out unscored items and non-finite scores", () => {
    expect(rank([{ name: "a", score: null }, { name: "b", score: Number.POSITIVE_INFINITY }, { name: "c", score: Number.NaN }, { name: "d", score: 0 }])).toEqual(["1:d"]);
  });

  it("returns an empty list for no items", () => {
    expect(rank([])).toEqual([]);
  });
});
