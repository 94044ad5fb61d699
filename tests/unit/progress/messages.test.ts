import { describe, expect, it } from "vitest";
import { droppedEntries, setAsideMessage, unsavedMessage } from "@/lib/progress/messages";

describe("progress messages", () => {
  it("says whether all or part of the saved progress could not be read, and that it was kept", () => {
    const whole = setAsideMessage({ told: false, kept: [{ at: 1, text: "x", dropped: null }] });
    expect(whole.title).toBe("Your saved progress could not be read");
    expect(whole.description).toMatch(/Nothing was deleted/);
    const partial = { told: false, kept: [{ at: 1, text: "x", dropped: 2 }, { at: 2, text: "y", dropped: 1 }] };
    expect(droppedEntries(partial)).toBe(3);
    expect(setAsideMessage(partial).title).toBe("3 saved entries could not be read");
    expect(setAsideMessage({ told: false, kept: [{ at: 1, text: "x", dropped: 1 }] }).title).toBe("1 saved entry could not be read");
  });

  it("says how long progress lasts when storage refuses it", () => {
    expect(unsavedMessage("tab").description).toMatch(/lasts until you close this tab/);
    expect(unsavedMessage("page").description).toMatch(/cannot be saved right now: what you mark is lost when you leave this page/);
    expect(unsavedMessage("tab", true).description).toMatch(/export it below/);
  });
});
