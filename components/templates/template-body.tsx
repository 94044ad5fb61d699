import { DataTable } from "@/components/ui/data-table";
import { Icon } from "@/components/ui/icons";
import { estimatedWideWidthRem, WIDEST_COLUMN_REM } from "@/lib/layout/data-table";
import { columnLetter } from "@/lib/templates/formula";
import type { Cell, DocumentTemplate, SheetColumn, SheetTemplate, Template } from "@/lib/templates/schema";

/** A drawn checkbox (a ballot-box glyph is not in the site's font subset), ticked when done. */
function CheckBox({ done = false }: { done?: boolean }) {
  return (
    <span aria-hidden="true" className="mt-1 inline-flex size-4 shrink-0 items-center justify-center rounded border border-current text-primary">
      {done ? <Icon name="check" size={12} /> : null}
    </span>
  );
}

/*
 * The template itself and its filled-in example, rendered on the page from
 * the same objects the Markdown and CSV downloads come from. Sheets explain
 * each formula in words on the page, because a CSV holds values only.
 */

const cellText = (cell: Cell) => (typeof cell === "number" ? String(cell) : cell);

function columnDescription(column: SheetColumn): string {
  return column.options ? `${column.description} One of: ${column.options.join(", ")}.` : column.description;
}

/** A template part's frame (p-5 and a 1 px border, both sides; the filled-in example's px-4 takes less) takes this much of the column from its tables, in rem. */
const PART_INSET_REM = 2.625;


