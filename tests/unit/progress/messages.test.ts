import { describe, expect, it } from "vitest";
import { droppedEntries, importMessage, setAsideMessage, unsavedMessage } from "@/lib/progress/messages";

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

  it("says what an import changed, not what the file holds", () => {
    const summary = (read: number, attempts: number, more: { unread?: number; alreadyRead?: number; inFile?: { read: number; attempts: number } } = {}) => ({
      read,
      attempts,
      unread: more.unread ?? 0,
      alreadyRead: more.alreadyRead ?? 0,
      inFile: more.inFile ?? { read, attempts },
    });
    expect(importMessage(summary(1, 0))).toBe("Imported 1 read item and 0 quiz attempts.");
    expect(importMessage(summary(2, 1))).toBe("Imported 2 read items and 1 quiz attempt.");
    expect(importMessage(summary(1, 2, { alreadyRead: 3, inFile: { read: 4, attempts: 2 } }))).toBe(
      "Imported 1 read item and 2 quiz attempts (3 other read items were already here).",
    );
    expect(importMessage(summary(0, 0, { alreadyRead: 1, inFile: { read: 1, attempts: 0 } }))).toBe(
      "Nothing new in that file: its 1 read item and 0 quiz attempts are already here.",
    );
    expect(importMessage(summary(0, 0, { alreadyRead: 2, inFile: { read: 2, attempts: 1 } }))).toBe(
      "Nothing new in that file: its 2 read items and 1 quiz attempt are already here.",
    );
    expect(importMessage(summary(0, 0, { inFile: { read: 0, attempts: 0 } }), 2)).toBe(
      "Nothing to import: that file holds no read items or quiz attempts. 2 entries in the file could not be read and were skipped.",
    );
    expect(importMessage(summary(0, 0, { unread: 1, inFile: { read: 0, attempts: 0 } }), 1)).toBe(
      "1 item you had read is unread again: the file marked it unread more recently. 1 entry in the file could not be read and was skipped.",
    );
    expect(importMessage(summary(1, 0, { unread: 2 }))).toBe(
      "Imported 1 read item and 0 quiz attempts. 2 items you had read are unread again: the file marked them unread more recently.",
    );
  });
});
