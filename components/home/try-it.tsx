import { tryItCopy, tryItTeasers } from "@/data/home";
import { TeaserCard } from "@/components/ui/card";
import { CardGrid } from "@/components/ui/card-grid";
import type { Teaser } from "@/lib/home/teasers";
import { ComicArt, GlossaryArt, QuizArt } from "./teaser-art";

const art: Record<Teaser["id"], typeof QuizArt> = { quiz: QuizArt, glossary: GlossaryArt, comic: ComicArt };

/** "Learn by doing": the quiz, the glossary and the comic, each one card that is one link. */
export function TryIt() {
  return (
    <section aria-labelledby="try-it-heading" className="mx-auto max-w-6xl px-4 pt-10 pb-16 sm:px-6 lg:px-8">
      <h2 id="try-it-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
        {tryItCopy.heading}
      </h2>
      <p className="mt-3 max-w-2xl text-lg text-muted">{tryItCopy.intro}</p>
      <CardGrid className="mt-8">
        {tryItTeasers().map((teaser) => {
          const Art = art[teaser.id];
          return (
            <TeaserCard
              key={teaser.id}
              href={teaser.href}
              media={
                <div className="bg-accent px-6 py-5">
                  <Art className="mx-auto h-28 w-full max-w-[15rem]" />
                </div>
              }
              label={teaser.badge}
              title={teaser.title}
              text={teaser.line}
              link={{ label: teaser.cta }}
            />
          );
        })}
      </CardGrid>
    </section>
  );
}
