import type { ReactNode } from "react";
import type { Crumb } from "@/lib/seo/json-ld";
import { Breadcrumb } from "./breadcrumb";

/**
 * The heading block every content page opens with (one h1 per page): the
 * breadcrumb trail when given, an eyebrow, the title, an intro and any extra
 * lines (dates, back links) as children. `aside` sits beside the text on wide
 * screens (a cover, a picture) and above it on phones: before it (a book's
 * cover) or, with `asideAt="end"`, after it, so the title keeps the page's
 * left edge (a template's first page).
 */
export function PageHeader({
  eyebrow,
  title,
  intro,
  trail,
  aside,
  asideAt = "start",
  children,
}: {
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  /** Crumbs below Home, the last one being this page. */
  trail?: readonly Crumb[];
  aside?: ReactNode;
  asideAt?: "start" | "end";
  children?: ReactNode;
}) {
  const text = (
    <div className="max-w-measure">
      {eyebrow ? <p className="mb-3 text-small font-semibold tracking-wide text-primary uppercase">{eyebrow}</p> : null}
      <h1 className="text-display font-bold text-balance">{title}</h1>
      {intro ? <div className="mt-4 text-lead text-muted">{intro}</div> : null}
      {children}
    </div>
  );
  return (
    <>
      {trail ? <Breadcrumb trail={trail} /> : null}
      <header className="mb-10">
        {aside ? (
          <div className="flex flex-col gap-8 sm:flex-row sm:items-start">
            <div className={asideAt === "end" ? "shrink-0 sm:order-last sm:ml-auto" : "shrink-0"}>{aside}</div>
            {text}
          </div>
        ) : (
          text
        )}
      </header>
    </>
  );
}
