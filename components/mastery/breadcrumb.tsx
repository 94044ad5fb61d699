import Link from "next/link";

/** Product Mastery › Area, with the current page marked for assistive technology. */
export function MasteryBreadcrumb({ current }: { current: string }) {
  return (
    <nav aria-label="Breadcrumb" className="mb-6 text-sm">
      <ol className="flex flex-wrap items-center gap-2 text-muted">
        <li>
          <Link href="/product-mastery" className="underline underline-offset-4 hover:text-primary">
            Product Mastery
          </Link>
        </li>
        <li aria-hidden="true">›</li>
        <li aria-current="page" className="font-medium text-foreground">
          {current}
        </li>
      </ol>
    </nav>
  );
}
