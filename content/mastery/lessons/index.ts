/**
 * Topics, content/mastery/lessons/<area>/<topic>.md, each shown on
 * /product-mastery/<area>: front matter with the topic's title, lead line,
 * curated resources and optional video, then its write-up. The body is four
 * sections with fixed ids and headings; a file that renames, reorders or
 * drops one, or teaches in fewer than minLessonWords words, fails here,
 * naming the file.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { minLessonWords, topicLessonFrontMatter, type MasterySubsection, type TopicLesson } from "@/lib/content/schemas";
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

/**
 * Topic `id` of area `area`, as the area lists it (its title and icon): the
 * rest comes from its file, whose `topic` must match the title.
 */
export function topic(area: string, id: string, title: string, icon: string): MasterySubsection {
  const file = `content/mastery/lessons/${area}/${id}.md`;
  const source = readFileSync(path.join(process.cwd(), "content", "mastery", "lessons", area, `${id}.md`), "utf8");
  const { meta, body } = parseMarkdownDocument(source, file, topicLessonFrontMatter);
  if (meta.topic !== title) throw new ContentError(`${file}:2: topic: "${meta.topic}" is not the topic's title in content/mastery/${area}.ts ("${title}")`);
  const exampleTitle = fixedSections(file, body, sections);
  const lesson: TopicLesson = { topic: meta.topic, sections: body.sections, exampleTitle };
  const words = wordCount(lessonText(lesson));
  if (words < minLessonWords) throw new ContentError(`${file}: a topic lesson needs at least ${minLessonWords} words (it has ${words})`);
  return { id, title, icon, ...(meta.description ? { description: meta.description } : {}), lesson, resources: meta.resources, ...(meta.video ? { video: meta.video } : {}) };
}
