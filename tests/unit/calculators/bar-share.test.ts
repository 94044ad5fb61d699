import { describe, expect, it } from "vitest";
import { barShare } from "@/lib/calculators/bar-share";

describe("barShare: a ranking bar's length against the leader's score", () => {
  it("draws the leader full and the others in proportion", () => {
    expect(barShare(1200, 1200)).toBe(100);
    expect(barShare(625, 1200)).toBe(52.1);
    expect(barShare(320, 1200)).toBe(26.7);
  });
  it("keeps a sliver for a small score above zero, so it is not read as none", () => {
    expect(barShare(1, 10000)).toBe(2);
  });
  it("draws nothing for a zero score, or when every score is zero", () => {
    expect(barShare(0, 50)).toBe(0);
    expect(barShare(0, 0)).toBe(0);
  });
});
