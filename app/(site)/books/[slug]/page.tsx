import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { ContentSectionView } from "@/components/content/content-blocks";
import { BookHeader } from "@/components/library/book-header";
import { PageShell } from "@/components/ui/container";
import { Icon } from "@/components/ui/icons";
import { bookReviews, getBookReview } from "@/content/books";

type Params = { slug: string };

// Only the reviewed books exist; any other slug is a 404.
export const dynamicParams = false;

export function generateStaticParams(): Params[] {
  return bookReviews.map((book) => ({ slug: book.slug }));
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const book = getBookReview((await params).slug);
  if (!book) return {};
  return {
    title: `${book.title} by ${book.authors.join(", ")}: book review`,
    description: book.summary,
  };
}

export default async function BookReviewPage({ params }: { params: Promise<Params> }) {
  const book = getBookReview((await params).slug);
  if (!book) notFound();
  return (
    <PageShell>
      <article>
        <BookHeader book={book} />
        <div className="prose-content max-w-3xl">
          {book.sections.map((section) => (
            <ContentSectionView key={section.id} section={section} />
          ))}
        </div>
        <section aria-labelledby="related-heading" className="mt-14 max-w-3xl">
          <h2 id="related-heading" className="text-2xl font-bold tracking-tight">
            Related on this site
          </h2>
          <ul className="mt-6 grid list-none gap-4 pl-0 sm:grid-cols-2">
            {book.related.map((link) => (
              <li key={link.href}>
                <Link
                  href={link.href}
                  className="group flex h-full flex-col rounded-xl border border-border bg-surface-raised p-5 hover:border-primary"
                >
                  <span className="inline-flex items-center gap-1 font-semibold text-primary">
                    {link.label}
                    <Icon name="arrowRight" size={16} className="transition-transform group-hover:translate-x-0.5" />
                  </span>
                  <span className="mt-1 text-sm text-muted">{link.description}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </article>
    </PageShell>
  );
}
