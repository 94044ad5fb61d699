import { ExternalLink } from "@/components/ui/external-link";
import { Icon } from "@/components/ui/icons";
import type { Source } from "@/lib/content/schemas";

export const SOURCES_TITLE = "Sources and further reading";

const formatIcons: Record<Source["format"], string> = { book: "book", article: "file", paper: "file", talk: "play" };
const roleLabels: Record<Source["role"], string> = { primary: "Original work", further: "Further reading" };

/** "Eric Ries · 2011 · Crown Business": the citation line under each title. */
function citation(source: Source): string {
  return [source.author, source.year === undefined ? null : String(source.year), source.publisher].filter(Boolean).join(" · ");
}

/**
 * The works a framework explainer is based on: the original first, then
 * further reading. A server component (plain list, no client code). The link
 * text is the work's title; a primary work with no confirmed page is cited
 * as text rather than linked to a guessed address.
 */
export function FrameworkSources({ sources }: { sources: readonly Source[] }) {
  const ordered = [...sources.filter((s) => s.role === "primary"), ...sources.filter((s) => s.role === "further")];
  return (
    <section id="sources" aria-labelledby="sources-heading" className="mt-12 max-w-3xl scroll-mt-20">
      <h2 id="sources-heading" className="text-2xl font-bold tracking-tight">
        {SOURCES_TITLE}
      </h2>
      <ul className="mt-6 list-none space-y-4 pl-0">
        {ordered.map((source) => (
          <li key={source.url ?? source.title} className="rounded-xl border border-border bg-surface-raised p-5">
            <p className="flex items-center gap-2 text-xs font-semibold tracking-wide text-accent-foreground uppercase">
              <Icon name={formatIcons[source.format]} size={16} />
              {roleLabels[source.role]} · {source.format}
            </p>
            <p className="mt-2 font-semibold">
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
