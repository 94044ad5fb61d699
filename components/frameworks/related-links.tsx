import Link from "next/link";
import { Icon } from "@/components/ui/icons";
import type { Link as LinkItem } from "@/lib/content/schemas";

/** Related frameworks and pages, at the end of every explainer. */
export function RelatedLinks({ links }: { links: LinkItem[] }) {
  return (
    <section id="related" aria-labelledby="related-heading" className="mt-12 scroll-mt-20">
      <h2 id="related-heading" className="text-2xl font-bold tracking-tight">
        Related frameworks and pages
      </h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} className="flex items-center justify-between gap-3 rounded-xl border border-border bg-surface-raised px-4 py-3 font-semibold hover:border-primary">
              {link.label}
              <Icon name="arrowRight" size={18} className="text-primary" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
