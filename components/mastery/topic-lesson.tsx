import type { TopicLesson as Lesson } from "@/lib/content/schemas";

/**
 * A topic's write-up: what it is, why it matters, how to start and one worked
 * example, each under its own h3 so the outline reads h1 (area) > h2 (topic) >
 * h3 (part). Kept to a readable line length; the link grid below stays wide.
 *
 * The write-up is Markdown rendered to HTML at build time
 * (content/mastery/lessons/<area>/<topic>.md), placed as one string so React
 * does not walk its paragraphs when the page hydrates. The headings carry the
 * topic's id (`user-research-example`), so deep links stay unique on the page.
 */
export function TopicLesson({ lesson, topicId }: { lesson: Lesson; topicId: string }) {
  const html = lesson.sections
    .map((section) => `<h3 id="${topicId}-${section.id}">${section.titleHtml}</h3>${section.segments.map((segment) => (segment.kind === "html" ? segment.html : "")).join("")}`)
    .join("");
  return <div className="prose-content mt-6 [&>h3:first-child]:mt-0" dangerouslySetInnerHTML={{ __html: html }} />;
}
