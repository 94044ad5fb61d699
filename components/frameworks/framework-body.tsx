import { MarkdownSectionView, MarkdownSegments } from "@/components/content/markdown-section";
import type { FrameworkPage } from "@/lib/content/schemas";
import { sectionTeaser } from "@/lib/content/section-teaser";
import { FrameworkAccordion } from "./framework-accordion";

/**
 * The article's sections, inside the one framework article template. Where
 * the page is an accordion explainer (page.layout "accordion", the pages
 * docs/product.md, Frameworks, lists) the sections are
 * a collapsible block, one open at a time; otherwise every section is open.
 * Both share the column, the type scale and the section rules, so an
 * accordion page reads as the same kind of article with foldable sections.
 */
export function FrameworkBody({ page }: { page: FrameworkPage }) {
  if (page.layout === "accordion") {
    return (
      <FrameworkAccordion
        items={page.sections.map((section) => ({
          id: section.id,
          title: section.title,
          teaser: sectionTeaser(section),
          content: <MarkdownSegments segments={section.segments} />,
        }))}
      />
    );
  }
  return (
    // Sections are separated by the same rule as accordion items; the
    // global "li + li" list spacing is kept out of card grids (it offsets cards).
    <div className="prose-content [&_ul.grid>li]:mt-0 [&>section]:scroll-mt-24 [&>section+section]:mt-10 [&>section+section]:border-t [&>section+section]:border-border [&>section+section]:pt-8 [&>section>*+*]:mt-4 [&>section>h2]:mt-0">
      {page.sections.map((section) => (
        <MarkdownSectionView key={section.id} section={section} />
      ))}
    </div>
  );
}
