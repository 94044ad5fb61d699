import { describe, expect, it } from "vitest";
import { z } from "zod";
import { aiResources } from "@/data/ai-resources";
import { footerColumns } from "@/content/footer";
import { categories, featuredBook, hero } from "@/content/home";
import { mainNav } from "@/content/navigation";
import { aiResourceCardSchema, navLinkSchema } from "@/lib/content/schemas";

describe("shell content", () => {
  it("has the seven nav entries in their fixed order", () => {
    z.array(navLinkSchema).parse(mainNav);
    expect(mainNav.map((l) => [l.href, l.label])).toEqual([
      ["/ai-pm-10x", "AI PM 10x"],
      ["/product-mastery", "Product Mastery"],
      ["/pm-quiz", "PM Mastery Check"],
      ["/frameworks", "Frameworks"],
      ["/product-psychology", "Product Psychology"],
      ["/interviews", "Interview Prep"],
      ["/glossary", "Glossary"],
    ]);
  });

  it("has the two footer link columns with their fixed labels", () => {
    expect(footerColumns.map((c) => c.heading)).toEqual(["Resources", "Learning & Support"]);
    expect(footerColumns[0]?.links.map((l) => l.label)).toEqual(["Product Mastery", "Frameworks", "AI PM 10x"]);
    expect(footerColumns[1]?.links.map((l) => l.label)).toEqual([
      "Interview Prep",
      "Glossary / PM 101",
      "Privacy Policy",
      "Terms of Service",
    ]);
  });

  it("has the home strings exactly", () => {
    expect(hero.badge).toBe("All-in-one Knowledge Resource");
    expect(hero.headline).toBe("Your Complete Product Management Knowledge Hub");
    expect(categories.map((c) => c.description)).toEqual([
      "Master key product management skills across all dimensions.",
      "Proven methodologies to structure your product thinking.",
      "Prepare for your next product management interview.",
      "Understanding the fundamentals of product management.",
    ]);
    expect(featuredBook.review).toEqual({ href: "/books/product-leadership", label: "Read full review" });
  });

  it("has valid AI resources, the first three being two articles and a podcast", () => {
    z.array(aiResourceCardSchema).parse(aiResources);
    expect(aiResources.slice(0, 3).map((r) => r.typeLabel)).toEqual(["Article", "Article", "Podcast"]);
  });
});
