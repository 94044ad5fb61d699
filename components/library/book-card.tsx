import { cardClasses } from "@/components/ui/card";
import { VerdictBadge } from "./verdict-badge";
import { Icon } from "@/components/ui/icons";
import { LocalImage } from "@/components/ui/local-image";
import type { BookReview } from "@/lib/content/library";
import { ReadCheck } from "@/components/progress/progress-marks";

/**
 * A reviewed book on the /books index: cover, title, author, why read it,
 * what the review says in a sentence, the pages of this site the book
 * connects to, and the link to the review. On a phone the cover sits above
 * the text: beside it, it squeezed the text into a 190 px column.
 */
export function BookCard({ book }: { book: BookReview }) {
  const headingId = `${book.slug}-heading`;
  return (
    <article aria-labelledby={headingId} className={`${cardClasses} relative flex h-full flex-col gap-4 sm:flex-row sm:gap-5`}>
      <ReadCheck keys={[`/books/${book.slug}`]} className="absolute top-4 right-4" />
      {/* Loaded with the page (four covers of about 2 KB): lazily, a cover further down a phone's page was a blank tile until scrolled to. */}
      {/* 160 px wide, as on the home page and a review's phone header: the cover's author line is drawn 23 units tall on a 300-unit cover, 12 px at this width (at 100 px it was 8 px). */}
      <LocalImage src={book.cover} alt="" width={160} height={240} loading="eager" className="h-[240px] w-[160px] shrink-0 self-center rounded-md shadow-md sm:self-start" />
      <div className="flex min-w-0 flex-col">
        <h2 id={headingId} className="pr-8 text-heading font-semibold text-balance">
          {book.title}
        </h2>
        <p className="mt-1 text-small text-muted">
          {/* The year stays with the dot before it: "Walkingshaw ·" once ended a line with "2017" alone under it. */}
          {book.authors.join(", ")} <span className="whitespace-nowrap">· {book.year}</span>
        </p>
        <p className="mt-3">
          <VerdictBadge verdict={book.verdict} />
        </p>
        <p className="mt-2 font-medium leading-relaxed">{book.whyRead}</p>
        <p className="mt-2 text-small leading-relaxed text-muted">{book.summary}</p>
        <p className="mt-3 text-small text-muted">
          <span className="font-medium text-foreground">Connects to </span>
          {book.related.slice(0, 3).map((link, index) => (
            <span key={link.href}>
              {index > 0 ? ", " : null}
              <a href={link.href} className="text-primary underline underline-offset-4 hover:no-underline">
                {link.label}
              </a>
            </span>
          ))}
        </p>
        <p className="mt-auto pt-4">
          <a href={`/books/${book.slug}`} className="inline-flex items-center gap-1 font-semibold text-primary underline-offset-4 hover:underline">
            {/* The hidden words make the name unique ("Read the review of <title>"); browsers put a space before them. */}
            <span>
              Read the review<span className="sr-only"> of {book.title}</span>
            </span>
            <Icon name="arrowRight" size={16} />
          </a>
        </p>
      </div>
    </article>
  );
}
