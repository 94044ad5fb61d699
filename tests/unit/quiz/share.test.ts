import { describe, expect, it } from "vitest";
import { parseSharedScore, quizResultPath, shareableScores } from "@/lib/quiz/share";

describe("shareable quiz results", () => {
  it("has a page for every score of the full quiz, 0 to 25", () => {
    expect(shareableScores).toEqual(Array.from({ length: 26 }, (_, i) => i));
  });

  it("links a full run to its score's page and a partial run to none", () => {
    expect(quizResultPath(18, 25)).toBe("/pm-quiz/result/18");
    expect(quizResultPath(0, 25)).toBe("/pm-quiz/result/0");
    expect(quizResultPath(3, 4)).toBeUndefined();
    expect(quizResultPath(26, 25)).toBeUndefined();
  });

  it("reads back only the exact digits of a score", () => {
    expect(parseSharedScore("0")).toBe(0);
    expect(parseSharedScore("25")).toBe(25);
    for (const bad of ["26", "07", "-1", "1e1", "25.0", "", "abc", " 5"]) expect(parseSharedScore(bad), bad).toBeUndefined();
  });
});
