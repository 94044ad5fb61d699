import type { GlossaryTerm } from "@/lib/content/schemas";
import { glossaryTermPath } from "@/lib/glossary/entries";
import { groupByLetter, termSlug } from "@/lib/glossary/glossary";
import { MoreLink } from "@/components/ui/more-link";
import { truncateAtWord } from "@/lib/text/teaser";

/** A phone's row shows this much of a definition (two lines at 360 px), cut at a word; longer ones carry a gist. */
const GLOSSARY_GIST_CHARS = 80;

/** The definition as a phone row shows it (its gist, when it is longer than two lines) and as a wide screen does (all of it). */
function Definition({ text }: { text: string }) {
  if (text.length <= GLOSSARY_GIST_CHARS) return <dd className="glossary-definition">{text}</dd>;
  return (
    <dd className="glossary-definition">
      <span className="glossary-gist">{truncateAtWord(text, GLOSSARY_GIST_CHARS)}</span>
      <span className="glossary-full">{text}</span>
    </dd>
  );
}

/**
 * The full glossary, rendered on the server so it is in the HTML for every
 * visitor (and works without JavaScript): a heading per letter, and from
 * 1,024 px a dictionary's rows (the letter in the margin, each name beside
 * its whole definition, A to Z straight down: two columns of cards put A
 * beside O). From 640 px each term is a card. Below 640 px the same HTML is a compact list (a
 * row per term: its name and the gist of its definition, cut at a word, app/repeated-elements.css);
 * the full cards were 10,165 px of a 390 px phone's page. Each entry carries
 * its slug as id so `/glossary#north-star-metric` lands on it; the client
 * filter hides entries by that id, and a letter whose entries are all hidden.
 * The term's name links to its own page (/glossary/{slug}); the "learn more"
 * link goes to where it is taught on the site.
 */
export function GlossaryList({ terms, id }: { terms: readonly GlossaryTerm[]; id: string }) {
  return (
    <div id={id}>
      {groupByLetter(terms).map(({ letter, terms: group }) => (
        <section key={letter} id={`letter-${letter.toLowerCase()}`} data-glossary-letter={letter} aria-labelledby={`letter-${letter.toLowerCase()}-heading`} className="scroll-mt-24 pb-6 sm:pb-8 lg:grid lg:grid-cols-[4rem_minmax(0,1fr)] lg:gap-x-6 lg:pb-10">
          <h2 id={`letter-${letter.toLowerCase()}-heading`} className="glossary-heading">
            {letter}
          </h2>
          <dl className="sm:grid sm:gap-4 lg:block">
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
                <Definition text={t.definition} />
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
