import { tryItCopy, tryItTeasers } from "@/data/home";
import { Icon } from "@/components/ui/icons";
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
      <ul className="mt-8 grid gap-5 md:grid-cols-3">
        {tryItTeasers().map((teaser) => {
          const Art = art[teaser.id];
          return (
            <li key={teaser.id}>
              <a
                href={teaser.href}
                className="group flex h-full flex-col overflow-hidden rounded-2xl border border-border bg-surface-raised shadow-sm transition-shadow hover:border-primary hover:shadow-md"
              >
                <div className="border-b border-border bg-accent px-6 py-5">
                  <Art className="mx-auto h-28 w-full max-w-[15rem]" />
                </div>
                <div className="flex flex-1 flex-col p-6">
                  <span className="self-start rounded-full bg-accent px-2.5 py-0.5 text-xs font-semibold text-accent-foreground">{teaser.badge}</span>
                  <h3 className="mt-3 text-lg font-semibold">{teaser.title}</h3>
                  <p className="mt-2 flex-1 text-sm leading-relaxed text-muted">{teaser.line}</p>
                  <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-primary">
                    {teaser.cta}
                    <Icon name="arrowRight" size={16} className="transition-transform group-hover:translate-x-0.5" />
                  </span>
                </div>
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