/** A blank section's contents: its heading, what to write, the questions, the checklist, the table to fill. */
function BlankSection({ section, index }: { section: DocumentTemplate["sections"][number]; index: number }) {
  return (
    <>
      <h3 className="mt-0 text-lg font-semibold">
        {index + 1}. {section.heading}
      </h3>
      <p className="mt-2 text-muted italic">{section.guidance}</p>
      {section.prompts ? (
        <>
          <p className="mt-3 text-small font-semibold">Questions to answer</p>
          <ul className="mt-1 list-disc space-y-1 pl-5">
            {section.prompts.map((prompt) => (
              <li key={prompt}>{prompt}</li>
            ))}
          </ul>
        </>
      ) : null}
      {section.checklist ? (
        <ul className="mt-3 list-none space-y-1 pl-0" aria-label={`${section.heading} checklist`}>
          {section.checklist.map((item, index) => (
            <li key={index} className="flex gap-2">
              <CheckBox />
              <span>{item}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {section.table ? (
        <div className="mt-4">
          <DataTable caption={`${section.heading}: table to fill`} headers={section.table.headers} rows={section.table.rows} insetRem={PART_INSET_REM} />
        </div>
      ) : null}
    </>
  );
}

const blankCard = "template-part rounded-2xl border border-border bg-surface p-5";
/** 16 px sides on a phone, as the example's frame had: a filled-in table that fits a 390 px phone with them did not with 20. */
const filledCard = "template-part rounded-2xl border border-border bg-surface-raised p-4 shadow-sm sm:p-5";

function BlankDocument({ template }: { template: DocumentTemplate }) {
  return (
    <ol className="list-none space-y-6 pl-0">
      {template.sections.map((section, index) => (
        <li key={section.heading} className={blankCard}>
          <BlankSection section={section} index={index} />
        </li>
      ))}
    </ol>
  );
}

/** A column's type as the list names it. */
const typeNames: Record<SheetColumn["type"], string> = { text: "Text", number: "Number", integer: "Whole number", percent: "Percent", date: "Date", choice: "Choice" };

/**
 * A sheet's columns in spreadsheet order, as a framed list: each column's
 * letter, name and type, what goes in it, and for a computed column its
 * formula in words and as a spreadsheet formula in a box of its own. As a
 * four-column table, seven of the RICE sheet's eight rows had a dash under
 * Formula, and each phone card repeated it.
 */
function ColumnList({ template }: { template: SheetTemplate }) {
  return (
    <ol
      aria-label={`${template.name}: the columns, in spreadsheet order`}
      data-column-list=""
      className="list-none divide-y divide-border overflow-hidden rounded-2xl border border-border bg-surface-raised pl-0 shadow-sm"
    >
      {template.sheet.columns.map((column, index) => (
        <li key={column.name} className="mt-0! grid gap-2 px-4 py-4 sm:grid-cols-[13rem_minmax(0,1fr)] sm:gap-6 sm:px-5">
          <div className="flex items-start gap-3">
            <span aria-hidden="true" className="inline-flex size-7 shrink-0 items-center justify-center rounded-md bg-accent font-mono text-sm font-semibold text-accent-foreground">
              {columnLetter(index)}
            </span>
            <div>
              <p className="font-semibold">
                <span className="sr-only">Column {columnLetter(index)}: </span>
                {column.name}
              </p>
              <p className="text-sm text-muted">{column.computed ? `${typeNames[column.type]}, computed` : typeNames[column.type]}</p>
            </div>
          </div>
          <div className="min-w-0">
            <p>{columnDescription(column)}</p>
            {column.computed ? (
              <div className="mt-2 rounded-lg border border-border bg-background px-3 py-2 text-sm">
                <p>{column.computed.words}</p>
                <p className="mt-1">
                  <span className="text-muted">Spreadsheet formula: </span>
                  <code className="font-mono break-words">{column.computed.expression}</code>
                </p>
              </div>
            ) : null}
          </div>
        </li>
      ))}
    </ol>
  );
}

function BlankSheet({ template }: { template: SheetTemplate }) {
  const { columns, starterRows } = template.sheet;
  return (
    <div className="space-y-6">
      <ColumnList template={template} />
      {starterRows && starterRows.length > 0 ? (
        <DataTable caption="The rows the blank sheet starts with" headers={columns.map((c) => c.name)} rows={starterRows.map((row) => row.map(cellText))} />
      ) : null}
      {(template.referenceTables ?? []).map((ref) => (
        <div key={ref.slug}>
          <h3 className="text-lg font-semibold">{ref.title}</h3>
          <p className="mt-2 mb-4">{ref.description}</p>
          <DataTable caption={ref.title} headers={ref.table.headers} rows={ref.table.rows} />
        </div>
      ))}
    </div>
  );
}

export function BlankTemplate({ template }: { template: Template }) {
  return template.kind === "document" ? <BlankDocument template={template} /> : <BlankSheet template={template} />;
}

/**
 * A filled-in section's contents, headed in the primary colour so it is not
 * mistaken for the blank card beside it. Each is a framed card (on the page
 * background unframed text had no edge, so a reader could not see where the
 * example started or ended), raised.
 */
function FilledSection({ section }: { section: DocumentTemplate["sections"][number] }) {
  return (
    <>
      <h3 className="text-lg font-semibold text-primary">{section.heading}</h3>
      {(section.example.paragraphs ?? []).map((paragraph, index) => (
        <p key={index} className="mt-2">
          {paragraph}
        </p>
      ))}
      {section.example.bullets ? (
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {section.example.bullets.map((bullet) => (
            <li key={bullet}>{bullet}</li>
          ))}
        </ul>
      ) : null}
      {section.example.checklist ? (
        <ul className="mt-2 list-none space-y-1 pl-0" aria-label={`${section.heading} checklist`}>
          {section.example.checklist.map(({ item, done }, index) => (
            <li key={index} className="flex gap-2">
              <CheckBox done={done} />
              <span>
                {item}
                <span className="sr-only">{done ? " (done)" : " (not done)"}</span>
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {section.table && section.example.tableRows ? (
        <div className="mt-4">
          <DataTable caption={`${section.heading}: filled in`} headers={section.table.headers} rows={section.example.tableRows} insetRem={PART_INSET_REM} />
        </div>
      ) : null}
    </>
  );
}

function ExampleDocument({ template }: { template: DocumentTemplate }) {
  return (
    <ol aria-label={`${template.name}: filled in`} className="list-none space-y-6 pl-0">
      {template.sections.map((section) => (
        <li key={section.heading} className={filledCard}>
          <FilledSection section={section} />
        </li>
      ))}
    </ol>
  );
}

/**
 * A document's sections as pairs, the blank card and its filled-in twin:
 * side by side on one row of the band's grid from 1,024 px, both the row's
 * height (the blank card's spare height is ruled write-in lines, as on the
 * printed form, not an empty frame; top-aligned cards of different heights
 * left staggered gaps between the pairs), and on a phone one under the other,
 * so each section is read with its example (two long runs, one after the
 * other, could not be compared).
 */
export function PairedDocument({ template }: { template: DocumentTemplate }) {
  return (
    <ol aria-label={`${template.name}: each section, blank and filled in`} className="mt-6 list-none space-y-8 pl-0 lg:grid lg:grid-cols-2 lg:gap-x-8 lg:gap-y-6 lg:space-y-0">
      {template.sections.map((section, index) => (
        <li key={section.heading} className="space-y-2 lg:col-span-2 lg:grid lg:grid-cols-subgrid lg:space-y-0">
          <div data-blank-section="" className={`${blankCard} flex flex-col`}>
            <BlankSection section={section} index={index} />
            <div aria-hidden="true" className="write-in-lines mt-4 hidden min-h-0 flex-1 lg:block" />
          </div>
          <div data-filled-section="" className={filledCard}>
            {/* The column's heading says it on a wide screen; under its blank twin on a phone, the card says it itself. */}
            <p className="mb-1 text-xs font-semibold tracking-wide text-muted uppercase lg:sr-only">Filled in</p>
            <FilledSection section={section} />
          </div>
        </li>
      ))}
    </ol>
  );
}

/** A sheet's example as its table shows it: the column names over the example rows. */
function exampleTable(template: SheetTemplate) {
  return { headers: template.sheet.columns.map((c) => c.name), rows: template.sheet.exampleRows.map((row) => row.map(cellText)) };
}

/**
 * Whether a template's filled-in example needs more than the reading column:
 * a sheet whose example table is estimated wider (the RICE sheet's eight
 * columns), which the page then places across its full width.
 */
export function exampleNeedsFullWidth(template: Template): boolean {
  if (template.kind !== "sheet") return false;
  const { headers, rows } = exampleTable(template);
  return estimatedWideWidthRem(headers, rows) > WIDEST_COLUMN_REM;
}

function ExampleSheet({ template }: { template: SheetTemplate }) {
  const { headers, rows } = exampleTable(template);
  return (
    <DataTable
      caption={`${template.name}: the example rows (computed columns filled in)`}
      headers={headers}
      rows={rows}
      // A computed column (a RICE score, an opportunity score) is what a phone's card shows first.
      results={template.sheet.columns.filter((c) => c.computed).map((c) => c.name)}
    />
  );
}

export function FilledExample({ template }: { template: Template }) {
  return template.kind === "document" ? <ExampleDocument template={template} /> : <ExampleSheet template={template} />;
}
