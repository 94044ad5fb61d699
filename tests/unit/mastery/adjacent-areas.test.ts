import { describe, expect, it } from "vitest";
import { adjacentAreas } from "@/lib/content/mastery";

describe("adjacentAreas: previous and next in the list it is given", () => {
  const areas = [{ id: "a" }, { id: "b" }, { id: "c" }];

  it("gives both neighbours in the middle", () => {
    expect(adjacentAreas(areas, "b")).toEqual({ prev: { id: "a" }, next: { id: "c" } });
  });

  it("gives no previous for the first and no next for the last", () => {
    expect(adjacentAreas(areas, "a")).toEqual({ prev: undefined, next: { id: "b" } });
    expect(adjacentAreas(areas, "c")).toEqual({ prev: { id: "b" }, next: undefined });
  });

  it("gives nothing for a slug the list does not hold", () => {
    expect(adjacentAreas(areas, "z")).toEqual({});
    expect(adjacentAreas([], "a")).toEqual({});
  });
});
