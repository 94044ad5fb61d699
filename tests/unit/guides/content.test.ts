/**
 * The guides: the front matter schema names the field (and its line) that is
 * wrong, the loader holds every guide to the shape the page needs, and the
 * guides written so far load in the listed order with working links.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { guideOrder, guidePages, toGuidePage } from "@/content/guides";
import { publicPaths } from "@/data/routes";
import { guideFrontMatter, minGuideSections, type GuideFrontMatter } from "@/lib/content/schemas";
import { parseMarkdownDocument } from "@/lib/markdown/document";
import { renderMarkdown } from "@/lib/markdown/render";

const good = `---
title: A test guide
summary: >-
  A guide written for this test, long enough to be a real summary of what it covers and for whom.
updated: 2026-11-27
diagram: prd-anatomy
related:
  - href: /frameworks/moscow
    label: MoSCoW
  - href: /glossary/user-story
    label: User story
sources:
  - title: A Book
    format: book
    author: A. Writer
    year: 2004
    note: What the reader gets from this book, in a sentence or two.
  - title: A Page
    format: article
    author: B. Writer
    publisher: A Blog
    url: https://www.prodpad.com/blog/invented-now-next-later-roadmap/
    note: What the reader gets from this page, in a sentence or two.
---

The intro.
`;

function parse(source: string) {
  return parseMarkdownDocument(source, "content/guides/test.md", guideFrontMatter);
}

function failure(source: string): string {
  try {
    parse(source);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error("the front matter was accepted");
}

describe("guide front matter", () => {
  it("accepts the drafts' shape: title, summary, updated, diagram, related, sources", () => {
    expect(parse(good).meta.updated).toBe("2026-11-27");
  });

  it("names the file, the line and the field of a bad value", () => {
    expect(failure(good.replace("updated: 2026-11-27", "updated: 27/11/2026"))).toContain("content/guides/test.md:5: updated: write the date as YYYY-MM-DD");
    expect(failure(good.replace("updated: 2026-11-27", "updated: 2026-02-30"))).toContain("content/guides/test.md:5: updated: not a calendar date");
    expect(failure(good.replace("diagram: prd-anatomy", "diagram: no-such-drawing"))).toContain("content/guides/test.md:6: diagram:");
    expect(failure(good.replace("url: https://www.prodpad.com", "url: http://www.prodpad.com"))).toMatch(/test\.md:\d+: sources\.1\.url: external links must use https/);
  });

  it("names a missing field, and a field the schema does not know (it is strict)", () => {
    expect(failure(good.replace(/updated: .*\n/, ""))).toContain("updated:");
    expect(failure(good.replace("title: A test guide", "title: A test guide\nlayout: static"))).toMatch(/test\.md:\d+: \(front matter\): Unrecognized key: "layout"/);
    expect(failure(good.replace("    year: 2004\n", "    year: 2004\n    role: primary\n"))).toMatch(/sources\.0: Unrecognized key: "role"/);
  });

  it("needs at least one source with a confirmed page", () => {
    const noUrls = good.replace(/ {4}url: .*\n/, "");
    expect(failure(noUrls)).toContain("sources: at least one source needs a confirmed url");
  });
});

describe("a guide's body", () => {
  const meta = parse(good).meta as GuideFrontMatter;
  const sections = Array.from({ length: minGuideSections }, (_, index) => `## Part ${index + 1} {#part-${index + 1}}\n\nText.\n`).join("\n");
  const body = (markdown: string) => renderMarkdown(markdown, { file: "content/guides/test.md", line: 30 });

  it("opens with an intro, which the page shows above the sections", () => {
    const page = toGuidePage("test", meta, body(`The intro, with a [link](/frameworks/moscow).\n\n${sections}`));
    expect(page.introText).toBe("The intro, with a link.");
    expect(page.intro[0]).toMatchObject({ kind: "html" });
    expect(() => toGuidePage("test", meta, body(sections))).toThrow("content/guides/test.md: a guide opens with an intro");
  });

  it(`has at least ${minGuideSections} sections`, () => {
    expect(() => toGuidePage("test", meta, body("Intro.\n\n## Only {#only}\n\nText.\n"))).toThrow(`at least ${minGuideSections} ## sections (it has 1)`);
  });

  it("does not place its header diagram again, nor any drawing twice", () => {
    expect(() => toGuidePage("test", meta, body(`Intro.\n\n${sections}\n::diagram{name="prd-anatomy" caption="Again."}\n`))).toThrow(
      '::diagram{name="prd-anatomy"} repeats the diagram the page already shows at the top',
    );
    const twice = `Intro.\n\n${sections}\n::diagram{name="rice-score" caption="One."}\n\n::diagram{name="rice-score" caption="Two."}\n`;
    expect(() => toGuidePage("test", meta, body(twice))).toThrow('::diagram{name="rice-score"} is placed twice');
  });
});

describe("the guides written so far", () => {
  const dir = path.join(process.cwd(), "content", "guides");
  const written = guideOrder.filter((slug) => existsSync(path.join(dir, `${slug}.md`)));

  it("load in the listed order, the first two among them", () => {
    expect(guidePages.map((page) => page.slug)).toEqual(written);
    expect(written.slice(0, 2)).toEqual(["writing-a-prd", "roadmaps"]);
  });

  it("each has its figures module", () => {
    for (const { slug } of guidePages) expect(existsSync(path.join(dir, `${slug}.figures.ts`)), slug).toBe(true);
  });

  // A link to a listed guide not written yet is allowed while the guides land one by one; once all are in, every one is a route.
  const planned = new Set(guideOrder.map((slug) => `/guides/${slug}`));
  const routes = new Set(publicPaths);
  const resolves = (href: string) => routes.has(href.split("#")[0]!) || planned.has(href.split("#")[0]!);

  it.each(guidePages.map((page) => [page.slug, page] as const))("%s: its related links and the links in its text go to pages of this site", (slug, page) => {
    for (const link of page.related) {
      expect(routes.has(link.href.split("#")[0]!), link.href).toBe(true);
      expect(link.href).not.toBe(`/guides/${slug}`);
    }
    const html = [...page.intro, ...page.sections.flatMap((section) => section.segments)].flatMap((segment) => (segment.kind === "html" ? [segment.html] : [])).join("");
    const hrefs = [...html.matchAll(/href="(\/[^"]*)"/g)].map((match) => match[1]!);
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(resolves(href), href).toBe(true);
  });

  it.each(guidePages.map((page) => [page.slug, page] as const))("%s: works an example through and ends with the pitfalls", (_slug, page) => {
    const ids = page.sections.map((section) => section.id);
    for (const id of ["worked-example", "pitfalls"]) expect(ids).toContain(id);
  });
});

describe("the /guides index's groups", () => {
  it("hold every guide once, in the guides' own order", async () => {
    const { guideSections, guidePages } = await import("@/data/guides");
    const sections = guideSections();
    expect(sections.flatMap((section) => section.guides.map((guide) => guide.slug))).toEqual(guidePages.map((guide) => guide.slug));
    for (const section of sections) expect(section.guides.length, section.id).toBeGreaterThan(0);
  });
});
