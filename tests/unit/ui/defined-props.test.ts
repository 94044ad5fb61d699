import { describe, expect, it } from "vitest";
import { defined } from "@/lib/defined-props";

describe("defined", () => {
  it("drops only the attributes that are undefined", () => {
    expect(defined({ x: 0, fill: undefined, label: "", hidden: false, none: null })).toEqual({ x: 0, label: "", hidden: false, none: null });
    expect(Object.keys(defined({ strokeDasharray: undefined }))).toEqual([]);
  });
});
