/**
 * A page's place in a sequence read like a course (the guides in the order
 * /guides lists them, the book reviews as /books does, the glossary's terms
 * from A to Z): its position, and the pages before and after it. The ends do
 * not wrap: there the pager offers the index instead.
 */
export type SequenceItem = { slug: string; title: string; href: string };

export type SequenceNeighbours = {
  /** 1-based position, and the sequence's length. */
  position: number;
  total: number;
  previous?: SequenceItem;
  next?: SequenceItem;
};

export function sequenceNeighbours(items: readonly SequenceItem[], slug: string): SequenceNeighbours | undefined {
  const index = items.findIndex((item) => item.slug === slug);
  if (index === -1) return undefined;
  return { position: index + 1, total: items.length, previous: items[index - 1], next: items[index + 1] };
}
