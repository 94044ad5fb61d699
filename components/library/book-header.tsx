import { LocalImage } from "@/components/ui/local-image";
import { VerdictBadge } from "./verdict-badge";
import { buttonClasses } from "@/components/ui/button";
import { ExternalLink } from "@/components/ui/external-link";
import { PageHeader } from "@/components/ui/page-header";
import { MarkAsReadButton } from "@/components/progress/progress-marks";
import type { BookReview } from "@/lib/content/library";

/**
 * The top of a review: trail Home › Books › title, the cover beside the
 * title, bibliographic facts, the summary and the buy link.
 */
export function BookHeader({ book }: { book: BookReview }) {
  return (
    <PageHeader
      trail={[
        { name: "Books", path: "/books" },
        { name: book.title, path: `/books/${book.slug}` },
      ]}
      eyebrow="Book review"
      title={book.title}
      intro={book.subtitle}
      aside={
        <LocalImage
          src={book.cover}
          alt={book.coverAlt}
          width={200}
          height={300}
          priority
          className="h-[240px] w-[160px] rounded-lg shadow-lg sm:h-[300px] sm:w-[200px]"
        />
      }
    >
      <dl className="mt-5 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-small">
        <dt className="font-semibold">{book.authors.length > 1 ? "Authors" : "Author"}</dt>
        <dd>{book.authors.join(", ")}</dd>
        <dt className="font-semibold">Publisher</dt>
        <dd>{book.publisher}</dd>
        <dt className="font-semibold">Published</dt>
        <dd>{book.year}</dd>
        {/* The rating up front; the review ends with the reasons, in its "Our verdict" note. */}
        <dt className="font-semibold">Our verdict</dt>
        <dd>
          <VerdictBadge verdict={book.verdict} size="base" named={false} />
        </dd>
      </dl>
      <p className="mt-5 text-lead">{book.summary}</p>
      <div className="mt-6 flex flex-wrap items-center gap-3">
        {/* One text child: a button's flex gap would otherwise open between the label and its last word (kept with the icon). */}
        <ExternalLink href={book.buy.url} className={buttonClasses()}>
          <span>{book.buy.label}</span>
        </ExternalLink>
        <MarkAsReadButton itemKey={`/books/${book.slug}`} />
      </div>
    </PageHeader>
  );
}
