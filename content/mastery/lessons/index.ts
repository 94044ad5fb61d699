/**
 * Topic write-ups, content/mastery/lessons/<area>/<topic>.md, each shown
 * above its topic's links on /product-mastery/<area>. The body is four
 * sections with fixed ids and headings; a file that renames, reorders or
 * drops one, or teaches in fewer than minLessonWords words, fails here,
 * naming the file.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { minLessonWords, topicLessonFrontMatter, type TopicLesson } from "@/lib/content/schemas";
import { lessonText, wordCount } from "@/lib/content/text";
import { parseMarkdownDocument } from "@/lib/markdown/document";
import { ContentError } from "@/lib/markdown/front-matter";
import { fixedSections } from "../../markdown-folder";

const sections = [
  { id: "what", heading: "What it is" },
  { id: "why", heading: "Why it matters" },
  { id: "start", heading: "How to start" },
  { id: "example", heading: "Example" },
] as const;

/** The write-up of topic `topic` in area `area`, whose title the area gives as `title`. */
export function lesson(area: string, topic: string, title: string): TopicLesson {
  const file = `content/mastery/lessons/${area}/${topic}.md`;
  const source = readFileSync(path.join(process.cwd(), "content", "mastery", "lessons", area, `${topic}.md`), "utf8");
  const { meta, body } = parseMarkdownDocument(source, file, topicLessonFrontMatter);
  if (meta.topic !== title) throw new ContentError(`${file}:2: topic: "${meta.topic}" is not the topic's title in content/mastery/${area}.ts ("${title}")`);
  const exampleTitle = fixedSections(file, body, sections);
  const result: TopicLesson = { ...meta, sections: body.sections, exampleTitle };
  const words = wordCount(lessonText(result));
  if (words < minLessonWords) throw new ContentError(`${file}: a topic lesson needs at least ${minLessonWords} words (it has ${words})`);
  return result;
}
