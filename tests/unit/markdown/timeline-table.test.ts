import { describe, expect, it } from "vitest";
import { renderMarkdown, tableCaptionLine } from "@/lib/markdown/render";

describe("a table laid out as a timeline", () => {
  it("reads layout=\"timeline\" from its caption line, and refuses any other layout", () => {
    expect(tableCaptionLine('Table: What to practise each week {layout="timeline"}')).toEqual({ caption: "What to practise each week", results: [], tints: [], layout: "timeline" });
    expect(tableCaptionLine("Table: A plain one")).toEqual({ caption: "A plain one", results: [], tints: [] });
    expect(() => tableCaptionLine('Table: Odd {layout="carousel"}')).toThrow(/layout/);
  });

  it("renders its rows as cards at every width, marked for the timeline's layout, still a table to assistive technology", () => {
    const body = renderMarkdown('## Plan {#plan}\n\nTable: Weeks {layout="timeline"}\n\n| Week | Focus |\n|---|---|\n| 1 | Formats |\n| 2 | Drills |\n', { file: "x.md", line: 1 });
    const html = body.sections[0]!.segments.map((segment) => (segment.kind === "html" ? segment.html : "")).join("");
    expect(html).toContain('data-layout="timeline"');
    expect(html).toContain('data-stack="always"');
    expect(html).toContain('role="table"');
  });
});
