/**
 * The templates library's content (docs/product.md, Templates). Every template
 * validates against the schema and teaches in at least 400 words; slugs are
 * unique and kebab-case; related frameworks, glossary terms and mastery
 * areas exist; every example's computed values equal its formula applied to
 * its inputs; and the site's existing explainers and the templates agree on
 * scales and formulas.
 */
import { describe, expect, it } from "vitest";
import { templates } from "@/content/templates";
import { frameworkPages } from "@/content/frameworks";
import { glossaryTermPages } from "@/content/glossary-terms";
import { masteryAreas } from "@/content/mastery";
import { riceImpactOptions } from "@/lib/frameworks/rice";
import { evaluateFormula, referencedColumns, type FormulaValue } from "@/lib/templates/formula";
import { minTeachingWords, templateSchema, type SheetTemplate, type Template } from "@/lib/templates/schema";
import { teachingText } from "@/lib/templates/text";
import { wordCount } from "@/lib/content/text";
import { sectionTables } from "../../support/markdown-sections";

const requiredSlugs = [
  "product-requirements-document",
  "one-page-product-brief",
  "opportunity-solution-tree-worksheet",
  "rice-scoring-sheet",
  "opportunity-scoring-sheet",
  "kano-survey",
  "experiment-plan",
  "customer-interview-guide",
  "north-star-metric-worksheet",
  "now-next-later-roadmap",
  "launch-checklist",
  "sprint-retrospective",
  // The Business Model Canvas explainer links to "the canvas", so the library has one.
  "business-model-canvas",
  // The product analytics, positioning and pricing guides each put one of these to work.
  "tracking-plan",
  "positioning-canvas",
  "pricing-research-plan",
];

/** Added beyond the required set because PMs ask for them (content/templates/README.md, Why these templates). */
const extraSlugs = ["decision-log", "competitive-analysis", "stakeholder-map"];

const byslug = (slug: string): Template => {
  const found = templates.find((t) => t.slug === slug);
  if (!found) throw new Error(`no template ${slug}`);
  return found;
};

const sheet = (slug: string): SheetTemplate => {
  const t = byslug(slug);
  if (t.kind !== "sheet") throw new Error(`${slug} is not a sheet`);
  return t;
};

/** A sheet row keyed by column name, for the formula evaluator. */
function rowRecord(t: SheetTemplate, row: readonly (string | number)[]): Record<string, FormulaValue> {
  return Object.fromEntries(t.sheet.columns.map((c, i) => [c.name, row[i] ?? ""]));
}

