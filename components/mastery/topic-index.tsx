import type { MasteryArea } from "@/lib/content/schemas";

/**
 * In-page links to each topic of an area. The write-ups make area pages long,
 * so readers (and keyboard users) can jump straight to the topic they want.
 * Labelled by aria-label, not a heading, so the page outline stays area > topics.
 */
export function TopicIndex({ area }: { area: MasteryArea }) {
  return (
    <nav aria-label={`Topics in ${area.title}`} className="mb-8">
      <p className="text-sm font-semibold uppercase tracking-wide text-muted" aria-hidden="true">
        On this page
      </p>
      <ul className="mt-2 flex flex-wrap gap-2">
        {area.subsections.map((topic) => (
          <li key={topic.id}>
            <a
              href={`#${topic.id}`}
              className="inline-block rounded-full border border-border bg-surface px-3 py-1 text-sm font-medium hover:border-primary hover:text-primary"
            >
              {topic.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
