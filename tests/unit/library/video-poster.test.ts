import { describe, expect, it } from "vitest";
import { posterBox, posterShapes, posterTone, posterTones, stripBars, stripHeights, videoSource } from "@/lib/library/video-poster";
import { psychologyVideos } from "@/content/psychology";

describe("videoSource: where a reading-list row says a video is hosted", () => {
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

describe("posterShapes: the poster's composition", () => {
  const titles = ["Are we in control of our own decisions?", "The paradox of choice", "The riddle of experience vs. memory", "Intro to Large Language Models"];

  it("is the same for the same title and differs between titles", () => {
    expect(posterShapes(titles[0]!)).toEqual(posterShapes(titles[0]!));
    const layouts = new Set(titles.map((title) => JSON.stringify(posterShapes(title))));
    expect(layouts.size).toBe(titles.length);
  });

  it("spreads one disc over each third of the width and keeps every shape faint", () => {
    for (const title of [...titles, ""]) {
      const { discs, rings } = posterShapes(title);
      expect(discs).toHaveLength(3);
      discs.forEach((disc, slot) => {
        expect(disc.cx).toBeGreaterThanOrEqual((slot * posterBox.width) / 3);
        expect(disc.cx).toBeLessThanOrEqual(((slot + 1) * posterBox.width) / 3);
        expect(disc.opacity).toBeGreaterThanOrEqual(0.08);
        expect(disc.opacity).toBeLessThanOrEqual(0.2);
      });
      expect(rings).toHaveLength(2);
      for (const ring of rings) {
        expect(ring.cx).toBeGreaterThanOrEqual(0);
        expect(ring.cx).toBeLessThanOrEqual(posterBox.width);
        expect(ring.cy).toBeGreaterThanOrEqual(0);
        expect(ring.cy).toBeLessThanOrEqual(posterBox.height);
      }
    }
  });
});


describe("posterTone", () => {
  it("gives a title the same tone on every build, one of the four", () => {
    expect(posterTone("The paradox of choice")).toBe(posterTone("The paradox of choice"));
    for (const title of ["a", "Intro to Large Language Models", "The riddle of experience vs. memory"]) expect(posterTone(title)).toBeLessThan(posterTones);
  });
  it("tells Product Psychology's three talks apart", () => {
    expect(new Set(psychologyVideos.map((video) => posterTone(video.title))).size).toBe(psychologyVideos.length);
  });
});
