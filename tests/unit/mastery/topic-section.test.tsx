import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { TopicSection } from "@/components/mastery/topic-section";
import { masteryAreas } from "@/content/mastery";
import { guidesForMasteryTopic } from "@/data/guides";

const monetization = masteryAreas.find((a) => a.id === "business-and-strategy")!.subsections.find((t) => t.id === "monetization")!;
/** The guides that name the topic among their related pages: listed under it as "Read the guide(s)". */
const monetizationGuides = guidesForMasteryTopic("business-and-strategy", "monetization");
const roadmapping = masteryAreas.find((a) => a.id === "vision-and-leadership")!.subsections.find((t) => t.id === "roadmapping")!;

describe("TopicSection", () => {
  it("puts the topic's anchor id on its section, labelled by the topic heading", () => {
    const { container } = render(<TopicSection topic={monetization} areaId="business-and-strategy" />);
    const section = container.querySelector("section#monetization");
    expect(section).not.toBeNull();
    expect(section?.getAttribute("aria-labelledby")).toBe("monetization-heading");
    expect(screen.getByRole("heading", { level: 2, name: "Monetization" }).id).toBe("monetization-heading");
  });

  it("teaches before it links: h3 parts in order, then the curated resources", () => {
    const { container } = render(<TopicSection topic={monetization} areaId="business-and-strategy" />);
    const headings = [...container.querySelectorAll("h2, h3")].map((h) => `${h.tagName}:${h.textContent}`);
    expect(headings).toEqual([
      "H2:Monetization",
      "H3:What it is",
      "H3:Why it matters",
      "H3:How to start",
      `H3:Example: ${monetization.lesson.exampleTitle}`,
      "H3:Put it to work: templates",
      ...(monetizationGuides.length ? [monetizationGuides.length === 1 ? "H3:Read the guide" : "H3:Read the guides"] : []),
      "H3:Go deeper: curated resources",
    ]);
    const text = container.textContent ?? "";
    const firstWords = monetization.lesson.sections[0]!.text.slice(0, 60);
    expect(text.indexOf(firstWords)).toBeGreaterThan(-1);
    expect(text.indexOf(firstWords)).toBeLessThan(text.indexOf(monetization.resources[0]!.title));
    const steps = within(container.querySelector("ol")!).getAllByRole("listitem");
    expect(steps.length).toBeGreaterThanOrEqual(3);
    expect(steps.map((li) => li.textContent).join(" ")).toBe(monetization.lesson.sections[2]!.text);
  });

  it("links the templates that put the topic to work", () => {
    render(<TopicSection topic={monetization} areaId="business-and-strategy" />);
    // Part of the topic, not a region of its own: several topics share the title (see TopicTemplates).
    expect(screen.queryByRole("region", { name: "Put it to work: templates" })).toBeNull();
    const box = screen.getByRole("heading", { name: "Put it to work: templates" }).parentElement;
    if (!box) throw new Error("the templates heading has no box");
    expect(within(box).getByRole("link", { name: /Business Model Canvas/ }).getAttribute("href")).toBe("/templates/business-model-canvas");
  });

  it("links the guide that covers the topic, after its templates", () => {
    const { container } = render(<TopicSection topic={roadmapping} areaId="vision-and-leadership" />);
    // More than one guide may name the topic (the roadmaps and the product strategy guides both do): the heading counts them.
    const name = guidesForMasteryTopic("vision-and-leadership", "roadmapping").length === 1 ? "Read the guide" : "Read the guides";
    const heading = screen.getByRole("heading", { level: 3, name });
    const link = within(heading.parentElement!).getByRole("link", { name: /Roadmaps: formats and how to communicate them/ });
    expect(link.getAttribute("href")).toBe("/guides/roadmaps");
    const headings = [...container.querySelectorAll("h3")].map((h) => h.textContent);
    expect(headings.indexOf(name)).toBe(headings.indexOf("Go deeper: curated resources") - 1);
  });

  it("keeps every curated link, in a list named by its heading", () => {
    render(<TopicSection topic={monetization} areaId="business-and-strategy" />);
    const list = screen.getByRole("list", { name: "Go deeper: curated resources" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(monetization.resources.length);
  });

  it("draws the diagram the write-up places, as a captioned figure where the Markdown puts it", () => {
    const { container } = render(<TopicSection topic={monetization} areaId="business-and-strategy" />);
    const figures = container.querySelectorAll("figure");
    expect(figures).toHaveLength(1);
    const figure = figures[0]!;
    expect(within(figure).getByRole("img", { name: "CAC payback and LTV:CAC for a subscription bookkeeping app" }).tagName.toLowerCase()).toBe("svg");
    const placed = monetization.lesson.sections.find((section) => section.id === "example")!.segments.find((segment) => segment.kind === "diagram");
    expect(placed).toMatchObject({ kind: "diagram", name: "cac-payback" });
    expect(figure.querySelector("figcaption")?.textContent).toBe(placed?.kind === "diagram" ? placed.caption : undefined);
    // After the example's first paragraph (the figures it draws), before its second.
    const example = container.querySelector("#monetization-example")!;
    expect(example.compareDocumentPosition(figure) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const paragraphs = [...container.querySelectorAll("p")].filter((p) => example.compareDocumentPosition(p) & Node.DOCUMENT_POSITION_FOLLOWING && !figure.contains(p));
    const [before, after] = paragraphs as [HTMLParagraphElement, HTMLParagraphElement];
    expect(before.compareDocumentPosition(figure) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(figure.compareDocumentPosition(after) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // The part headings keep their ids and order around the figure.
    expect(["what", "why", "start", "example"].map((part) => container.querySelector(`h3#monetization-${part}`)?.textContent)).toEqual([
      "What it is",
      "Why it matters",
      "How to start",
      `Example: ${monetization.lesson.exampleTitle}`,
    ]);
  });
});
