import { describe, expect, it } from "vitest";
import { adminRoutes, publicRoutes } from "@/data/routes";
import { isRecordable, isResumable } from "@/lib/progress/resume";

/** Pages one passes through or that teach nothing: never "where you left off". */
const notResumable = ["/", "/frameworks", "/guides", "/product-mastery", "/books", "/templates", "/privacy-policy", "/terms-of-service", "/progress"];

describe("Continue where you left off", () => {
  it("points back to any learning page, including the quiz, the comic and the templates", () => {
    for (const path of ["/pm-quiz", "/ship-happens", "/quiz-explanations", "/glossary", "/frameworks/kano-model", "/product-mastery/product-thinking", "/books/product-leadership"]) {
      expect(isResumable(path), path).toBe(true);
    }
    const templates = publicRoutes.filter((route) => route.path.startsWith("/templates/"));
    expect(templates.length).toBeGreaterThan(0);
    for (const route of templates) expect(isResumable(route.path), route.path).toBe(true);
  });

  it("never to home, a section index, legal pages, search, the progress page or the admin area", () => {
    for (const path of [...notResumable, "/search", "/admin", "/admin/login", "/auth/callback"]) expect(isResumable(path), path).toBe(false);
    for (const route of adminRoutes) expect(isRecordable(route.path), route.path).toBe(false);
    expect(isRecordable("/")).toBe(false);
    expect(isRecordable("/progress")).toBe(false);
  });

  it("holds every registered route to the rule, so a new page is resumable unless it is listed", () => {
    for (const route of publicRoutes) expect(isResumable(route.path), route.path).toBe(!notResumable.includes(route.path));
  });
});
