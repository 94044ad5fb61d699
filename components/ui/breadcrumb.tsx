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
        <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-muted">
          {crumbs.map((crumb, index) =>
            index === crumbs.length - 1 ? (
              <li key={crumb.path} aria-current="page" className="min-w-0 font-medium text-foreground">
                {crumb.name}
              </li>
            ) : (
              <li key={crumb.path} className="flex items-center gap-2">
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
