import { JsonLd } from "@/components/seo/json-ld";
import { breadcrumbJsonLd, type Crumb } from "@/lib/seo/json-ld";

/**
 * The page's trail from Home, e.g. Home › Frameworks › Kano Model: the one
 * breadcrumb style on the site (PageHeader renders it from its `trail`). The
 * visible trail and the BreadcrumbList JSON-LD come from the same list so
 * they cannot drift apart. Pass the trail below Home; the last crumb is the
 * current page.
 */
export function Breadcrumb({ trail }: { trail: readonly Crumb[] }) {
  const crumbs: Crumb[] = [{ name: "Home", path: "/" }, ...trail];
  return (
    <>
      <JsonLd data={breadcrumbJsonLd(crumbs)} />
      <nav aria-label="Breadcrumb" className="mb-6 text-small">
        {/* One line on a phone: the current page's name (the title right under it says it whole) gives way with an ellipsis, where it wrapped the trail to two lines. */}
        <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-muted max-sm:flex-nowrap">
          {crumbs.map((crumb, index) =>
            index === crumbs.length - 1 ? (
              <li key={crumb.path} aria-current="page" className="min-w-0 font-medium text-foreground max-sm:truncate">
                {crumb.name}
              </li>
            ) : (
              <li key={crumb.path} className="flex shrink-0 items-center gap-2">
                <a href={crumb.path} className="underline decoration-border underline-offset-4 hover:text-primary hover:decoration-primary">
                  {crumb.name}
                </a>
                <span aria-hidden="true">›</span>
              </li>
            ),
          )}
        </ol>
      </nav>
    </>
  );
}
