import { describe, expect, it } from "vitest";
import { wideLayout, type Stage } from "@/components/diagrams/stage-map";

const stage = (title: string, items: string[]): Stage => ({ title, note: "What happens in it", items: items.map((label) => ({ label })) });

describe("StageMap's wide drawing", () => {
  it("sets four stages as two rows of two, each column half the drawing (four in a row wrapped every label)", () => {
    const { rows } = wideLayout([stage("Understand", ["How models learn"]), stage("Design", ["Is AI the right tool?", "Plan for errors"]), stage("Measure", ["Write evals"]), stage("Work", ["Spec by example"])]);
    expect(rows.map((row) => row.length)).toEqual([2, 2]);
    for (const col of rows.flat()) expect(col.w).toBeGreaterThan(350);
    // The second row starts below the taller stage of the first, with room for the turning arrow.
    const firstBottom = Math.max(...rows[0]!.map((col) => col.bottom));
    expect(rows[1]![0]!.top).toBeGreaterThan(firstBottom + 30);
  });

  it("keeps two or three stages in one row", () => {
    expect(wideLayout([stage("Screens", ["Recruiter"]), stage("The loop", ["Product sense"]), stage("Debrief", ["Decision"])]).rows.map((row) => row.length)).toEqual([3]);
    expect(wideLayout([stage("A", ["x"]), stage("B", ["y"])]).rows.map((row) => row.length)).toEqual([2]);
  });
});
