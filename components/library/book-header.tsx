import { LocalImage } from "@/components/ui/local-image";
import { buttonClasses } from "@/components/ui/button";
import { ExternalLink } from "@/components/ui/external-link";
import type { BookReview } from "@/lib/content/library";

/** Cover, title, bibliographic facts and the buy link of a reviewed book. */
export function BookHeader({ book }: { book: BookReview }) {
  return (
    <header className="mb-12 flex flex-col gap-8 sm:flex-row sm:items-start">
      <LocalImage
        src={book.cover}
        alt={book.coverAlt}
        width={200}
        height={300}
        priority
        className="h-[300px] w-[200px] shrink-0 rounded-lg shadow-lg"
      />
      <div className="max-w-2xl">
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">Book review</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">{book.title}</h1>
        <p className="mt-2 text-lg text-muted">{book.subtitle}</p>
        <dl className="mt-5 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="font-semibold">{book.authors.length > 1 ? "Authors" : "Author"}</dt>
          <dd>{book.authors.join(", ")}</dd>
          <dt className="font-semibold">Publisher</dt>
          <dd>{book.publisher}</dd>
          <dt className="font-semibold">Published</dt>
          <dd>{book.year}</dd>
        </dl>
        <p className="mt-5 text-lg leading-relaxed">{book.summary}</p>
        <ExternalLink href={book.buy.url} className={`${buttonClasses()} mt-6`}>
          {book.buy.label}
        </ExternalLink>
      </div>
    </header>
  );
}
