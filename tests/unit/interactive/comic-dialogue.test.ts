import { describe, expect, it } from "vitest";
import { comicPanels } from "@/content/comic";
import { panelTranscript, speakerName } from "@/lib/comic/dialogue";
import { swipeDirection } from "@/lib/comic/swipe";

describe("panelTranscript", () => {
  it("puts the caption first, then one 'Speaker: words' line per line of dialogue", () => {
    expect(
      panelTranscript("Monday.", [
        { speaker: "gloria", label: "Gloria (VP of Sales)", text: "We need a dashboard." },
        { speaker: "priya", text: "Which customers?" },
        { speaker: "screen", text: "ERROR 500" },
        { speaker: "samAndMarco", text: "SHIP IT!" },
      ]),
    ).toBe("Caption: Monday.\nGloria (VP of Sales): We need a dashboard.\nPriya: Which customers?\nScreen: ERROR 500\nSam and Marco: SHIP IT!");
  });

  it("uses a line's label over the cast name", () => {
    expect(speakerName({ speaker: "lee" })).toBe("Lee");
    expect(speakerName({ speaker: "lee", label: "Lee (customer)" })).toBe("Lee (customer)");
  });

  it("is what every panel's transcript is made of, so the lettering and the transcript never disagree", () => {
    for (const p of comicPanels) {
      expect(p.transcript).toBe(panelTranscript(p.caption, p.dialogue));
      for (const line of p.dialogue) expect(p.transcript).toContain(line.text);
    }
  });

  it("places every line inside the panel and gives speech a tail", () => {
    for (const p of comicPanels) {
      for (const line of p.dialogue) {
        expect(line.at.x - line.at.w / 2, `${p.id}: ${line.text}`).toBeGreaterThanOrEqual(0);
        expect(line.at.x + line.at.w / 2, `${p.id}: ${line.text}`).toBeLessThanOrEqual(100);
        if (line.kind !== "sign") expect(line.tail, `${p.id}: ${line.text}`).toBeDefined();
      }
    }
  });
});

describe("swipeDirection", () => {
  it("turns a left swipe into next and a right swipe into previous", () => {
    expect(swipeDirection(-120, 10)).toBe(1);
    expect(swipeDirection(90, -20)).toBe(-1);
  });

  it("ignores taps, short moves and vertical scrolls", () => {
    expect(swipeDirection(0, 0)).toBeNull();
    expect(swipeDirection(-20, 0)).toBeNull();
    expect(swipeDirection(-80, 200)).toBeNull();
  });
});
