import type { GlossaryTerm } from "@/lib/content/schemas";
import { glossaryTermPath } from "@/lib/glossary/entries";
import { termSlug } from "@/lib/glossary/glossary";
import { Icon } from "@/components/ui/icons";

/**
 * The full glossary, rendered on the server so it is in the HTML for every
 * visitor (and works without JavaScript). Each entry carries its slug as id
 * so `/glossary#north-star-metric` lands on it; the client filter hides
 * entries by that id. The term's name links to its own page
 * (/glossary/{slug}); the "learn more" link goes to where it is taught.
 */
export function GlossaryList({ terms, id }: { terms: readonly GlossaryTerm[]; id: string }) {
  return (
    <dl id={id} className="grid gap-4">
      {terms.map((t) => (
        <div
          key={t.term}
          id={termSlug(t.term)}
          className="scroll-mt-24 rounded-2xl border border-border bg-surface-raised p-5 shadow-sm target:ring-2 target:ring-primary sm:p-6"
        >
          <dt className="text-lg font-semibold">
            <a href={glossaryTermPath(termSlug(t.term))} className="text-primary underline decoration-1 underline-offset-4 hover:decoration-2">
              {t.term}
            </a>
          </dt>
          <dd className="mt-2 leading-relaxed text-muted">{t.definition}</dd>
          {t.learnMore ? (
            <dd className="mt-3">
              <a
                href={t.learnMore.href}
                className="inline-flex items-center gap-1 text-sm font-semibold text-primary underline-offset-4 hover:underline"
              >
                Learn more: {t.learnMore.label}
                <Icon name="arrowRight" size={16} />
              </a>
            </dd>
          ) : null}
        </div>
      ))}
    </dl>
  );
}
