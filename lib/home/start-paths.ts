/**
 * Turns the "Start here" paths (content/start-paths.ts) into what the home
 * page renders: each step's title is read from the content module that owns
 * the page, never typed a second time. A step whose page does not exist throws
 * at build time with the path in the message (and the unit test names it first).
 */
import { bookReviews } from "@/content/books";
import { frameworkPages } from "@/content/frameworks";
import { masteryAreas } from "@/content/mastery";
import { startPaths, type StartPathInput } from "@/content/start-paths";
import { getGlossaryEntry } from "@/lib/glossary/entries";
import { publicRoutes } from "@/lib/routes";

export type StartStep = { href: string; title: string; why: string };
export type StartPath = Omit<StartPathInput, "steps"> & { steps: StartStep[] };

/** Title of a page from its own content: the framework, area, term or book name; otherwise the route's name. */
export function pageTitle(href: string): string | undefined {
  const [, section, slug, ...rest] = href.split("/");
  if (rest.length > 0) return undefined;
  if (slug !== undefined) {
    switch (section) {
      case "frameworks":
        return frameworkPages.find((page) => page.slug === slug)?.title;
      case "product-mastery":
        return masteryAreas.find((area) => area.id === slug)?.title;
      case "glossary":
        return getGlossaryEntry(slug)?.term;
      case "books":
        return bookReviews.find((book) => book.slug === slug)?.title;
      default:
        return undefined;
    }
  }
  return publicRoutes.find((route) => route.path === href)?.name;
}

/** Like pageTitle, but a missing page stops the build with the path in the message. */
export function requiredPageTitle(href: string, usedBy: string): string {
  const title = pageTitle(href);
  if (!title) throw new Error(`${usedBy} links to ${href}, which is not a page of this site`);
  return title;
}

export function resolveStartPath(path: StartPathInput): StartPath {
  return {
    ...path,
    steps: path.steps.map((step) => ({ ...step, title: requiredPageTitle(step.href, `Start path "${path.id}"`) })),
  };
}

export function resolvedStartPaths(): StartPath[] {
  return startPaths.map(resolveStartPath);
}
