import { Diagram } from "@/components/diagrams";
import type { ContentBlock, ContentSection } from "@/lib/content/schemas";

/** Renders the typed blocks of long-form content (frameworks, reviews, legal). */
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
      return (
        <ul>
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    case "ol":
      return (
        <ol>
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ol>
      );
    case "callout":
      return (
        <aside className="rounded-xl border-l-4 border-primary bg-accent px-5 py-4 text-base">
          {block.title ? <p className="font-semibold">{block.title}</p> : null}
          <p className={block.title ? "mt-1" : undefined}>{block.text}</p>
        </aside>
      );
    case "table":
      return (
        <div className="overflow-x-auto rounded-xl border border-border" role="region" aria-label={block.caption} tabIndex={0}>
          <table className="w-full border-collapse text-left text-sm">
            <caption className="px-4 pt-3 text-left font-semibold">{block.caption}</caption>
            <thead>
              <tr>
                {block.headers.map((header) => (
                  <th key={header} scope="col" className="border-b border-border px-4 py-2 font-semibold">
                    {header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row, rowIndex) => (
                <tr key={rowIndex} className="border-b border-border last:border-0">
                  {row.map((cell, cellIndex) => (
                    <td key={cellIndex} className="px-4 py-2 align-top">
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    case "cards":
      return (
        <ul className="grid list-none gap-4 pl-0 sm:grid-cols-2">
          {block.items.map((item) => (
            <li key={item.title} className="rounded-xl border border-border bg-surface-raised p-5">
              <p className="font-semibold">{item.title}</p>
              <p className="mt-2 text-base text-muted">{item.text}</p>
            </li>
          ))}
        </ul>
      );
    case "diagram":
      // The drawing sits straight in the column (no padding, no border) so
      // its labels keep their size on a phone; the caption says where the
      // same content is given as text.
      return (
        <figure>
          <Diagram name={block.name} />
          <figcaption className="mt-2 text-sm text-muted">{block.caption}</figcaption>
        </figure>
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
