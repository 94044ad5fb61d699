import type { BookReview } from "@/lib/content/library";
import { continuousDiscoveryHabitsReview } from "./continuous-discovery-habits";
import { productLeadershipReview } from "./product-leadership";

/** Every book review, in the order the site lists them. */
export const bookReviews: BookReview[] = [productLeadershipReview, continuousDiscoveryHabitsReview];

export function getBookReview(slug: string): BookReview | undefined {
  return bookReviews.find((book) => book.slug === slug);
}
