/** Markdown block options: a table as a timeline, cards with tones. */
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

describe("cards with tones", () => {
  const body = (tones: string) => `## Forces {#forces}\n\n:::cards${tones}\n- **Push** Out of the old.\n- **Pull** Into the new.\n- **Anxiety** Doubts.\n- **Habit** Comfort.\n:::\n`;
  const html = (markdown: string) => renderMarkdown(markdown, { file: "x.md", line: 1 }).sections[0]!.segments.map((segment) => (segment.kind === "html" ? segment.html : "")).join("");
  it("edges each card in its side's colour, in order", () => {
    const out = html(body('{tones="toward,toward,against,against"}'));
    expect([...out.matchAll(/data-card-tone="(\w+)"/g)].map((match) => match[1])).toEqual(["toward", "toward", "against", "against"]);
  });
  it("refuses an unknown tone or a count that does not match the cards", () => {
    expect(() => html(body('{tones="toward,sideways,against,against"}'))).toThrow(/toward" or "against/);
    expect(() => html(body('{tones="toward,against"}'))).toThrow(/one tone per card/);
  });
});
