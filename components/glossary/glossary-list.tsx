import type { GlossaryTerm } from "@/lib/content/schemas";
import { glossaryTermPath } from "@/lib/glossary/entries";
import { groupByLetter, termSlug } from "@/lib/glossary/glossary";
import { MoreLink } from "@/components/ui/more-link";

/**
 * The full glossary, rendered on the server so it is in the HTML for every
 * visitor (and works without JavaScript): a heading per letter, and on wide
 * screens two columns (the one long column was 6,200 px), each letter's group
 * kept whole in one column. Below 640 px the same HTML is a compact list (a
 * row per term: its name and one line of its definition, app/repeated-elements.css);
 * the full cards were 10,165 px of a 390 px phone's page. Each entry carries
 * its slug as id so `/glossary#north-star-metric` lands on it; the client
 * filter hides entries by that id, and a letter whose entries are all hidden.
 * The term's name links to its own page (/glossary/{slug}); the "learn more"
 * link goes to where it is taught on the site.
 */
export function GlossaryList({ terms, id }: { terms: readonly GlossaryTerm[]; id: string }) {
  return (
    <div id={id} className="gap-x-10 lg:columns-2">
      {groupByLetter(terms).map(({ letter, terms: group }) => (
        <section key={letter} id={`letter-${letter.toLowerCase()}`} data-glossary-letter={letter} aria-labelledby={`letter-${letter.toLowerCase()}-heading`} className="scroll-mt-24 break-inside-avoid pb-6 sm:pb-8">
          <h2 id={`letter-${letter.toLowerCase()}-heading`} className="glossary-heading">
            {letter}
          </h2>
          <dl className="sm:grid sm:gap-4">
            {group.map((t) => (
              <div
                key={t.term}
                id={termSlug(t.term)}
                data-glossary-term=""
                className="glossary-card"
              >
                <dt className="glossary-term">
                  <a href={glossaryTermPath(termSlug(t.term))} className="glossary-term-link">
                    {t.term}
                  </a>
                </dt>
                <dd className="glossary-definition">{t.definition}</dd>
                {t.learnMore ? (
                  <dd className="glossary-learn-more">
                    <MoreLink href={t.learnMore.href} text={`Learn more: ${t.learnMore.label}`} />
                  </dd>
                ) : null}
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}