describe("templates registry", () => {
  it("has the sixteen required templates and the three extras, and nothing else", () => {
    const slugs = templates.map((t) => t.slug);
    for (const slug of [...requiredSlugs, ...extraSlugs]) expect(slugs, slug).toContain(slug);
    expect(templates.length).toBe(requiredSlugs.length + extraSlugs.length);
    expect(templates.length).toBe(19);
  });

  it("has unique, kebab-case slugs and unique names", () => {
    const slugs = templates.map((t) => t.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(new Set(templates.map((t) => t.name)).size).toBe(templates.length);
  });

  it("covers every group", () => {
    expect(new Set(templates.map((t) => t.group))).toEqual(new Set(["discover", "decide", "define", "deliver", "measure"]));
  });
});

describe("the template schema", () => {
  it("refuses a template with too little teaching, saying how many words it has", () => {
    const base = templates[0]!;
    const teaching = { ...base.teaching, purpose: ["Too short."], whenToUse: ["Now.", "Soon."], whenNotToUse: ["Later.", "Never."], howToFill: base.teaching.howToFill.map((step) => ({ ...step, advice: "Fill it." })) };
    const short = { ...base, teaching, mistakes: base.mistakes.map(() => "Skipping it.") };
    const words = wordCount(teachingText(short));
    expect(words).toBeLessThan(minTeachingWords);
    const messages = templateSchema.safeParse(short).error?.issues.map((issue) => issue.message) ?? [];
    expect(messages).toContain(`a template needs at least ${minTeachingWords} words of teaching (it has ${words})`);
  });
});

describe.each(templates.map((t) => [t.slug, t] as const))("template %s", (_slug, template) => {
  it("matches the template schema", () => {
    expect(templateSchema.safeParse(template).error).toBeUndefined();
  });

  it("says when it last changed: a real date, not in the future", () => {
    expect(template.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(new Date(`${template.updated}T00:00:00Z`).toISOString().slice(0, 10)).toBe(template.updated);
    expect(Date.parse(template.updated)).toBeLessThanOrEqual(Date.now());
  });

  it(`teaches in at least ${minTeachingWords} words`, () => {
    expect(wordCount(teachingText(template))).toBeGreaterThanOrEqual(minTeachingWords);
  });

  it("offers Markdown for documents and CSV for sheets", () => {
    if (template.kind === "document") expect(template.formats).toEqual(["md"]);
    else expect(template.formats[0]).toBe("csv");
  });

  it("links only to frameworks, glossary terms and mastery areas that exist", () => {
    const frameworks = new Set(frameworkPages.map((p) => p.slug));
    const terms = new Set(glossaryTermPages.map((p) => p.slug));
    for (const slug of template.relatedFrameworks) expect(frameworks, slug).toContain(slug);
    for (const slug of template.relatedGlossaryTerms) expect(terms, slug).toContain(slug);
    expect(template.relatedFrameworks.length + template.relatedGlossaryTerms.length).toBeGreaterThan(0);
    for (const entry of template.relatedMastery) {
      const [areaId, topicId] = entry.split("#");
      const area = masteryAreas.find((a) => a.id === areaId);
      expect(area, entry).toBeDefined();
      if (topicId) expect(area?.subsections.map((s) => s.id), entry).toContain(topicId);
    }
  });

  it("names the guides and explainers it serves by their paths, each once", () => {
    // These pages may arrive after the template does; the content link check (tests/unit/seo/internal-links.test.ts) resolves them.
    for (const link of template.serves ?? []) expect(link.href).toMatch(/^\/(guides|frameworks)\/[a-z0-9]+(-[a-z0-9]+)*$/);
    const hrefs = (template.serves ?? []).map((link) => link.href);
    expect(new Set(hrefs).size).toBe(hrefs.length);
    // A framework it serves is not listed again among its related frameworks.
    for (const href of hrefs) if (href.startsWith("/frameworks/")) expect(template.relatedFrameworks).not.toContain(href.split("/")[2]);
  });

  it("contains no URLs, placeholder domains or filler", () => {
    const all = JSON.stringify(template);
    expect(all).not.toMatch(/https?:\/\//i);
    expect(all).not.toMatch(/www\.|example\.(com|org|net)/i);
    expect(all).not.toMatch(/lorem|ipsum|TODO|TBD/);
  });

  if (template.kind === "sheet") {
    const t = template;
    it("computes every example value from its formula", () => {
      const names = t.sheet.columns.map((c) => c.name);
      t.sheet.columns.forEach((column, index) => {
        if (!column.computed) return;
        for (const ref of referencedColumns(column.computed.expression)) expect(names, `${column.name} uses [${ref}]`).toContain(ref);
        for (const row of t.sheet.exampleRows) {
          const expected = evaluateFormula(column.computed.expression, rowRecord(t, row));
          const stored = row[index];
          if (typeof expected === "number") {
            expect(typeof stored, `${column.name} in ${String(row[0])}`).toBe("number");
            const tolerance = 0.5 * 10 ** -column.computed.decimals + 1e-9;
            expect(Math.abs((stored as number) - expected), `${column.name} in ${String(row[0])}: ${stored} vs ${expected}`).toBeLessThanOrEqual(tolerance);
          } else {
            expect(stored, `${column.name} in ${String(row[0])}`).toBe(String(expected));
          }
        }
      });
    });

    it("fills number columns with numbers and choice columns with their options", () => {
      t.sheet.columns.forEach((column, index) => {
        for (const row of t.sheet.exampleRows) {
          const cell = row[index];
          if (["number", "integer", "percent"].includes(column.type)) expect(typeof cell, `${column.name}`).toBe("number");
          if (column.type === "integer") expect(Number.isInteger(cell), column.name).toBe(true);
          if (column.type === "percent") expect(cell as number).toBeGreaterThanOrEqual(0);
          if (column.type === "choice") expect(column.options, `${column.name}: ${String(cell)}`).toContain(cell);
          if (column.type === "date") expect(String(cell)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        }
      });
    });
  }
});

describe("agreement with the site's explainers", () => {
  it("RICE: the impact scale and confidence levels match the RICE explainer and calculator", () => {
    const rice = sheet("rice-scoring-sheet");
    const impact = rice.sheet.columns.find((c) => c.name === "Impact");
    for (const option of riceImpactOptions) expect(impact?.description).toContain(`${option.value} ${option.label.split(": ")[1]}`);
    const allowedImpacts = new Set(riceImpactOptions.map((o) => o.value as number));
    const impactIndex = rice.sheet.columns.indexOf(impact!);
    for (const row of rice.sheet.exampleRows) expect(allowedImpacts).toContain(row[impactIndex]);
  });

  it("opportunity scoring: the formula floors the gap at zero, on 0-10 inputs", () => {
    const opp = sheet("opportunity-scoring-sheet");
    const score = opp.sheet.columns.find((c) => c.name === "Opportunity score");
    expect(score?.computed?.expression.replace(/\s/g, "")).toBe("=[Importance]+MAX([Importance]-[Satisfaction],0)");
    const imp = opp.sheet.columns.findIndex((c) => c.name === "Importance");
    const sat = opp.sheet.columns.findIndex((c) => c.name === "Satisfaction");
    for (const row of opp.sheet.exampleRows) {
      for (const i of [imp, sat]) {
        expect(row[i] as number).toBeGreaterThanOrEqual(0);
        expect(row[i] as number).toBeLessThanOrEqual(10);
      }
    }
  });

  it("Kano: the evaluation table is the one the Kano explainer teaches, with the classic letters", () => {
    const kano = sheet("kano-survey");
    const ref = kano.referenceTables?.find((r) => r.slug === "evaluation-table");
    expect(ref).toBeDefined();
    const explainer = frameworkPages.find((p) => p.slug === "kano-model")!;
    const table = explainer.sections.flatMap((s) => sectionTables(s)).find((t) => t.caption.startsWith("Kano evaluation table"));
    if (!table) throw new Error("the Kano explainer lost its evaluation table");
    const classic: Record<string, string> = { D: "D (A)", P: "P (O)", B: "B (M)", I: "I", R: "R", Q: "Q" };
    expect(ref!.table.rows.map((row) => row.slice(1))).toEqual(table.rows.map((row) => row.slice(1).map((cell) => classic[cell])));
    expect(ref!.table.headers.slice(1)).toEqual(table.headers.slice(1).map((h) => `If absent: ${h}`));
  });

  it("Kano: each feature's category is its most frequent answer", () => {
    const kano = sheet("kano-survey");
    const col = (name: string) => kano.sheet.columns.findIndex((c) => c.name === name);
    const categories: Record<string, string> = { D: "Delighters", P: "Performance Needs", B: "Basic Needs", I: "Indifferent", R: "Reverse" };
    for (const row of kano.sheet.exampleRows) {
      const counts = Object.keys(categories).map((key) => [key, row[col(key)] as number] as const);
      const top = counts.reduce((best, next) => (next[1] > best[1] ? next : best));
      expect(counts.filter(([, n]) => n === top[1])).toHaveLength(1);
      expect(row[col("Category")], String(row[0])).toBe(categories[top[0]]);
    }
  });

  it("Van Westendorp: the pricing plan asks the four questions, in rising order", () => {
    const plan = sheet("pricing-research-plan");
    const questions = plan.referenceTables?.find((r) => r.slug === "van-westendorp-questions");
    expect(questions?.table.rows.map((row) => row[1])).toEqual(["Too cheap", "Bargain", "Getting expensive", "Too expensive"]);
  });

  it("positioning: the canvas holds Dunford's five components and the optional trends, in her order", () => {
    const canvas = sheet("positioning-canvas");
    const components = ["Competitive alternative", "Unique attribute", "Value", "Target customers", "Market category", "Relevant trend"];
    expect(canvas.sheet.columns[0]?.options).toEqual(components);
    expect(canvas.sheet.starterRows?.map((row) => row[0])).toEqual(components);
    // The example fills every component, in the order the starter rows give.
    const order = canvas.sheet.exampleRows.map((row) => components.indexOf(String(row[0])));
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(new Set(order).size).toBe(components.length);
  });

  it("the new templates link the guides and explainers they were made for", () => {
    const served = (slug: string) => (byslug(slug).serves ?? []).map((link) => link.href);
    expect(served("tracking-plan")).toEqual(["/guides/product-analytics", "/frameworks/aarrr-pirate-metrics", "/frameworks/heart-framework"]);
    expect(served("positioning-canvas")).toEqual(["/guides/positioning-and-go-to-market"]);
    expect(served("pricing-research-plan")).toEqual(["/guides/pricing-and-packaging", "/frameworks/van-westendorp"]);
    expect(served("experiment-plan")).toEqual(["/guides/ab-testing"]);
  });
});
