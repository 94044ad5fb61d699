import type { Metadata } from "next";
import { WayBack } from "@/components/content/way-back";
import { JsonLd } from "@/components/seo/json-ld";
import { notFound } from "next/navigation";
import { MarkdownSectionView } from "@/components/content/markdown-section";
import { BookHeader } from "@/components/library/book-header";
import { RelatedLinks } from "@/components/content/related-links";
import { ArticleLayout } from "@/components/ui/article-layout";
import { PageShell } from "@/components/ui/container";
import { TableOfContents } from "@/components/ui/table-of-contents";
import { bookNeighbours, bookReviews, getBookReview } from "@/data/books";
import { ArticlePager } from "@/components/content/article-pager";
import { bookReviewJsonLd } from "@/lib/seo/json-ld";
import { pageMetadata } from "@/lib/seo/metadata";

type Params = { slug: string };

const RELATED_TITLE = "Related on this site";

// Only the reviewed books exist; any other slug is a 404.
export const dynamicParams = false;

export function generateStaticParams(): Params[] {
  return bookReviews.map((book) => ({ slug: book.slug }));
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const book = getBookReview((await params).slug);
  if (!book) return {};
  // "segment": the share card comes from this folder's opengraph-image.tsx.
  return pageMetadata({
    title: `${book.title} by ${book.authors.join(", ")}: book review`,
    description: book.summary,
    path: `/books/${book.slug}`,
    type: "article",
    images: "segment",
  });
}

/** A book review (article template): header with cover, then the review beside its contents rail, the reviews before and after it, and the way back. */
export default async function BookReviewPage({ params }: { params: Promise<Params> }) {
  const book = getBookReview((await params).slug);
  if (!book) notFound();
  const neighbours = bookNeighbours(book.slug);
  const toc = [...book.sections.map(({ id, title }) => ({ id, title })), { id: "related", title: RELATED_TITLE }];
  return (
    <PageShell>
      <JsonLd data={bookReviewJsonLd({ ...book, path: `/books/${book.slug}` })} />
      <article>
        <BookHeader book={book} />
        <ArticleLayout rail={<TableOfContents entries={toc} />}>
          <div className="prose-content [&>section:first-child>h2]:mt-0">
            {book.sections.map((section) => (
              <MarkdownSectionView key={section.id} section={section} />
            ))}
          </div>
          <RelatedLinks title={RELATED_TITLE} links={book.related} />
          {neighbours ? <ArticlePager previous={neighbours.previous} next={neighbours.next} sequenceTitle="Book reviews" all={{ title: "All book reviews", href: "/books" }} /> : null}
          <WayBack href="/books" label="Back to book reviews" />
        </ArticleLayout>
      </article>
    </PageShell>
  );
}
