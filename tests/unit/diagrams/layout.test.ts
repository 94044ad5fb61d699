import { describe, expect, it } from "vitest";
import { charsThatFit, wrapText, wrapToWidth } from "@/lib/diagrams/text";
import { layoutBottom, layoutHorizontal, layoutOutline } from "@/lib/diagrams/tree-layout";

describe("label wrapping", () => {
  it("fits whole words into lines of at most maxChars", () => {
    expect(wrapText("Recipes take longer than the box says", 14)).toEqual(["Recipes take", "longer than", "the box says"]);
    expect(wrapText("  spaced   out  ", 20)).toEqual(["spaced out"]);
    expect(wrapText("", 10)).toEqual([]);
  });

  it("gives an over-long word a line of its own instead of splitting it", () => {
    expect(wrapText("a point-of-sale-integration b", 6)).toEqual(["a", "point-of-sale-integration", "b"]);
  });

  it("estimates characters per line from the width and the font size, fewer for bold", () => {
    expect(charsThatFit(104, 13)).toBe(15);
    expect(charsThatFit(104, 13, true)).toBeLessThan(charsThatFit(104, 13));
    expect(charsThatFit(1, 40)).toBe(1);
    for (const line of wrapToWidth("Independent restaurants with 10 to 40 hourly staff", 120, 13)) {
      expect(line.length).toBeLessThanOrEqual(charsThatFit(120, 13));
    }
  });
});

type Node = { id: string; h: number; children?: Node[] };
const tree: Node = {
  id: "root",
  h: 40,
  children: [
    { id: "a", h: 30, children: [{ id: "a1", h: 50 }, { id: "a2", h: 20 }] },
    { id: "b", h: 100 },
  ],
};

function overlaps(boxes: { x: number; y: number; width: number; height: number }[]): boolean {
  return boxes.some((a, i) => boxes.some((b, j) => i < j && a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height));
}

describe("tree layouts", () => {
  it("horizontal: one column per depth, parents centred on their children, no overlaps", () => {
    const placed = layoutHorizontal(tree, { top: 10, gapY: 10, columnX: (depth) => depth * 100, width: 80, height: (node) => node.h });
    const byId = Object.fromEntries(placed.map((entry) => [entry.node.id, entry]));
    expect(placed.map((entry) => entry.node.id)).toEqual(["root", "a", "a1", "a2", "b"]);
    expect([byId.root!.x, byId.a!.x, byId.a1!.x]).toEqual([0, 100, 200]);
    // a's slot holds its children (50 + 10 + 20); a sits at its middle.
    expect(byId.a1!.y).toBe(10);
    expect(byId.a!.y + byId.a!.height / 2).toBe(10 + 80 / 2);
    // b, taller than its slot's share, still starts below a's slot.
    expect(byId.b!.y).toBe(10 + 80 + 10);
    expect(byId.root!.y + byId.root!.height / 2).toBe(10 + 190 / 2);
    expect(overlaps(placed)).toBe(false);
    expect(layoutBottom(placed)).toBe(200);
    expect(byId.a1!.parent?.node.id).toBe("a");
  });

  it("outline: one row per node in reading order, indented by depth", () => {
    const placed = layoutOutline(tree, { top: 0, gapY: 5, x: (depth) => depth * 16, width: (depth) => 300 - depth * 16, height: (node) => node.h });
    expect(placed.map((entry) => [entry.node.id, entry.x, entry.y])).toEqual([
      ["root", 0, 0],
      ["a", 16, 45],
      ["a1", 32, 80],
      ["a2", 32, 135],
      ["b", 16, 160],
    ]);
    expect(overlaps(placed)).toBe(false);
  });
});
