import type { CSSProperties } from "react";
import { phoneColumns, type LetterEntry } from "@/lib/glossary/glossary";

/**
 * A-Z jump links to the letters that have terms, kept in view while the
 * list scrolls on a wide screen. Letters without terms are left out: eleven
 * greyed boxes among fifteen read as broken buttons, and on a phone made the
 * bar four rows of 44 px tap targets instead of two. While
 * a search is typed, the filter (glossary-filter.tsx) disables the letters
 * with no matching term, by their data-letter.
 */
export function GlossaryIndex({ letters }: { letters: readonly LetterEntry[] }) {
  const used = letters.filter(({ firstSlug }) => firstSlug).length;
  return (
    // Sticky under the site header on a wide screen, so any letter is one click away from anywhere in the list (globals.css keeps a jump's target clear of it), on a solid band with a rule under it: see-through, the list scrolled visibly behind the letters.
    // Under the rule the list fades in over 1.25rem: cut hard at the rule, a line half under it read as text showing through the bar.
    <nav
      aria-label="Glossary A to Z"
      data-glossary-az=""
      className="mb-8 lg:sticky lg:top-16 lg:z-10 lg:-mx-2 lg:border-b lg:border-border lg:bg-background lg:px-2 lg:py-2 lg:after:pointer-events-none lg:after:absolute lg:after:inset-x-0 lg:after:top-full lg:after:h-5 lg:after:bg-linear-to-b lg:after:from-background lg:after:to-transparent lg:after:content-['']"
    >
      {/* On a phone, rows of equal length (fifteen letters: three rows of five), the buttons sharing the width: seven to a row left a lone "V" on a third. */}
      <ul className="grid grid-cols-(--az-columns) gap-1.5 sm:flex sm:flex-wrap lg:gap-0.5" style={{ "--az-columns": `repeat(${phoneColumns(used)}, minmax(0, 1fr))` } as CSSProperties}>
        {letters.flatMap(({ letter, firstSlug }) =>
          firstSlug
            ? [
                <li key={letter}>
                  <a href={`#${firstSlug}`} data-letter={letter} className="glossary-letter">
                    {letter}
                  </a>
                </li>,
              ]
            : [],
        )}
      </ul>
    </nav>
  );
}
