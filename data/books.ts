/** The book reviews (/books and /books/{slug}), in the order the site lists them. */
export { bookReviews, getBookReview } from "@/content/books";
