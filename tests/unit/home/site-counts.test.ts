import { describe, expect, it } from "vitest";
import { comicPanels } from "@/content/comic";
import { frameworkCards } from "@/content/frameworks";
import { glossaryTerms } from "@/content/glossary";
import { masteryAreas } from "@/content/mastery";
import { quizQuestions } from "@/content/quiz/questions";
import { siteCounts } from "@/data/home";
import { countLabel } from "@/lib/home/site-counts";
import { publicPaths } from "@/data/routes";

describe("home page counts", () => {
  it("match the content they describe", () => {
    // Each count against a second, independent reading of the same content.
    expect(siteCounts.frameworks).toBe(publicPaths.filter((path) => path.startsWith("/frameworks/")).length);
    expect(siteCounts.frameworks).toBe(frameworkCards.length);
    expect(siteCounts.masteryAreas).toBe(publicPaths.filter((path) => path.startsWith("/product-mastery/")).length);
    expect(siteCounts.masteryTopics).toBe(masteryAreas.flatMap((area) => area.subsections).length);
    expect(siteCounts.glossaryTerms).toBe(publicPaths.filter((path) => path.startsWith("/glossary/")).length);
    expect(siteCounts.glossaryTerms).toBe(glossaryTerms.length);
    expect(siteCounts.quizQuestions).toBe(quizQuestions.length);
    expect(siteCounts.comicPanels).toBe(comicPanels.length);
  });

  it("agree with the fixed numbers in docs/product.md (Constants)", () => {
    expect(siteCounts.glossaryTerms).toBe(24);
    expect(siteCounts.quizQuestions).toBe(25);
    expect(siteCounts.masteryAreas).toBe(8);
    expect(siteCounts.comicPanels).toBe(16);
    expect(siteCounts.interviewGuides).toBe(3);
  });

  it("labels a count in the singular or the plural", () => {
    expect(countLabel(1, "term")).toBe("1 term");
    expect(countLabel(24, "term")).toBe("24 terms");
    expect(countLabel(33, "topic")).toBe("33 topics");
    expect(countLabel(2, "book review")).toBe("2 book reviews");
  });
});
