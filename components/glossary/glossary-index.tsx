import type { LetterEntry } from "@/lib/glossary/glossary";

/**
 * A-Z jump links; letters without terms are shown but are not links. While
 * a search is typed, the filter (glossary-filter.tsx) disables the letters
 * with no matching term, by their data-letter.
 */
export function GlossaryIndex({ letters }: { letters: readonly LetterEntry[] }) {
  return (
    <nav aria-label="Glossary A to Z" className="mb-8">
      <ul className="flex flex-wrap gap-1.5 lg:gap-0.5">
        {letters.map(({ letter, firstSlug }) => (
          <li key={letter}>
            {firstSlug ? (
              <a
                href={`#${firstSlug}`}
                data-letter={letter}
                className="glossary-letter"
              >
                {letter}
              </a>
            ) : (
              <span className="glossary-letter-empty">
                {letter}
                <span className="sr-only"> (no terms)</span>
              </span>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
