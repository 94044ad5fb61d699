import { Diagram } from "@/components/diagrams";
import { Figure } from "@/components/ui/figure";
import type { TopicLesson as Lesson } from "@/lib/content/schemas";
import type { DiagramName } from "@/lib/diagrams/names";

type Piece = { kind: "html"; html: string } | { kind: "diagram"; name: DiagramName; caption: string };

/** The write-up as runs of HTML between the drawn diagrams it places (`::diagram{...}`), headings included in the runs. */
function pieces(lesson: Lesson, topicId: string): Piece[] {
  const out: Piece[] = [];
  const push = (html: string) => {
    const last = out[out.length - 1];
    if (last?.kind === "html") last.html += html;
    else out.push({ kind: "html", html });
  };
  for (const section of lesson.sections) {
    push(`<h3 id="${topicId}-${section.id}">${section.titleHtml}</h3>`);
    for (const segment of section.segments) {
      if (segment.kind === "html") push(segment.html);
      else if (segment.kind === "diagram") out.push({ kind: "diagram", name: segment.name, caption: segment.caption });
    }
  }
  return out;
}

/**
 * A topic's write-up: what it is, why it matters, how to start and one worked
 * example, each under its own h3 so the outline reads h1 (area) > h2 (topic) >
 * h3 (part). Kept to a readable line length; the link grid below stays wide.
 *
 * The write-up is Markdown rendered to HTML at build time
 * (content/mastery/lessons/<area>/<topic>.md), placed as strings so React
 * does not walk its paragraphs when the page hydrates: one string for a
 * write-up of prose alone, or the runs of prose between the diagrams it
 * draws (each a server-rendered figure with its caption). The headings carry
 * the topic's id (`user-research-example`), so deep links stay unique on the page.
 */
export function TopicLesson({ lesson, topicId }: { lesson: Lesson; topicId: string }) {
  const parts = pieces(lesson, topicId);
  if (parts.length === 1 && parts[0]!.kind === "html") {
    return <div className="prose-content mt-6 [&>h3:first-child]:mt-0" dangerouslySetInnerHTML={{ __html: parts[0]!.html }} />;
  }
  return (
    <div className="prose-content mt-6">
      {parts.map((part, index) =>
        part.kind === "html" ? (
          // A run keeps the column's spacing (prose-flow) and an h3's larger gap above it, except at the very top.
          <div
            key={index}
            className={index === 0 ? "prose-flow [&>h3:first-child]:mt-0 [&>h3:not(:first-child)]:mt-7" : "prose-flow [&>h3:not(:first-child)]:mt-7"}
            dangerouslySetInnerHTML={{ __html: part.html }}
          />
        ) : (
          <Figure key={index} caption={part.caption}>
            <Diagram name={part.name} />
          </Figure>
        ),
      )}
    </div>
  );
}
