/**
 * The templates library's contract (docs/product.md, Templates). One object per template,
 * joined from content/templates/<slug>.ts (structure) and <slug>.md (prose), is the single source of truth: the /templates pages,
 * the Markdown and CSV downloads (lib/templates/markdown.ts, csv.ts) and the
 * search record are all generated from it, so they cannot disagree.
 *
 * Two kinds of template:
 * - "document": ordered sections (heading, guidance, optional prompts,
 *   checklist and table), downloadable as Markdown;
 * - "sheet": typed columns, computed columns carrying their formula in words
 *   and as a spreadsheet-style expression (lib/templates/formula.ts can
 *   evaluate it), downloadable as CSV and usually as Markdown too.
 * Every template carries a filled-in example for a fictional product, whose
 * numbers the unit tests recompute.
 */
import { z } from "zod";
import { TEASER_CHARS } from "@/lib/text/teaser";
import { teachingText } from "./text";
import { wordCount } from "@/lib/content/text";

/** Every template teaches in at least this many words around the template itself (docs/product.md, Teaching depth and links). */
export const minTeachingWords = 400;

export const templateGroups = ["discover", "decide", "define", "deliver", "measure"] as const;
export type TemplateGroup = (typeof templateGroups)[number];

export const templateFormats = ["md", "csv"] as const;
export type TemplateFormat = (typeof templateFormats)[number];

export const slugSchema = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be kebab-case");
const text = z.string().min(1);
const uniqueSlugs = z
  .array(slugSchema)
  .refine((slugs) => new Set(slugs).size === slugs.length, "slugs must be unique");

/** A plain table: headers and rows of the same width. */
const tableSchema = z
  .object({ headers: z.array(text).min(2), rows: z.array(z.array(z.string())).min(1) })
  .refine((t) => t.rows.every((row) => row.length === t.headers.length), "every row has one cell per header");
export type TemplateTable = z.infer<typeof tableSchema>;

/* ---------- Document templates ---------- */

const documentExampleSchema = z
  .object({
    paragraphs: z.array(text).optional(),
    bullets: z.array(text).optional(),
    checklist: z.array(z.object({ item: text, done: z.boolean() })).optional(),
    /** Rows under the section's own table headers. */
    tableRows: z.array(z.array(z.string())).optional(),
  })
  .refine((e) => Object.values(e).some((v) => Array.isArray(v) && v.length > 0), "an example section says something");

const documentSectionSchema = z
  .object({
    heading: text,
    /** What to write here, in one or two sentences (shown in the blank template). */
    guidance: text,
    /** Questions the author should answer in this section. */
    prompts: z.array(text).optional(),
    /** Items to tick; the blank template shows them unticked. */
    checklist: z.array(text).optional(),
    /** A table to fill: headers plus rows of placeholder guidance. */
    table: tableSchema.optional(),
    /** The same section filled in for the template's example product. */
    example: documentExampleSchema,
  })
  .refine((s) => !s.example.tableRows || s.table !== undefined, "example table rows need the section's table")
  .refine(
    (s) => !s.table || !s.example.tableRows || s.example.tableRows.every((row) => row.length === s.table!.headers.length),
    "example table rows have one cell per header",
  );
export type DocumentSection = z.infer<typeof documentSectionSchema>;

/* ---------- Sheet templates ---------- */

export const columnTypes = ["text", "number", "integer", "percent", "date", "choice"] as const;

const columnSchema = z
  .object({
    name: text,
    type: z.enum(columnTypes),
    description: text,
    /** For "choice" columns: the allowed values. */
    options: z.array(text).min(2).optional(),
    /** For computed columns: the formula in words and as a spreadsheet-style expression. */
    computed: z
      .object({
        words: text,
        /**
         * Starts with "=". [Column name] stands for that column's cell on the
         * same row (in an Excel table write [@Column name]; elsewhere the cell,
         * such as B2). Functions: MAX, MIN, ROUND, ROUNDUP, IF, AND, OR.
         */
        expression: z.string().startsWith("="),
        /** Decimal places the example's computed values are rounded to. */
        decimals: z.number().int().min(0).max(4),
      })
      .optional(),
  })
  .refine((c) => (c.type === "choice") === (c.options !== undefined), "choice columns, and only they, list options");
export type SheetColumn = z.infer<typeof columnSchema>;

export type Cell = string | number;
const cellSchema = z.union([z.string(), z.number().finite()]);

const sheetSchema = z
  .object({
    columns: z.array(columnSchema).min(2),
    /** Rows the blank sheet starts with (e.g. fixed labels); computed cells stay "". */
    starterRows: z.array(z.array(cellSchema)).optional(),
    /** The filled-in example, one cell per column, computed cells holding the computed values. */
    exampleRows: z.array(z.array(cellSchema)).min(2),
  })
  .refine((s) => new Set(s.columns.map((c) => c.name)).size === s.columns.length, "column names are unique")
  .refine(
    (s) => [...(s.starterRows ?? []), ...s.exampleRows].every((row) => row.length === s.columns.length),
    "every row has one cell per column",
  )
  .refine(
    (s) => (s.starterRows ?? []).every((row) => row.every((cell, i) => !s.columns[i]?.computed || cell === "")),
    "computed cells are blank in the blank sheet",
  );
