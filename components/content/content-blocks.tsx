import { Diagram } from "@/components/diagrams";
import { Callout } from "@/components/ui/callout";
import { CardGrid } from "@/components/ui/card-grid";
import { DataTable } from "@/components/ui/data-table";
import { Figure } from "@/components/ui/figure";
import type { ContentBlock, ContentSection } from "@/lib/content/schemas";

/**
 * Renders the typed blocks of long-form content (frameworks, reviews, legal,
 * glossary terms) with the layout primitives in components/ui: tables scroll
 * inside their own box on phones, card lists never end in an orphan.
 */
export function ContentBlocks({ blocks }: { blocks: ContentBlock[] }) {
  return (
    <>
      {blocks.map((block, index) => (
        <Block key={index} block={block} />
      ))}
    </>
  );
}

function Block({ block }: { block: ContentBlock }) {
  switch (block.kind) {
    case "p":
      return <p>{block.text}</p>;
    case "ul":
      // Index keys: content lists never reorder, and a text key would be
      // written a second time into the RSC payload that hydrates the page.
      return (
        <ul>
          {block.items.map((item, index) => (
            <li key={index}>{item}</li>
          ))}
        </ul>
      );
    case "ol":
      return (
        <ol>
          {block.items.map((item, index) => (
            <li key={index}>{item}</li>
          ))}
        </ol>
      );
    case "callout":
      return (
        <Callout title={block.title}>
          <p>{block.text}</p>
        </Callout>
      );
    case "table":
      return <DataTable caption={block.caption} headers={block.headers} rows={block.rows} />;
    case "cards":
      // Two per row, as Markdown's :::cards (lib/markdown/html-parts.ts): they sit in the reading column.
      return (
        <CardGrid maxColumns={2}>
          {block.items.map((item) => (
            <div key={item.title} className="rounded-2xl border border-border bg-surface-raised p-5 shadow-sm">
              <p className="font-semibold">{item.title}</p>
              <p className="mt-2 text-base text-muted">{item.text}</p>
            </div>
          ))}
        </CardGrid>
      );
    case "diagram":
      // The drawing sits straight in the column (no padding, no border) so
      // its labels keep their size on a phone; the caption says where the
      // same content is given as text.
      return (
        <Figure caption={block.caption}>
          <Diagram name={block.name} />
        </Figure>
      );
  }
}

/** A titled section with an anchor id, for table-of-contents links. */
export function ContentSectionView({ section, headingLevel = 2 }: { section: ContentSection; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section id={section.id} aria-labelledby={`${section.id}-heading`}>
      <Heading id={`${section.id}-heading`}>{section.title}</Heading>
      <ContentBlocks blocks={section.blocks} />
    </section>
  );
}
