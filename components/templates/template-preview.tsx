import type { CSSProperties } from "react";
import { fullCell, templatePreview, type SectionShape } from "@/lib/templates/preview";
import type { Template } from "@/lib/templates/schema";
import { defined } from "@/lib/defined-props";
import "./template-preview.css";

const shapeAttribute: Record<SectionShape, string | undefined> = { checklist: "c", table: "t", text: undefined };
/** One per ghost row (previewRows in lib/templates/preview.ts), as template-preview.css draws them. */
const rowVariables = ["--a", "--b", "--c", "--d"] as const;

/**
 * A template's first page in miniature, across the top of its /templates card
 * (TeaserCard's media, which draws the panel's border and background):
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
          {/* Index keys: the list is fixed, and each key travels in the RSC payload. */}
          {preview.sections.map((section, index) => (
            <i key={index} {...defined({ "data-s": shapeAttribute[section.shape] })}>
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
        {preview.columns.map((column, index) => {
          // Only what differs from the stylesheet travels in the page: the cells narrower than its full width
          // (a text column's double width comes from the stylesheet too, by the absence of data-n).
          const style: Record<string, string> = {};
          rowVariables.forEach((name, row) => {
            const width = column.cells[row] ?? 0; // a sheet whose example is shorter than the preview leaves the row empty
            if (width !== fullCell[column.numeric ? "number" : "text"]) style[name] = `${width}%`;
          });
          return (
            <i key={index} {...defined({ "data-n": column.numeric ? "" : undefined, "data-c": column.computed ? "" : undefined, style: Object.keys(style).length ? (style as CSSProperties) : undefined })}>
              {column.name}
            </i>
          );
        })}
      </span>
    </span>
  );
}