export type Sheet = z.infer<typeof sheetSchema>;

/** A fixed lookup table shipped with a sheet (e.g. Kano's evaluation table), also offered as its own CSV. */
const referenceTableSchema = z.object({
  slug: slugSchema,
  title: text,
  description: text,
  table: tableSchema,
});
export type ReferenceTable = z.infer<typeof referenceTableSchema>;

/* ---------- The template ---------- */

const teachingSchema = z.object({
  /** What the template is for: paragraphs. */
  purpose: z.array(text).min(1),
  whenToUse: z.array(text).min(2),
  whenNotToUse: z.array(text).min(2),
  /** How to fill it in, part by part; `part` names a section heading or a column. */
  howToFill: z.array(z.object({ part: text, advice: text })).min(3),
});
export type Teaching = z.infer<typeof teachingSchema>;

const commonShape = {
  slug: slugSchema,
  name: text,
  group: z.enum(templateGroups),
  /** When the template's content last changed in substance (ISO date): the page's dateModified for search engines. */
  updated: z.iso.date(),
  /** One line: the moment a PM reaches for this template. */
  whenToUse: z.string().min(20).max(160),
  /** The card's text on /templates and the home page, when whenToUse is longer than a card's three lines. */
  card: z.string().min(20).max(TEASER_CHARS).optional(),
  /** Meta and card description. */
  summary: z.string().min(50).max(200),
  teaching: teachingSchema,
  /** The fictional product the example is written for, and the situation. */
  example: z.object({ product: text, context: text }),
  mistakes: z.array(text).min(3).max(6),
  /**
   * The guides and framework explainers this template was made to put to
   * work, by path (/guides/<slug>, /frameworks/<slug>), with the label to show
   * when the page's own title is not at hand. Listed first under "Related on
   * this site"; a framework named here also lists the template on its page.
   */
  serves: z
    .array(z.strictObject({ href: z.string().regex(/^\/(guides|frameworks)\/[a-z0-9]+(-[a-z0-9]+)*$/, "a /guides/<slug> or /frameworks/<slug> path"), label: text }))
    .refine((links) => new Set(links.map((link) => link.href)).size === links.length, "each page is served once")
    .optional(),
  relatedFrameworks: uniqueSlugs,
  relatedGlossaryTerms: uniqueSlugs,
  /** Mastery areas ("delivery-and-execution") or topics ("delivery-and-execution#prioritization"). */
  relatedMastery: z
    .array(z.string().regex(/^[a-z0-9-]+(#[a-z0-9-]+)?$/))
    .refine((slugs) => new Set(slugs).size === slugs.length, "related mastery entries must be unique"),
};

const documentTemplateShape = z.object({
  ...commonShape,
  kind: z.literal("document"),
  formats: z.tuple([z.literal("md")]),
  sections: z.array(documentSectionSchema).min(3),
});

const sheetTemplateShape = z.object({
  ...commonShape,
  kind: z.literal("sheet"),
  formats: z.union([z.tuple([z.literal("csv")]), z.tuple([z.literal("csv"), z.literal("md")])]),
  sheet: sheetSchema,
  referenceTables: z.array(referenceTableSchema).optional(),
});

const templateShape = z.discriminatedUnion("kind", [documentTemplateShape, sheetTemplateShape]);
export type Template = z.infer<typeof templateShape>;
export type DocumentTemplate = z.infer<typeof documentTemplateShape>;
export type SheetTemplate = z.infer<typeof sheetTemplateShape>;

export const templateSchema = templateShape
  .superRefine((t, ctx) => {
    const words = wordCount(teachingText(t));
    if (words < minTeachingWords) ctx.addIssue({ code: "custom", message: `a template needs at least ${minTeachingWords} words of teaching (it has ${words})` });
  })
  .refine(
    (t) => {
      const parts = new Set(t.kind === "document" ? t.sections.map((s) => s.heading) : t.sheet.columns.map((c) => c.name));
      return t.teaching.howToFill.every((step) => parts.has(step.part));
    },
    { message: "every how-to-fill step names one of the template's sections or columns" },
  );

/**
 * The prose of a template, which lives in its Markdown file
 * (content/templates/<slug>.md): the one-liners in front matter, the
 * teaching and the mistakes in the body. The rest is its structure, in
 * content/templates/<slug>.ts.
 */
export type TemplateProse = Pick<Template, "whenToUse" | "card" | "summary" | "teaching" | "mistakes">;
export type DocumentTemplateStructure = Omit<DocumentTemplate, keyof TemplateProse>;
export type SheetTemplateStructure = Omit<SheetTemplate, keyof TemplateProse>;
export type TemplateStructure = DocumentTemplateStructure | SheetTemplateStructure;

/** A template file's front matter: the two one-liners, checked as the schema checks them. */
export const templateFrontMatter = z.strictObject({ whenToUse: commonShape.whenToUse, card: commonShape.card, summary: commonShape.summary });
