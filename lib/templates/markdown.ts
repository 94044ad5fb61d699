/**
 * Markdown for every template: the blank template (guidance in italics, the
 * prompts, unticked checklists, tables to fill) or, with `filled`, the same
 * headings filled in for the example product. Sheets render their columns,
 * their formulas (in words and as expressions) and the sheet as a table.
 */
import type { Cell, DocumentTemplate, SheetTemplate, Template, TemplateTable } from "./schema";

function mdCell(value: Cell): string {
  const text = typeof value === "number" ? value.toLocaleString("en-US", { maximumFractionDigits: 4 }) : value;
  return text.replace(/\\/g, "\\\\").replace(/\|/g, "\\|").replace(/\r?\n/g, "<br>");
}

export function mdTable(headers: readonly Cell[], rows: readonly (readonly Cell[])[]): string {
  const line = (cells: readonly Cell[]) => `| ${cells.map(mdCell).join(" | ")} |`;
  return [line(headers), `| ${headers.map(() => "---").join(" | ")} |`, ...rows.map(line)].join("\n");
}

function tableBlock(table: TemplateTable, rows?: readonly (readonly Cell[])[]): string {
  return mdTable(table.headers, rows ?? table.rows);
}

function documentBody(template: DocumentTemplate, filled: boolean): string[] {
  return template.sections.map((section) => {
    const parts: string[] = [`## ${section.heading}`];
    if (!filled) {
      parts.push(`_${section.guidance}_`);
      if (section.prompts?.length) parts.push(section.prompts.map((p) => `- ${p}`).join("\n"));
      if (section.table) parts.push(tableBlock(section.table));
      if (section.checklist?.length) parts.push(section.checklist.map((item) => `- [ ] ${item}`).join("\n"));
      return parts.join("\n\n");
    }
    const { paragraphs, bullets, tableRows, checklist } = section.example;
    if (paragraphs?.length) parts.push(...paragraphs);
    if (bullets?.length) parts.push(bullets.map((b) => `- ${b}`).join("\n"));
    if (section.table && tableRows?.length) parts.push(tableBlock(section.table, tableRows));
    if (checklist?.length) parts.push(checklist.map((c) => `- [${c.done ? "x" : " "}] ${c.item}`).join("\n"));
    return parts.join("\n\n");
  });
}

function typeLabel(column: SheetTemplate["sheet"]["columns"][number]): string {
  if (column.computed) return `${column.type}, computed`;
  if (column.options) return `choice: ${column.options.join(" / ")}`;
  return column.type;
}

function sheetBody(template: SheetTemplate, filled: boolean): string[] {
  const { columns, starterRows, exampleRows } = template.sheet;
  const blocks: string[] = [
    "## Columns",
    mdTable(
      ["Column", "Type", "What goes in it"],
      columns.map((c) => [c.name, typeLabel(c), c.description]),
    ),
  ];
  const computed = columns.filter((c) => c.computed);
  if (computed.length > 0) {
    blocks.push(
      "## Formulas",
      computed.map((c) => `- **${c.name}**: ${c.computed!.words} Spreadsheet: \`${c.computed!.expression}\``).join("\n"),
      "_In an expression, [Column] stands for that column's cell on the same row (in an Excel table write [@Column]; in other spreadsheets use the cell, such as B2)._",
    );
  }
  const header = columns.map((c) => c.name);
  if (filled) {
    blocks.push("## Example", mdTable(header, exampleRows));
  } else {
    const rows = starterRows?.length ? starterRows : [columns.map(() => "")];
    blocks.push("## Sheet", mdTable(header, rows));
  }
  for (const ref of template.referenceTables ?? []) {
    blocks.push(`## ${ref.title}`, ref.description, tableBlock(ref.table));
  }
  return blocks;
}

export function toMarkdown(template: Template, options: { filled?: boolean } = {}): string {
  const filled = options.filled ?? false;
  const title = filled ? `${template.name}: example` : template.name;
  const intro = filled
    ? [`**Example product:** ${template.example.product}. ${template.example.context}`]
    : [`> ${template.whenToUse}`, template.summary];
  const body = template.kind === "document" ? documentBody(template, filled) : sheetBody(template, filled);
  return [`# ${title}`, ...intro, ...body].join("\n\n") + "\n";
}
