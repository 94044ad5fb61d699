/**
 * Which pages "Continue where you left off" may point back to. A learner
 * resumes learning: an explainer, a topic, a review, a template, the quiz, the
 * comic, the glossary or a page of curated resources. Not the pages they pass
 * through on the way (home and the section indexes, whose job is to list those
 * pages), nor pages that teach nothing (legal, search, their own progress).
 * A page added later counts unless it is listed here; the unit test holds
 * every route in lib/routes to this rule.
 */
const passThrough = new Set(["/", "/frameworks", "/guides", "/product-mastery", "/books", "/templates", "/privacy-policy", "/terms-of-service", "/search", "/progress"]);

export function isResumable(path: string): boolean {
  return !passThrough.has(path) && !/^\/(admin|auth)(\/|$)/.test(path);
}

/** Pages whose visit is not even counted: home, the progress page itself, the admin area and sign-in. */
export function isRecordable(path: string): boolean {
  return path !== "/" && path !== "/progress" && !/^\/(admin|auth)(\/|$)/.test(path);
}
