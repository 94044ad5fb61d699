import type { ReactNode } from "react";
import { Diagram } from "@/components/diagrams";
import { Figure } from "@/components/ui/figure";
import type { RenderedSection, Segment } from "@/lib/markdown/render";

/**
 * A section of a Markdown page. Its prose arrives as HTML rendered at build
 * time and is placed with dangerouslySetInnerHTML, so it reaches the browser
 * once in the HTML and once as a string in the RSC payload, and React does
 * not walk its paragraphs when the page hydrates. Only the pieces that are
 * components (a drawn diagram, a calculator the page passes in) are React.
 *
 * A section of prose alone is one element whose children are the heading and
 * the blocks, exactly as the typed blocks rendered, so the column's spacing
 * rules (`section > * + *`) apply unchanged.
 */
export function MarkdownSectionView({
  section,
  headingLevel = 2,
  calculator,
}: {
  section: RenderedSection;
  headingLevel?: 2 | 3;
  /** The page's calculator, placed where the Markdown says `::calculator{name=...}`. */
  calculator?: (name: string) => ReactNode;
}) {
  const headingId = `${section.id}-heading`;
  const tag = `h${headingLevel}`;
  if (section.segments.every((segment) => segment.kind === "html")) {
    const html = `<${tag} id="${headingId}">${section.titleHtml}</${tag}>${section.segments.map((segment) => segment.html).join("")}`;
    return <section id={section.id} aria-labelledby={headingId} dangerouslySetInnerHTML={{ __html: html }} />;
  }
  const Heading = tag as "h2" | "h3";
  return (
    <section id={section.id} aria-labelledby={headingId}>
      <Heading id={headingId} dangerouslySetInnerHTML={{ __html: section.titleHtml }} />
      <MarkdownSegments segments={section.segments} calculator={calculator} />
    </section>
  );
}

/** A run of segments: HTML blocks (in a `prose-flow` wrapper, which keeps the column's block spacing inside it) and components. */
export function MarkdownSegments({ segments, calculator }: { segments: Segment[]; calculator?: (name: string) => ReactNode }) {
  return (
    <>
      {segments.map((segment, index) => {
        switch (segment.kind) {
          case "html":
            return <div key={index} className="prose-flow" dangerouslySetInnerHTML={{ __html: segment.html }} />;
          case "diagram":
            return (
              <Figure key={index} caption={segment.caption}>
                <Diagram name={segment.name} />
              </Figure>
            );
          case "calculator":
            return <div key={index}>{calculator?.(segment.name)}</div>;
        }
      })}
    </>
  );
}
