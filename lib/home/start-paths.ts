/**
 * Turns the "Start here" paths (content/start-paths.ts) into what the home
 * page renders: each step's title is read from the content that owns the
 * page, never typed a second time. A step whose page does not exist throws
 * at build time with the path in the message (and the unit test names it
 * first). data/home.ts passes in the site's pages.
 */

export type StartStepInput = {
  /** A page of this site, e.g. "/frameworks/lean-startup"; the unit test holds it to a real route. */
  href: string;
  /** One line: what the reader gets from this step. */
  why: string;
};

export type StartPathInput = {
  id: string;
  title: string;
  /** Who the path is for, in one line. */
  audience: string;
  icon: "compass" | "message" | "rocket";
  steps: StartStepInput[];
};

export type StartStep = { href: string; title: string; why: string };
export type StartPath = Omit<StartPathInput, "steps"> & { steps: StartStep[] };

/** The pages a title can come from: each content module's pages by slug (or id), and the route registry. */
export type PageTitleSources = {
  frameworks: readonly { slug: string; title: string }[];
  masteryAreas: readonly { id: string; title: string }[];
  glossary: readonly { slug: string; term: string }[];
  books: readonly { slug: string; title: string }[];
  guides: readonly { slug: string; title: string }[];
  routes: readonly { path: string; name: string }[];
};

/** Title of a page from its own content: the framework, area, term or book name; otherwise the route's name. */
export function pageTitle(sources: PageTitleSources, href: string): string | undefined {
  const [, section, slug, ...rest] = href.split("/");
  if (rest.length > 0) return undefined;
  if (slug !== undefined) {
    switch (section) {
      case "frameworks":
        return sources.frameworks.find((page) => page.slug === slug)?.title;
      case "product-mastery":
        return sources.masteryAreas.find((area) => area.id === slug)?.title;
      case "glossary":
        return sources.glossary.find((entry) => entry.slug === slug)?.term;
      case "books":
        return sources.books.find((book) => book.slug === slug)?.title;
      case "guides":
        return sources.guides.find((guide) => guide.slug === slug)?.title;
      default:
        return undefined;
    }
  }
  return sources.routes.find((route) => route.path === href)?.name;
}

/** Like pageTitle, but a missing page stops the build with the path in the message. */
export function requiredPageTitle(sources: PageTitleSources, href: string, usedBy: string): string {
  const title = pageTitle(sources, href);
  if (!title) throw new Error(`${usedBy} links to ${href}, which is not a page of this site`);
  return title;
}

export function resolveStartPath(sources: PageTitleSources, path: StartPathInput): StartPath {
  return {
    ...path,
    steps: path.steps.map((step) => ({ ...step, title: requiredPageTitle(sources, step.href, `Start path "${path.id}"`) })),
  };
}
