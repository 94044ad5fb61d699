import type { AreaResult, AreaVerdict, Link } from "@/lib/quiz/topic-breakdown";

const verdictLabel: Record<AreaVerdict, string> = { strong: "Strong", fair: "Getting there", study: "Study next" };
const verdictText: Record<AreaVerdict, string> = { strong: "text-success", fair: "text-primary", study: "text-destructive" };
const verdictBar: Record<AreaVerdict, string> = { strong: "bg-success", fair: "bg-primary", study: "bg-destructive" };

function LinkList({ lead, links }: { lead: string; links: Link[] }) {
  return (
    <p className="mt-2 text-sm">
      <span className="text-muted">{lead} </span>
      {links.map((link, i) => (
        <span key={link.href}>
          {i > 0 ? <span className="text-muted">, </span> : null}
          <a href={link.href} className="font-semibold text-primary underline-offset-4 hover:underline">
            {link.label}
          </a>
        </span>
      ))}
    </p>
  );
}

/**
 * The result's picture by skill area: right answers out of the area's
 * questions, a bar, a verdict in words (colour is never the only cue), and
 * the pages to read: the ones teaching what was missed, or, for an area with
 * nothing missed, the area's own pages for going deeper.
 */
export function TopicBreakdown({
  results,
  heading = "Your results by topic",
  headingId = "quiz-areas-heading",
  className = "mt-10",
}: {
  results: AreaResult[];
  heading?: string;
  headingId?: string;
  className?: string;
}) {
  return (
    <section aria-labelledby={headingId} className={className}>
      <h3 id={headingId} className="text-lg font-semibold">
        {heading}
      </h3>
      <p className="mt-1 text-sm text-muted">Strong means 80% or more right; below half, the area is worth studying next.</p>
      <ul className="mt-4 divide-y divide-border rounded-xl border border-border">
        {results.map(({ area, correct, total, verdict, study }) => (
          <li key={area.id} data-area={area.id} className="px-4 py-4">
            <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
              <h4 className="font-semibold">{area.title}</h4>
              <p className="text-sm">
                <span className="tabular-nums">
                  {correct} of {total} right
                </span>
                <span aria-hidden="true" className="px-1.5 text-muted">
                  ·
                </span>
                <span className={`font-semibold ${verdictText[verdict]}`}>{verdictLabel[verdict]}</span>
              </p>
            </div>
            <div aria-hidden="true" className="mt-2 h-2 overflow-hidden rounded-full bg-border">
              <div className={`h-full rounded-full ${verdictBar[verdict]}`} style={{ width: `${(correct / total) * 100}%` }} />
            </div>
            {study.length > 0 ? <LinkList lead="Study:" links={study} /> : <LinkList lead="Go deeper:" links={area.pages} />}
          </li>
        ))}
      </ul>
    </section>
  );
}
