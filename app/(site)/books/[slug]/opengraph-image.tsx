import { bookReviews, getBookReview } from "@/data/books";
import { ogImageSize } from "@/lib/seo/metadata";
import { renderOgCard } from "@/lib/seo/og-card";

/** One share card per book review, rendered at build time. */
export const alt = "Book review card from PM Knowledge Hub";
export const size = ogImageSize;
export const contentType = "image/png";
export const dynamicParams = false;

export function generateStaticParams() {
  return bookReviews.map((book) => ({ slug: book.slug }));
}

export default async function Image({ params }: { params: Promise<{ slug: string }> }) {
  const book = getBookReview((await params).slug);
  return renderOgCard({
    eyebrow: "Book review",
    title: book?.title ?? "Book review",
    subtitle: book ? `by ${book.authors.join(", ")}` : undefined,
  });
}
