import { ContentBlocks, ContentSectionView } from "@/components/content/content-blocks";
import type { FrameworkPage } from "@/lib/content/schemas";
import { FrameworkAccordion } from "./framework-accordion";

/** The page's sections: a Radix accordion, or every section in full. */
export function FrameworkBody({ page }: { page: FrameworkPage }) {
  if (page.layout === "accordion") {
    return (
      <FrameworkAccordion
        items={page.sections.map((section) => ({
          id: section.id,
          title: section.title,
          content: <ContentBlocks blocks={section.blocks} />,
        }))}
      />
    );
  }
  return (
    // Space the blocks inside each section like the accordion bodies, and keep
    // the global "li + li" list spacing out of card grids (it offsets cards).
    <div className="prose-content max-w-3xl [&_ul.grid>li]:mt-0 [&>section:first-child>h2]:mt-0 [&>section>*+*]:mt-4">
      {page.sections.map((section) => (
        <ContentSectionView key={section.id} section={section} />
      ))}
    </div>
  );
}
