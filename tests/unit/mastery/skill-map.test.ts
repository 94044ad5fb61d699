import { describe, expect, it } from "vitest";
import { skillMap } from "@/lib/content/mastery";
import { masteryTopicKey } from "@/lib/progress/keys";

describe("skillMap: the overview's map model, from the areas it is given", () => {
  const areas = [
    { id: "alpha", title: "Alpha", description: "First things.", subsections: [{ id: "one", title: "One" }, { id: "two", title: "Two" }] },
    { id: "beta", title: "Beta", description: "Then these.", subsections: [{ id: "three", title: "Three" }] },
  ];

  it("numbers the areas in the order given and links each to its page", () => {
    const map = skillMap(areas);
    expect(map.areas.map(({ id, number, title, description, href }) => ({ id, number, title, description, href }))).toEqual([
      { id: "alpha", number: 1, title: "Alpha", description: "First things.", href: "/product-mastery/alpha" },
      { id: "beta", number: 2, title: "Beta", description: "Then these.", href: "/product-mastery/beta" },
    ]);
  });

  it("links every topic to its section of the area page, in order, and counts them", () => {
    const map = skillMap(areas);
    expect(map.topicCount).toBe(3);
    expect(map.areas.map((area) => area.topics.map((topic) => [topic.title, topic.href]))).toEqual([
      [
        ["One", "/product-mastery/alpha#one"],
        ["Two", "/product-mastery/alpha#two"],
      ],
      [["Three", "/product-mastery/beta#three"]],
    ]);
  });

  it("marks a topic with the progress key the area page's Mark as read uses, and an area with all of its topics'", () => {
    const [alpha, beta] = skillMap(areas).areas;
    expect(alpha!.topics.map((topic) => topic.progressKey)).toEqual([masteryTopicKey("alpha", "one"), masteryTopicKey("alpha", "two")]);
    expect(alpha!.progressKeys).toEqual(["/product-mastery/alpha#one", "/product-mastery/alpha#two"]);
    expect(beta!.progressKeys).toEqual(["/product-mastery/beta#three"]);
  });

  it("gives an empty map for no areas", () => {
    expect(skillMap([])).toEqual({ areas: [], topicCount: 0 });
  });
});
