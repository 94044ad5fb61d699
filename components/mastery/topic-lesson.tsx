import type { TopicLesson as Lesson } from "@/lib/content/schemas";

/**
 * A topic's write-up: what it is, why it matters, how to start and one worked
 * example, each under its own h3 so the outline reads h1 (area) > h2 (topic) >
 * h3 (part). Kept to a readable line length; the link grid below stays wide.
 */
export function TopicLesson({ lesson, topicId }: { lesson: Lesson; topicId: string }) {
  return (
    <div className="prose-content mt-6 [&>h3:first-child]:mt-0">
      <h3 id={`${topicId}-what`}>What it is</h3>
      {lesson.whatItIs.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
      <h3 id={`${topicId}-why`}>Why it matters</h3>
      {lesson.whyItMatters.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
      <h3 id={`${topicId}-start`}>How to start</h3>
      <ol>
        {lesson.howToStart.map((step, index) => (
          <li key={index}>{step}</li>
        ))}
      </ol>
      <h3 id={`${topicId}-example`}>Example: {lesson.example.title}</h3>
      {lesson.example.paragraphs.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  );
}
