import type { LetterEntry } from "@/lib/glossary/glossary";

/**
 * A-Z jump links; letters without terms are shown but are not links. While
 * a search is typed, the filter (glossary-filter.tsx) disables the letters
 * with no matching term, by their data-letter.
 */
export function GlossaryIndex({ letters }: { letters: readonly LetterEntry[] }) {
  return (
    <nav aria-label="Glossary A to Z" className="mb-8">
      <ul className="flex flex-wrap gap-1.5">
        {letters.map(({ letter, firstSlug }) => (
          <li key={letter}>
            {firstSlug ? (
              <a
                href={`#${firstSlug}`}
                data-letter={letter}
                className="inline-flex size-9 items-center justify-center rounded-md border border-border bg-surface-raised text-sm font-semibold text-primary hover:bg-accent aria-disabled:border-transparent aria-disabled:bg-transparent aria-disabled:font-normal aria-disabled:text-muted aria-disabled:hover:bg-transparent"
              >
                {letter}
              </a>
            ) : (
              <span className="inline-flex size-9 items-center justify-center rounded-md text-sm text-muted">
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
