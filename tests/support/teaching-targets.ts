/**
 * What a learner finds at an in-site link, resolved from the typed content
 * (the same data the pages render), for the tests that check a link lands on
 * a page that teaches its idea: tests/unit/content/teaching-links.test.ts
 * (quiz and glossary "learn more" links) and
 * tests/unit/glossary/term-pages.test.ts (each term page's teaching links).
 */
import { bookReviews } from "@/content/books";
import { frameworkPages } from "@/content/frameworks";
import { masteryAreas } from "@/content/mastery";
import { lessonText } from "@/lib/content/text";
import { interviewArticles, interviewPrepSections } from "@/data/interviews";
import { publicPaths, publicRoutes } from "@/data/routes";

export type TeachingTarget = { title: string; text: string };

/** What a visitor finds at `href`, or undefined when the route or the anchor does not exist. */
export function resolveTeachingTarget(href: string): TeachingTarget | undefined {
  const [path = "", hash, extra] = href.split("#");
  if (extra !== undefined || !publicPaths.includes(path)) return undefined;

  const mastery = /^\/product-mastery\/([a-z-]+)$/.exec(path);
  if (mastery) {
    // An area page teaches four or five topics, so a link must name the one it means.
    const topic = masteryAreas.find((area) => area.id === mastery[1])?.subsections.find((t) => t.id === hash);
    if (!topic) return undefined;
    return { title: topic.title, text: [topic.title, topic.description ?? "", lessonText(topic.lesson)].join(" ") };
  }

  const framework = /^\/frameworks\/([a-z-]+)$/.exec(path);
  if (framework) {
    const page = frameworkPages.find((p) => p.slug === framework[1]);
    const sections = hash ? page?.sections.filter((s) => s.id === hash) : page?.sections;
    if (!page || !sections?.length) return undefined;
    return { title: page.title, text: [page.title, page.summary, ...sections.map((s) => `${s.title} ${s.text}`)].join(" ") };
  }

  const book = /^\/books\/([a-z-]+)$/.exec(path);
  if (book && !hash) {
    const review = bookReviews.find((b) => b.slug === book[1]);
    if (!review) return undefined;
    return { title: review.title, text: [review.title, review.summary, ...review.sections.map((s) => `${s.title} ${s.text}`)].join(" ") };
  }

  if (path === "/interviews" && !hash) {
    const title = publicRoutes.find((route) => route.path === path)!.name;
    const cards = interviewArticles.map((a) => `${a.title} ${a.description} ${a.content}`);
    const sections = interviewPrepSections.map((s) => `${s.title} ${s.text}`);
    return { title, text: [...cards, ...sections].join(" ") };
  }
  return undefined;
}
