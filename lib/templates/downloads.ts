/**
 * Every downloadable file of the templates library. The [file] route under
 * each template page prerenders them at build time, and the page's
 * downloads box links to them. Each template offers its blank
 * form and its filled-in example in each of its formats; a sheet's reference
 * tables (such as Kano's evaluation table) come as CSVs of their own.
 * data/templates.ts passes in the library.
 */
import { referenceTableToCsv, toCsv } from "./csv";
import { toMarkdown } from "./markdown";
import type { Template, TemplateFormat } from "./schema";

export const contentTypes: Record<TemplateFormat, string> = {
  md: "text/markdown; charset=utf-8",
  csv: "text/csv; charset=utf-8",
};

export type DownloadFile = {
  /** Site path, such as /templates/rice-scoring-sheet/rice-scoring-sheet.csv. */
  path: string;
  slug: string;
  format: TemplateFormat;
  /** "blank", "example" or a reference table's slug. */
  variant: string;
  filename: string;
  contentType: string;
  contentDisposition: string;
  body: string;
};

function file(slug: string, format: TemplateFormat, variant: string, filename: string, body: string): DownloadFile {
  return {
    path: `/templates/${slug}/${filename}`,
    slug,
    format,
    variant,
    filename,
    contentType: contentTypes[format],
    contentDisposition: `attachment; filename="${filename}"`,
    body,
  };
}

export function templateDownloads(template: Template): DownloadFile[] {
  const files: DownloadFile[] = [];
  for (const format of template.formats) {
    const render = (filled: boolean) => (format === "md" ? toMarkdown(template, { filled }) : toCsv(template, { filled }));
    files.push(file(template.slug, format, "blank", `${template.slug}.${format}`, render(false)));
    files.push(file(template.slug, format, "example", `${template.slug}-example.${format}`, render(true)));
  }
  if (template.kind === "sheet") {
    for (const ref of template.referenceTables ?? []) {
      files.push(file(template.slug, "csv", ref.slug, `${template.slug}-${ref.slug}.csv`, referenceTableToCsv(ref)));
    }
  }
  return files;
}

export function downloadFiles(templates: readonly Template[]): DownloadFile[] {
  return templates.flatMap(templateDownloads);
}
