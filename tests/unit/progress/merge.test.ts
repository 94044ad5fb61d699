import { describe, expect, it } from "vitest";
import { addAttempt, importSummary, mergeProgress, recordVisit, setRead } from "@/lib/progress/merge";
import { countRead, EMPTY_PROGRESS, isRead, MAX_ATTEMPTS, type QuizAttempt } from "@/lib/progress/types";

const attempt = (at: number, score = 10): QuizAttempt => ({ at, score, total: 25, tier: "t", topics: {}, missed: [] });

describe("progress updates", () => {
  it("marks and unmarks, keeping the unmark with its time", () => {
    const read = setRead(EMPTY_PROGRESS, "/frameworks/okrs", true, 1);
    expect(isRead(read, "/frameworks/okrs")).toBe(true);
    const unread = setRead(read, "/frameworks/okrs", false, 2);
    expect(unread.items["/frameworks/okrs"]).toEqual({ read: false, at: 2 });
    expect(countRead(unread, ["/frameworks/okrs"])).toBe(0);
    expect(EMPTY_PROGRESS.items).toEqual({});
  });

  it("records the last page and the visit", () => {
    const p = recordVisit(EMPTY_PROGRESS, { path: "/glossary", title: "Glossary", at: 3 });
    expect(p.last).toEqual({ path: "/glossary", title: "Glossary", at: 3 });
    expect(p.visited["/glossary"]).toBe(3);
    const indexPage = recordVisit(p, { path: "/frameworks", title: "Frameworks", at: 4 }, false);
    expect(indexPage.last?.path).toBe("/glossary");
    expect(indexPage.visited["/frameworks"]).toBe(4);
  });

  it("caps the quiz history", () => {
    let p = EMPTY_PROGRESS;
    for (let i = 0; i < MAX_ATTEMPTS + 3; i++) p = addAttempt(p, attempt(i));
    expect(p.quiz).toHaveLength(MAX_ATTEMPTS);
    expect(p.quiz.at(-1)?.at).toBe(MAX_ATTEMPTS + 2);
  });
});

describe("mergeProgress", () => {
  it("keeps the newer state of each item", () => {
    const mine = setRead(setRead(EMPTY_PROGRESS, "/a", true, 5), "/b", false, 9);
    const theirs = setRead(setRead(EMPTY_PROGRESS, "/a", false, 3), "/b", true, 4);
    const merged = mergeProgress(mine, setRead(theirs, "/c", true, 1));
    expect(merged.items).toEqual({ "/a": { read: true, at: 5 }, "/b": { read: false, at: 9 }, "/c": { read: true, at: 1 } });
    const later = mergeProgress(mine, setRead(EMPTY_PROGRESS, "/a", false, 6));
    expect(isRead(later, "/a")).toBe(false);
  });

  it("restores an export into empty progress exactly", () => {
    const p = addAttempt(recordVisit(setRead(EMPTY_PROGRESS, "/a", true, 5), { path: "/a", title: "A", at: 6 }), attempt(7));
    expect(mergeProgress(EMPTY_PROGRESS, p)).toEqual(p);
  });

  it("unions quiz attempts without duplicates, oldest first, and keeps the newer last page", () => {
    const mine = recordVisit(addAttempt(addAttempt(EMPTY_PROGRESS, attempt(1)), attempt(3)), { path: "/x", title: "X", at: 10 });
    const theirs = recordVisit(addAttempt(addAttempt(EMPTY_PROGRESS, attempt(3)), attempt(2)), { path: "/y", title: "Y", at: 4 });
    const merged = mergeProgress(mine, theirs);
    expect(merged.quiz.map((a) => a.at)).toEqual([1, 2, 3]);
    expect(merged.last?.path).toBe("/x");
    expect(merged.visited).toEqual({ "/x": 10, "/y": 4 });
  });
});

describe("importSummary", () => {
  const file = addAttempt(setRead(setRead(EMPTY_PROGRESS, "/a", true, 5), "/b", true, 6), attempt(7));

  it("after a reset, counts everything the file holds as restored", () => {
    expect(importSummary(EMPTY_PROGRESS, mergeProgress(EMPTY_PROGRESS, file), file)).toEqual({
      read: 2,
      unread: 0,
      alreadyRead: 0,
      attempts: 1,
      inFile: { read: 2, attempts: 1 },
    });
  });

  it("counts only what changed when some of the file is here already", () => {
    const mine = addAttempt(setRead(EMPTY_PROGRESS, "/a", true, 9), attempt(7));
    expect(importSummary(mine, mergeProgress(mine, file), file)).toMatchObject({ read: 1, unread: 0, alreadyRead: 1, attempts: 0 });
    const all = mergeProgress(EMPTY_PROGRESS, file);
    expect(importSummary(all, mergeProgress(all, file), file)).toMatchObject({ read: 0, unread: 0, alreadyRead: 2, attempts: 0 });
  });

  it("counts an item the file unmarked more recently as unread again, and one marked here more recently as kept", () => {
    const mine = setRead(setRead(EMPTY_PROGRESS, "/a", true, 1), "/c", true, 1);
    const newer = setRead(setRead(EMPTY_PROGRESS, "/a", false, 2), "/c", false, 0);
    expect(importSummary(mine, mergeProgress(mine, newer), newer)).toMatchObject({ read: 0, unread: 1, alreadyRead: 0, attempts: 0, inFile: { read: 0, attempts: 0 } });
  });
});
