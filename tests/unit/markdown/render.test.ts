import { describe, expect, it } from "vitest";
import { z } from "zod";
import { parseMarkdownDocument } from "@/lib/markdown/document";
import { ContentError } from "@/lib/markdown/front-matter";
import { renderMarkdown, tableCaptionLine } from "@/lib/markdown/render";

const origin = { file: "content/books/x.md", line: 10 };
const render = (body: string) => renderMarkdown(body, origin);
const html = (body: string) =>
  render(body)
    .sections.flatMap((section) => section.segments)
    .map((segment) => (segment.kind === "html" ? segment.html : `[${segment.kind}]`))
    .join("");

describe("renderMarkdown", () => {
  it("splits the body into sections with their ids, titles and plain text", () => {
    const body = render("Intro line.\n\n## What it is {#what-it-is}\n\nOne *two* three.\n\n## Why `it` matters {#why}\n\n- a\n- b\n");
    expect(body.introText).toBe("Intro line.");
    expect(body.sections.map((s) => [s.id, s.title, s.text])).toEqual([
      ["what-it-is", "What it is", "One two three."],
      ["why", "Why it matters", "a b"],
    ]);
    expect(body.sections[1]!.titleHtml).toBe("Why <code>it</code> matters");
    expect(body.sections[0]!.segments).toEqual([{ kind: "html", html: "<p>One <em>two</em> three.</p>" }]);
  });

  it("gives a ### heading its {#id} as an anchor and never prints the braces (Van Westendorp showed them)", () => {
    const body = render("## Method {#method}\n\n### How each crossing is computed {#how-crossings-are-computed}\n\nText.\n\n### No id here\n");
    expect(html("## Method {#method}\n\n### How each crossing is computed {#how-crossings-are-computed}\n\nText.\n\n### No id here\n")).toBe(
      '<h3 id="how-crossings-are-computed">How each crossing is computed</h3>\n<p>Text.</p>\n<h3>No id here</h3>',
    );
    expect(body.sections[0]!.text).toBe("How each crossing is computed Text. No id here");
  });

  it("names the file and line of a section heading without an id, and of a repeated id", () => {
    expect(() => render("## No id\n\ntext")).toThrow(new ContentError('content/books/x.md:10: a section heading needs an id, e.g. "## What it is {#what-it-is}"'));
    expect(() => render("## A {#a}\n\nx\n\n## B {#a}\n")).toThrow(/x\.md:14: the section id "a" is used twice/);
    expect(() => render("# Title\n")).toThrow(/x\.md:10: no # heading in the body/);
  });

  it("renders a table with its caption as the site's data table, and refuses a table without one", () => {
    const out = html("## T {#t}\n\nTable: Scores by idea\n\n| Idea | Score |\n| --- | --- |\n| A | 1 |\n");
    expect(out).toContain('<p id="table-1"');
    expect(out).toContain(">Scores by idea</p>");
    expect(out).toContain('role="region" aria-labelledby="table-1" tabindex="0"');
    expect(out).toContain('<th scope="col"');
    expect(() => html("## T {#t}\n\n| Idea | Score |\n| --- | --- |\n| A | 1 |\n")).toThrow(/x\.md:12: a table needs a caption/);
  });

  it("tints a lookup table's category cells by value, with the result option or without, and keeps the option out of the caption and the text", () => {
    const table = "| With / without | Like | Dislike |\n| --- | --- | --- |\n| Like | Q | P |\n| Dislike | R | Q |\n";
    const out = html(`## T {#t}\n\nTable: Kano lookup {tint="P, R, Q"}\n\n${table}`);
    expect(out).toContain(">Kano lookup</p>");
    expect([...out.matchAll(/<td [^>]*data-tint="(\d)"[^>]*>(\w)<\/td>/g)].map((m) => `${m[2]}${m[1]}`)).toEqual(["Q2", "P0", "R1", "Q2"]);
    expect(out).not.toMatch(/data-tint="\d"[^>]*>Like/);
    const both = tableCaptionLine('Table: Scores {result="Score" tint="A, B"}');
    expect(both).toEqual({ caption: "Scores", results: ["Score"], tints: ["A", "B"] });
    expect(render(`## T {#t}\n\nTable: Kano lookup {tint="P, R, Q"}\n\n${table}`).sections[0]!.text.startsWith("Kano lookup With")).toBe(true);
  });

  it("marks a wide table to stack on phones with its result columns, and names a result column that is not there", () => {
    const table = "| Idea | Reach | Impact | Confidence | Effort | Score |\n| --- | --- | --- | --- | --- | --- |\n| A | 10 | 2 | 50% | 1 | 10 |\n";
    const out = html(`## T {#t}\n\nTable: RICE scores {result="Score"}\n\n${table}`);
    expect(out).toContain(">RICE scores</p>");
    expect(out).toMatch(/<div (data-stack="" data-fields="short" class="data-table"|class="data-table" data-stack="" data-fields="short")>/);
    expect(out).toMatch(/<td [^>]*data-result=""[^>]*><span aria-hidden="true" class="stack-label">Score<\/span>10<\/td>/);
    expect(out).toMatch(/<table [^>]*role="table"/);
    expect(() => html(`## T {#t}\n\nTable: RICE scores {result="Scor"}\n\n${table}`)).toThrow(/x\.md:14: No column "Scor"/);
    // Search and reading time read the caption's words, not its markup.
    expect(render(`## T {#t}\n\nTable: RICE scores {result="Score"}\n\n${table}`).sections[0]!.text).toBe("RICE scores Idea; Reach; Impact; Confidence; Effort; Score. A; 10; 2; 50%; 1; 10.");
  });

  it("renders callouts with a title, card grids and the ::diagram and ::calculator placeholders", () => {
    const out = html(':::tip[Worth knowing]\nSay *why*.\n:::\n'.replace(/^/, "## S {#s}\n\n"));
    expect(out).toContain('role="note"');
    expect(out).toContain('<p class="font-semibold">Worth knowing</p>');
    expect(out).toContain("<p>Say <em>why</em>.</p>");
    const cards = html("## S {#s}\n\n:::cards\n- **One** first card\n- **Two** second card\n:::\n");
    expect(cards).toContain('<p class="font-semibold">One</p>');
    expect(cards).toContain("second card</p>");
    expect(cards).toContain('class="card-grid ');
    // An odd number of cards is one framed list of rows, so none is left alone beside a hole.
    const odd = html("## S {#s}\n\n:::cards\n- **One** first\n- **Two** second\n- **Three** third\n:::\n");
    expect(odd).toContain('<ul class="card-rows ');
    expect(odd).not.toContain("card-grid");
    expect(odd.match(/<li /g)).toHaveLength(3);
    expect(odd).toContain('<p class="font-semibold">Three</p><div><p class="text-base text-muted">third</p></div>');
    // A worked example's arithmetic folds behind a closed disclosure that says what it holds; its table keeps its caption.
    const folded = html("## S {#s}\n\n:::working[the crossings]\n\nStep *one*.\n\nTable: The steps\n\n| A | B |\n|---|---|\n| 1 | 2 |\n\n:::\n\nResult.\n");
    expect(folded).toMatch(/^<details data-working="" class="working /);
    expect(folded).not.toMatch(/<details[^>]* open/);
    expect(folded).toContain("Show the working: </span>the crossings</span>");
    expect(folded).toContain("<p>Step <em>one</em>.</p>");
    expect(folded).toMatch(/<p id="table-1"[^>]*>The steps<\/p><div role="region"/);
    expect(folded).toMatch(/<\/details>\n<p>Result\.<\/p>$/);
    expect(() => html("## S {#s}\n\n:::working\nx\n:::\n")).toThrow(/x\.md:12: :::working needs a label/);
    expect(() => html("## S {#s}\n\n:::working[empty]\n:::\n")).toThrow(/:::working holds the steps/);
    const body = render('## S {#s}\n\nBefore.\n\n::diagram{name="rice-score" caption="The formula, also given as text above."}\n\n::calculator{name="rice"}\n\nAfter.\n');
    expect(body.sections[0]!.segments.map((s) => s.kind)).toEqual(["html", "diagram", "calculator", "html"]);
    expect(() => render('## S {#s}\n\n::diagram{name="nope" caption="c"}\n')).toThrow(/x\.md:12: there is no diagram "nope"/);
    expect(() => render(":::aside\nx\n:::\n".replace(/^/, "## S {#s}\n\n"))).toThrow(/unknown block :::aside/);
  });

  it("marks external links as opening in a new tab, with the arrow kept beside the last word", () => {
    const out = html("## L {#l}\n\nRead [the original article](https://www.intercom.com/blog/rice-simple-prioritization-for-product-managers/) and [our glossary](/glossary).\n");
    expect(out).toContain('target="_blank" rel="noopener noreferrer"');
    expect(out).toContain('<span class="whitespace-nowrap">article<svg aria-hidden="true"');
    expect(out).toContain('<span class="sr-only"> (opens in a new tab)</span></a>');
    expect(out).toContain('<a href="/glossary">our glossary</a>');
  });

  it("keeps a figure the tests recompute as its shown text", () => {
    expect(html('## C {#c}\n\nThe score is :calc[1,200]{expr="riceScore(1)"} points.\n')).toBe("<p>The score is 1,200 points.</p>");
  });
});

describe("parseMarkdownDocument", () => {
  const schema = z.strictObject({ title: z.string().min(1), summary: z.string().min(10) });

  it("returns the validated front matter and the rendered body, with body lines counted from the file's top", () => {
    const doc = parseMarkdownDocument("---\ntitle: A page\nsummary: Long enough summary.\n---\n\n## One {#one}\n\nText.\n", "content/legal/a.md", schema);
    expect(doc.meta).toEqual({ title: "A page", summary: "Long enough summary." });
    expect(doc.body.sections[0]!.id).toBe("one");
    expect(() => parseMarkdownDocument("---\ntitle: A\nsummary: Long enough summary.\n---\n\n## No id\n", "content/legal/a.md", schema)).toThrow(/a\.md:6: a section heading needs an id/);
  });

  it("fails with the file, the field's line and the field on bad front matter", () => {
    expect(() => parseMarkdownDocument("---\ntitle: A page\nsummary: short\n---\n", "content/legal/a.md", schema)).toThrow(/content\/legal\/a\.md:3: summary: Too small/);
    expect(() => parseMarkdownDocument("---\ntitle: A page\nsummary: Long enough summary.\nextra: 1\n---\n", "content/legal/a.md", schema)).toThrow(/a\.md:2: \(front matter\): Unrecognized key/);
    expect(() => parseMarkdownDocument("---\ntitle: [unclosed\n---\n", "content/legal/a.md", schema)).toThrow(/a\.md:\d+: front matter is not valid YAML/);
    expect(() => parseMarkdownDocument("no front matter", "content/legal/a.md", schema)).toThrow(/a\.md:1: the file must start with front matter/);
  });
});

describe("colons in prose", () => {
  it("keeps LTV:CAC and 3:1 as text, in the HTML and in the plain text", () => {
    const body = renderMarkdown("## R {#r}\n\nAim for an LTV:CAC ratio of 3:1, or Note:Do it.\n", { file: "x.md", line: 1 });
    expect(body.sections[0]!.segments[0]).toEqual({ kind: "html", html: "<p>Aim for an LTV:CAC ratio of 3:1, or Note:Do it.</p>" });
    expect(body.sections[0]!.text).toBe("Aim for an LTV:CAC ratio of 3:1, or Note:Do it.");
  });

  it("still reports a directive with a label or attributes that is not :calc", () => {
    expect(() => renderMarkdown("## R {#r}\n\nSee :calx[12]{expr=\"a\"}.\n", { file: "x.md", line: 1 })).toThrow(/x\.md:3: unknown :calx/);
  });

  it("refuses raw HTML and HTML comments, naming the file and line (a drawing brief after a comment was printed on two guides)", () => {
    const source = "## Pitfalls {#pitfalls}\n\nText.\n\n<!-- diagram-brief -->\nName: a chart. Layout: one line.\n";
    expect(() => renderMarkdown(source, { file: "content/guides/x.md", line: 1 })).toThrow(/content\/guides\/x\.md:5.*HTML comment/);
  });

  it("keeps the space between a card's title and its text in the section's plain text (search showed 'Better decisionsComparing')", () => {
    const source = "## Benefits {#benefits}\n\n:::cards\n- **Better decisions** Comparing several solutions beats one at a time.\n- **Alignment** One page.\n:::\n";
    const section = renderMarkdown(source, { file: "test.md", line: 1 }).sections[0]!;
    expect(section.text).toContain("Better decisions Comparing several solutions");
    expect(section.text).not.toMatch(/decisionsComparing/);
  });
});
