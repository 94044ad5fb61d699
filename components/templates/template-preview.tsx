import type { CSSProperties } from "react";
import { templatePreview, type SectionShape } from "@/lib/templates/preview";
import type { Template } from "@/lib/templates/schema";
import "./template-preview.css";

const shapeAttribute: Record<SectionShape, string | undefined> = { checklist: "c", table: "t", text: undefined };
const rowVariables = ["--a", "--b", "--c", "--d"] as const;

/**
 * A template's first page in miniature, at the top of its /templates card:
 * a document's title and first headings, or a sheet's first columns over
 * ghost rows (lib/templates/preview.ts picks them). Decorative: the card's
 * own text names the template, so the drawing is hidden from assistive
 * technology. Its text is set at the site's 12 px floor and the rest is
 * drawn by template-preview.css, so the markup is one element per line.
 */
export function TemplatePreview({ template }: { template: Template }) {
  const preview = templatePreview(template);
  if (preview.kind === "document") {
    return (
      <span className="tp tp-doc" aria-hidden="true">
        <span>
          <b>{preview.title}</b>
          {preview.sections.map((section) => (
            <i key={section.heading} data-s={shapeAttribute[section.shape]}>
              {section.heading}
            </i>
          ))}
        </span>
      </span>
    );
  }
  return (
    <span className="tp tp-sheet" aria-hidden="true">
      <span>
        {preview.columns.map((column) => {
          // Only what differs from the stylesheet travels in the HTML: a text column's extra width, each row's cell width.
          const style: Record<string, string | number> = column.grow === 1 ? {} : { flexGrow: column.grow };
          column.cells.forEach((width, row) => {
            const name = rowVariables[row];
            if (name) style[name] = `${width}%`;
          });
          return (
            <i key={column.name} data-n={column.numeric ? "" : undefined} data-c={column.computed ? "" : undefined} style={style as CSSProperties}>
              {column.name}
            </i>
          );
        })}
      </span>
    </span>
  );
}
