import { describe, expect, it } from "vitest";
import { stripBars, stripHeights, videoSource } from "@/lib/library/video-poster";

describe("videoSource: who the poster says published the video", () => {
  it("prefers the publisher the content names", () => {
    expect(videoSource("https://www.youtube.com/watch?v=abc", "Andrej Karpathy")).toBe("Andrej Karpathy");
  });

  it("otherwise names the host as viewers know it, or by its address", () => {
    expect(videoSource("https://www.youtube.com/watch?v=abc")).toBe("YouTube");
    expect(videoSource("https://youtu.be/abc")).toBe("YouTube");
    expect(videoSource("https://www.ted.com/talks/x", " ")).toBe("TED");
    expect(videoSource("https://mindtheproduct.com/a-talk")).toBe("Mind the Product");
    expect(videoSource("https://talks.example.org/a-talk")).toBe("talks.example.org");
  });

  it("says only 'Video' for an address it cannot read", () => {
    expect(videoSource("/talks/local")).toBe("Video");
  });
});

describe("stripHeights: the poster's bars", () => {
  it("are the same for the same title and differ between titles", () => {
    expect(stripHeights("The paradox of choice")).toEqual(stripHeights("The paradox of choice"));
    expect(stripHeights("The paradox of choice")).not.toEqual(stripHeights("The riddle of experience vs. memory"));
  });

  it("has the strip's number of bars, each between 3 and 10 units high", () => {
    for (const title of ["", "a", "Intro to Large Language Models"]) {
      const heights = stripHeights(title);
      expect(heights).toHaveLength(stripBars);
      for (const height of heights) {
        expect(height).toBeGreaterThanOrEqual(3);
        expect(height).toBeLessThanOrEqual(10);
      }
    }
    expect(new Set(stripHeights("Intro to Large Language Models")).size).toBeGreaterThan(3);
  });
});
