import { templatePreview, type SectionShape } from "@/lib/templates/preview";
import type { Template } from "@/lib/templates/schema";
import { defined } from "@/lib/defined-props";
import "./template-preview.css";

const shapeAttribute: Record<SectionShape, string | undefined> = { checklist: "c", table: "t", text: undefined };

/**
 * A template's first page in miniature, across the top of its /templates card
 * (TeaserCard's media, which draws the panel's border and background), filled
 * in with the template's own example: a document's title and first headings
 * over the first words written under each, or a sheet's first columns over
 * its first rows (lib/templates/preview.ts picks them). Decorative: the card's
 * own text names the template, so the drawing is hidden from assistive
 * technology. Everything is set as text at the site's 12 px floor, the
 * example's words cut at a word to what one line holds (lib/templates/preview.ts).
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
              <small>{section.line}</small>
            </i>
          ))}
        </span>
      </span>
    );
  }
  return (
    <span className="tp tp-sheet" aria-hidden="true">
      <span>
        {preview.columns.map((column, index) => (
          <i key={index} {...defined({ "data-n": column.numeric ? "" : undefined, "data-c": column.computed ? "" : undefined })}>
            {column.name}
            {column.values.map((value, row) => (
              <small key={row}>{value}</small>
            ))}
          </i>
        ))}
      </span>
    </span>
  );
}
