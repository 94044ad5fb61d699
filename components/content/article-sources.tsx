import { ExternalLink } from "@/components/ui/external-link";
import { Icon } from "@/components/ui/icons";
import type { GuideSource, Source } from "@/lib/content/schemas";

export const SOURCES_TITLE = "Sources and further reading";

/** A work an article cites, with what form it takes; an explainer's sources also say whether each is the original work. */
type CitedSource = GuideSource & Partial<Pick<Source, "role">>;

const formatIcons: Record<Source["format"], string> = { book: "book", article: "file", paper: "file", talk: "play" };
const roleLabels: Record<Source["role"], string> = { primary: "Original work", further: "Further reading" };

/** "Eric Ries · 2011 · Crown Business": the citation line under each title. */
function citation(source: CitedSource): string {
  return [source.author, source.year === undefined ? null : String(source.year), source.publisher].filter(Boolean).join(" · ");
}

/**
 * The works an article (a framework explainer, a guide) is based on. An
 * explainer lists its original work first, then further reading; a guide
 * keeps its author's order. A server component (plain list, no client code).
 * The link text is the work's title; a work with no confirmed page is cited
 * as text rather than linked to a guessed address.
 */
export function ArticleSources({ sources }: { sources: readonly CitedSource[] }) {
  const ordered = [...sources.filter((s) => s.role !== "further"), ...sources.filter((s) => s.role === "further")];
  return (
    <section id="sources" aria-labelledby="sources-heading" className="mt-12 max-w-3xl scroll-mt-20">
      <h2 id="sources-heading" className="text-title font-bold">
        {SOURCES_TITLE}
      </h2>
      {/* A reference list, not a stack of cards: a rule between works, so a phone reads eight sources without a screen of boxes. */}
      <ul className="mt-4 list-none divide-y divide-border border-y border-border pl-0">
        {ordered.map((source) => (
          <li key={source.url ?? source.title} className="py-4">
            {/* Every work says what kind it is (a guide's list has no original work, so its label is the format alone). */}
            <p className="mb-2 flex items-center gap-2 text-xs font-semibold tracking-wide text-accent-foreground uppercase">
              <Icon name={formatIcons[source.format]} size={16} />
              {source.role ? `${roleLabels[source.role]} · ${source.format}` : source.format}
            </p>
            <p className="font-semibold">
              {source.url ? (
                <ExternalLink href={source.url} className="text-primary underline-offset-4 hover:underline">
                  {source.title}
                </ExternalLink>
              ) : (
                <cite className="not-italic">{source.title}</cite>
              )}
            </p>
            <p className="mt-1 text-sm text-muted">{citation(source)}</p>
            <p className="mt-2 text-sm leading-relaxed">{source.note}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
