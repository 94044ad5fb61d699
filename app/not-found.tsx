import type { Metadata } from "next";
import { buttonClasses } from "@/components/ui/button";
import { ErrorScreen } from "@/components/errors/error-screen";
import { LogNotFound } from "@/components/errors/log-not-found";
import { SearchForm } from "@/components/search/search-form";
import { notFoundStartingPoints } from "@/data/site";

export const metadata: Metadata = {
  title: "Page Not Found",
  robots: { index: false },
};

/** The product's not-found text and way home, then a search box and five places to start instead of a dead end. */
export default function NotFound() {
  return (
    <ErrorScreen code="404" title="Page Not Found">
      <LogNotFound />
      <p className="mt-4 text-muted">
        We couldn&apos;t find the page you&apos;re looking for. The page might have been moved, deleted, or doesn&apos;t exist.
      </p>
      <a href="/" className={`${buttonClasses({ size: "lg" })} mt-8`}>
        Return to Home
      </a>
      <div className="mt-12 w-full border-t border-border pt-8 text-left">
        <h2 className="text-lg font-semibold">Search for it</h2>
        <div className="mt-3">
          <SearchForm id="not-found-search" />
        </div>
        <h2 className="mt-10 text-lg font-semibold">Or start here</h2>
        <ul className="mt-3 grid gap-3 sm:grid-cols-2">
          {notFoundStartingPoints.map((link) => (
            <li key={link.href}>
              <a href={link.href} className="block h-full rounded-xl border border-border bg-surface-raised p-4 hover:border-primary">
                <span className="font-semibold text-primary">{link.label}</span>
                <span className="mt-1 block text-small text-muted">{link.why}</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </ErrorScreen>
  );
}
