/**
 * Every computed figure a framework explainer, a guide, a glossary term page, a topic
 * write-up or a template's teaching states is written in its Markdown as
 * :calc[shown]{expr="..."}, and every computed table is a Markdown table: this
 * test recomputes each with the lib/ functions the calculators run (through
 * content/<kind>/<slug>.figures.ts) and fails on a figure that drifts, on
 * an expression the figures module does not know, and on a figure the module
 * computes that no page states.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Root, RootContent, Table } from "mdast";
import type { TextDirective } from "mdast-util-directive";
import { toString } from "mdast-util-to-string";
import remarkDirective from "remark-directive";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import { unified } from "unified";
import { describe, expect, it } from "vitest";
import { frameworkPages } from "@/data/frameworks";
import { splitFrontMatter } from "@/lib/markdown/front-matter";
import { tableCaptionLine } from "@/lib/markdown/render";

const lessonAreas = readdirSync(path.join(process.cwd(), "content/mastery/lessons"), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => `mastery/lessons/${entry.name}`);
const kinds = ["frameworks", "guides", "glossary-terms", "templates", ...lessonAreas] as const;
const filesOf = (kind: string) =>
  readdirSync(path.join(process.cwd(), "content", kind))
    .filter((name) => name.endsWith(".md") && name !== "README.md")
    .map((name) => `${kind}/${name.slice(0, -3)}`);
const slugs = filesOf("frameworks");
const pages = kinds.flatMap(filesOf);
const parser = unified().use(remarkParse).use(remarkGfm).use(remarkDirective);

type FiguresModule = { figures?: Readonly<Record<string, unknown>>; tables?: Readonly<Record<string, { headers?: readonly string[]; rows: readonly (readonly unknown[])[] }>> };

function walk(node: Root | RootContent, visit: (node: RootContent) => void) {
  if (node.type !== "root") visit(node);
  if ("children" in node) for (const child of node.children as RootContent[]) walk(child, visit);
}

/** `page` is "<kind>/<slug>". */
function read(page: string) {
  const slug = page;
  const source = readFileSync(path.join(process.cwd(), "content", `${page}.md`), "utf8");
  const tree = parser.runSync(parser.parse(splitFrontMatter(source, `${slug}.md`).body)) as Root;
  const calcs: { shown: string; expr: string; line: number }[] = [];
  const tables: { caption: string; headers: string[]; rows: string[][] }[] = [];
  let caption: string | undefined;
  walk(tree, (node) => {
    if (node.type === "textDirective" && (node as TextDirective).name === "calc") {
      const directive = node as TextDirective;
      calcs.push({ shown: toString(directive), expr: directive.attributes?.expr ?? "", line: directive.position?.start.line ?? 0 });
    }
    if (node.type === "paragraph") caption = tableCaptionLine(toString(node))?.caption;
    if (node.type === "table") {
      const [head, ...body] = (node as Table).children;
      const cells = (row: typeof head) => (row?.children ?? []).map((cell) => toString(cell));
      tables.push({ caption: caption ?? "", headers: cells(head), rows: body.map(cells) });
    }
  });
  return { calcs, tables };
}

const modules = import.meta.glob<FiguresModule>(["/content/frameworks/*.figures.ts", "/content/guides/*.figures.ts", "/content/glossary-terms/*.figures.ts", "/content/templates/*.figures.ts", "/content/mastery/lessons/*.figures.ts"], { eager: true });
/** A page's figures module: content/<kind>/<slug>.figures.ts, or for a topic write-up its area's, content/mastery/lessons/<area>.figures.ts. */
const figuresOf = (page: string): FiguresModule | undefined =>
  modules[`/content/${page}.figures.ts`] ?? (page.startsWith("mastery/lessons/") ? modules[`/content/${page.split("/").slice(0, 3).join("/")}.figures.ts`] : undefined);
const hasFigures = (slug: string) => figuresOf(slug) !== undefined;
const load = async (slug: string): Promise<FiguresModule> => figuresOf(slug) ?? {};

describe("figures stated in the explainers and the glossary term pages", () => {
  it("finds every explainer's Markdown file, and computed figures in most of them", () => {
    expect([...slugs].sort()).toEqual(frameworkPages.map((page) => `frameworks/${page.slug}`).sort());
    expect(slugs.filter(hasFigures).length).toBeGreaterThanOrEqual(10);
    // Every guide works an example through, so every guide has its figures module.
    expect(filesOf("guides").filter((page) => !hasFigures(page))).toEqual([]);
    expect(filesOf("guides").length).toBeGreaterThanOrEqual(2);
    expect(filesOf("glossary-terms").filter(hasFigures).length).toBeGreaterThanOrEqual(3);
    expect(filesOf("templates").filter(hasFigures).length).toBeGreaterThanOrEqual(2);
    expect(filesOf("guides").filter(hasFigures).length).toBeGreaterThanOrEqual(4);
    expect(lessonAreas.flatMap(filesOf).filter(hasFigures).length).toBeGreaterThanOrEqual(5);
  });

  for (const slug of pages) {
    it(`${slug}: every :calc figure and computed table matches what lib/ computes`, async () => {
      const { calcs, tables } = read(slug);
      const { figures = {}, tables: computedTables = {} } = await load(slug);
      for (const calc of calcs) {
        expect(Object.hasOwn(figures, calc.expr), `${slug}.md:${calc.line}: add ${JSON.stringify(calc.expr)} to content/${slug}.figures.ts`).toBe(true);
        expect(calc.shown, `${slug}.md:${calc.line}: ${calc.expr}`).toBe(String(figures[calc.expr]));
      }
      // Nothing computed goes unstated: a figure the module keeps must appear in the page (for an area's write-ups, in one of them).
      if (!slug.startsWith("mastery/lessons/")) {
        const stated = new Set(calcs.map((calc) => calc.expr));
        for (const expr of Object.keys(figures)) expect(stated.has(expr), `${slug}.figures.ts computes ${expr}, which ${slug}.md never states`).toBe(true);
      }
      for (const [caption, computed] of Object.entries(computedTables)) {
        const table = tables.find((candidate) => candidate.caption === caption);
        expect(table, `${slug}.md has no table captioned "${caption}"`).toBeDefined();
        expect(table!.rows).toEqual(computed.rows.map((row) => row.map(String)));
        if (computed.headers) expect(table!.headers).toEqual([...computed.headers]);
      }
    });
  }

  it("every figure an area's write-ups module computes is stated in one of that area's write-ups", () => {
    for (const area of lessonAreas) {
      const figures = modules[`/content/${area}.figures.ts`]?.figures ?? {};
      const stated = new Set(filesOf(area).flatMap((page) => read(page).calcs.map((calc) => calc.expr)));
      for (const expr of Object.keys(figures)) expect(stated.has(expr), `${area}.figures.ts computes ${expr}, which no write-up states`).toBe(true);
    }
  });

  it("a drifted figure fails: the check compares the shown text with the computed value", () => {
    const figures: Record<string, unknown> = { "riceScore(idea)": 1200 };
    expect(String(figures["riceScore(idea)"])).not.toBe("1,300");
  });
});
