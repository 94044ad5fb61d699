import Link from "next/link";
import { aiResources } from "@/content/ai-resources";
import { aiTeaser } from "@/content/home";
import { buttonClasses } from "@/components/ui/button";
import { cardClasses } from "@/components/ui/card";
import { ExternalLink } from "@/components/ui/external-link";
import { Icon } from "@/components/ui/icons";

/** The first three curated AI resources (two articles and a podcast). */
export function AiTeaser() {
  const teaser = aiResources.slice(0, 3);
  return (
    <section aria-labelledby="ai-teaser-heading" className="border-y border-border bg-surface">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:px-8">
        <h2 id="ai-teaser-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
          {aiTeaser.heading}
        </h2>
        <p className="mt-3 max-w-2xl text-muted">{aiTeaser.intro}</p>
        <ul className="mt-8 grid gap-5 md:grid-cols-3">
          {teaser.map((resource) => (
            <li key={resource.url} className={`${cardClasses} flex flex-col`}>
              <p className="flex items-center gap-2 text-xs font-semibold tracking-wide text-accent-foreground uppercase">
                <Icon name={resource.icon} size={16} />
                {resource.typeLabel} · {resource.source}
              </p>
              <h3 className="mt-3 text-lg font-semibold">
                <ExternalLink href={resource.url} className="hover:underline">
                  {resource.title}
                </ExternalLink>
              </h3>
              <p className="mt-2 text-sm leading-relaxed text-muted">{resource.description}</p>
            </li>
          ))}
        </ul>
        <div className="mt-8">
          <Link href={aiTeaser.cta.href} className={buttonClasses({ variant: "secondary" })}>
            {aiTeaser.cta.label}
            <Icon name="arrowRight" size={16} />
          </Link>
        </div>
      </div>
    </section>
  );
}
