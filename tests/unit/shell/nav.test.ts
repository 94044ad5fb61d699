import { describe, expect, it } from "vitest";
import { isActivePath, isScrolledPast } from "@/lib/nav";

describe("isActivePath", () => {
  it("matches the exact route and pages below it", () => {
    expect(isActivePath("/frameworks", "/frameworks")).toBe(true);
    expect(isActivePath("/frameworks/kaizen", "/frameworks")).toBe(true);
  });
  it("does not match siblings that share a prefix", () => {
    expect(isActivePath("/frameworks-old", "/frameworks")).toBe(false);
    expect(isActivePath("/pm-quiz", "/pm")).toBe(false);
  });
  it("treats home as exact only", () => {
    expect(isActivePath("/", "/")).toBe(true);
    expect(isActivePath("/glossary", "/")).toBe(false);
  });
});

describe("isScrolledPast", () => {
  it("turns on strictly above 10 px", () => {
    expect(isScrolledPast(0)).toBe(false);
    expect(isScrolledPast(10)).toBe(false);
    expect(isScrolledPast(10.5)).toBe(true);
    expect(isScrolledPast(11)).toBe(true);
  });
});
