import { LocalImage } from "@/components/ui/local-image";
import { featuredBook } from "@/data/home";
import { buttonClasses } from "@/components/ui/button";
import { Icon } from "@/components/ui/icons";

export function FeaturedBook() {
  return (
    <section aria-labelledby="featured-heading" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:px-8">
      <h2 id="featured-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
        Featured Resources
      </h2>
      <article className="mt-8 flex flex-col gap-8 rounded-2xl border border-border bg-surface-raised p-6 shadow-sm sm:flex-row sm:items-center sm:p-8">
        <LocalImage
          src={featuredBook.cover}
          alt={featuredBook.coverAlt}
          width={160}
          height={240}
          className="h-60 w-40 shrink-0 rounded-lg shadow-md"
        />
        <div>
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">Book review</p>
          <h3 className="mt-2 text-2xl font-bold">{featuredBook.title}</h3>
          <p className="mt-1 text-sm text-muted">by {featuredBook.authors}</p>
          <p className="mt-4 max-w-2xl leading-relaxed text-muted">{featuredBook.summary}</p>
          <a href={featuredBook.review.href} className={`${buttonClasses()} mt-6`}>
            {featuredBook.review.label}
            <Icon name="arrowRight" size={16} />
          </a>
        </div>
      </article>
    </section>
  );
}
