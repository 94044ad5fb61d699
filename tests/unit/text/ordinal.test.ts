import { describe, expect, it } from "vitest";
import { ordinal } from "@/lib/text/ordinal";

describe("ordinal: a place in a ranking as a reader says it", () => {
  it("says 1st, 2nd, 3rd and 4th", () => {
    expect([1, 2, 3, 4].map(ordinal)).toEqual(["1st", "2nd", "3rd", "4th"]);
  });
  it("says 11th, 12th and 13th, but 21st, 22nd, 23rd and 111th", () => {
    expect([11, 12, 13, 21, 22, 23, 111].map(ordinal)).toEqual(["11th", "12th", "13th", "21st", "22nd", "23rd", "111th"]);
  });
});
