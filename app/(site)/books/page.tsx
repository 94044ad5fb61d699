import type { Metadata } from "next";
import { BookCard } from "@/components/library/book-card";
import { CardGrid } from "@/components/ui/card-grid";
import { PageShell } from "@/components/ui/container";
import { PageHeader } from "@/components/ui/page-header";
import { bookReviews } from "@/data/books";
import { pageMetadata } from "@/lib/seo/metadata";

const description =
  "Reviews of the product management books worth your time: what each argues, the ideas to take away, how it reads and who should read it.";

export const metadata: Metadata = pageMetadata({ title: "Book reviews", description, path: "/books" });

/** The index of book reviews (index template): one card per review in content/books. */
export default function BooksPage() {
  return (
    <PageShell>
      <PageHeader trail={[{ name: "Books", path: "/books" }]} eyebrow="Library" title="Book reviews" intro={description} />
      <CardGrid twoFrom="md" maxColumns={2} label="Reviewed books">
        {bookReviews.map((book) => (
          <BookCard key={book.slug} book={book} />
        ))}
      </CardGrid>
    </PageShell>
  );
}
