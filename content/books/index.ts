import { bookReviewFrontMatter, type BookReview } from "@/lib/content/library";
import path from "node:path";
import { readMarkdownFolder } from "../markdown-folder";

/** Every book review, in the order the site lists them; each is content/books/<slug>.md. */
export const bookReviews: BookReview[] = readMarkdownFolder(path.join(process.cwd(), "content", "books"), ["product-leadership", "continuous-discovery-habits", "the-mom-test", "escaping-the-build-trap", "inspired", "shape-up"], bookReviewFrontMatter).map(
  ({ slug, meta, body }) => ({ slug, ...meta, sections: body.sections }),
);

export function getBookReview(slug: string): BookReview | undefined {
  return bookReviews.find((book) => book.slug === slug);
}
