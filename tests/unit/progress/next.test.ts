import { describe, expect, it } from "vitest";
import { latestGroup, readNext } from "@/lib/progress/next";
import { EMPTY_PROGRESS, type Progress } from "@/lib/progress/types";

const group = (id: string, ...keys: string[]) => ({ id, title: id, items: keys.map((key) => ({ key, title: key, href: key })) });
const groups = [group("frameworks", "/f/a", "/f/b", "/f/c"), group("guides", "/g/a", "/g/b"), group("books", "/b/a"), group("templates", "/t/a")];
const withRead = (...keys: string[]): Progress => ({ ...EMPTY_PROGRESS, items: Object.fromEntries(keys.map((key) => [key, { read: true, at: 1 }])) });
const picked = (progress: Progress, limit?: number) => readNext(groups, progress, limit).map((pick) => pick.item.key);

describe("what /progress suggests reading next", () => {
  it("with nothing read: the first item of the first sections, in the site's order", () => {
    expect(picked(EMPTY_PROGRESS)).toEqual(["/f/a", "/g/a", "/b/a"]);
  });

  it("finishes sections already started before opening new ones, one suggestion per section", () => {
    expect(picked(withRead("/b/a", "/g/a"))).toEqual(["/g/b", "/f/a", "/t/a"]);
    expect(picked(withRead("/f/a", "/f/c"))).toEqual(["/f/b", "/g/a", "/b/a"]);
  });

  it("a read item unmarked later is unread again, and a finished section suggests nothing", () => {
    const unmarked: Progress = { ...withRead("/g/a", "/g/b"), items: { "/g/a": { read: true, at: 1 }, "/g/b": { read: false, at: 2 } } };
    expect(picked(unmarked, 1)).toEqual(["/g/b"]);
    expect(picked(withRead("/f/a", "/f/b", "/f/c", "/g/a", "/g/b", "/b/a", "/t/a"))).toEqual([]);
  });
});

describe("the section /progress opens", () => {
  it("is the one holding the page marked read last; none when nothing is read", () => {
    expect(latestGroup(groups, EMPTY_PROGRESS)).toBeUndefined();
    const items = { "/f/a": { read: true, at: 5 }, "/g/b": { read: true, at: 9 }, "/b/a": { read: false, at: 12 } };
    expect(latestGroup(groups, { ...EMPTY_PROGRESS, items })).toBe("guides");
  });
});
