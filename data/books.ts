/** The book reviews (/books and /books/{slug}), in the order the site lists them. */
import { bookReviews } from "@/content/books";
import { sequenceNeighbours, type SequenceNeighbours } from "@/lib/content/sequence";

export { bookReviews, getBookReview } from "@/content/books";

/** A review's previous and next review, in the order /books lists them. */
export function bookNeighbours(slug: string): SequenceNeighbours | undefined {
  return sequenceNeighbours(
    bookReviews.map((book) => ({ slug: book.slug, title: book.title, href: `/books/${book.slug}` })),
    slug,
  );
}
