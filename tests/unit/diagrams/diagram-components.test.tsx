import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { MarkdownSegments } from "@/components/content/markdown-section";
import { Diagram, diagrams } from "@/components/diagrams";
import { FrameworkPageView } from "@/components/frameworks/framework-page-view";
import { frameworkPages, getFrameworkPage } from "@/content/frameworks";
import { diagramNames } from "@/lib/diagrams/names";
import { blocksOfKind, sectionTables } from "../../support/markdown-sections";

/** White and the near-whites a "light" drawing uses for tiles: #fff, #fafafa… up to #eeeeee, rgb(2xx, 2xx, 2xx), "white". */
const nearWhite = /#f{3}\b|#f{6}\b|#(?:[ef][0-9a-f]){3}\b|\bwhite\b|rgba?\(\s*2[3-5]\d\s*,\s*2[3-5]\d\s*,\s*2[3-5]\d/i;

function page(slug: string) {
  const found = getFrameworkPage(slug);
  if (!found) throw new Error(`missing ${slug}`);
  return found;
}

describe("diagram components", () => {
  it.each(diagramNames.map((name) => [name] as const))("%s renders as an image with an accessible name and description", (name) => {
    render(<Diagram name={name} />);
    // Two-layout diagrams render both drawings; CSS shows one at a time.
    const images = screen.getAllByRole("img");
    expect(images.length).toBeGreaterThanOrEqual(1);
    for (const image of images) {
      expect(image.tagName.toLowerCase()).toBe("svg");
      expect(image).toHaveAccessibleName(/\w.{20,}/);
      expect(image).toHaveAccessibleDescription(/\w.{60,}/);
    }
  });

  it.each(diagramNames.map((name) => [name] as const))("%s paints nothing in a fixed white or near-white", (name) => {
    const { container } = render(<Diagram name={name} />);
    const painted = [...container.querySelectorAll("svg, svg *")].flatMap((element) =>
      ["fill", "stroke", "stop-color", "style"].map((attribute) => element.getAttribute(attribute) ?? ""),
    );
    for (const value of painted) {
      expect(value).not.toMatch(nearWhite);
      // Anything that is not a theme variable is a fixed colour that ignores dark mode.
      if (value && value !== "none" && !value.startsWith("var(--")) throw new Error(`fixed colour ${value} in ${name}`);
    }
  });
});

describe("where diagrams appear", () => {
  it("every explainer names a registered diagram as its illustration", () => {
    for (const entry of frameworkPages) {
      expect("image" in entry, entry.slug).toBe(false);
      expect(Object.keys(diagrams), entry.slug).toContain(entry.diagram);
    }
  });

  it("a drawn explainer shows its diagram as the illustration, with no picture file", () => {
    const { container } = render(<FrameworkPageView page={page("okrs")} />);
    expect(screen.getByRole("img", { name: "An objective with three key results, each graded from 0 to 1" })).toBeInTheDocument();
    expect(container.querySelector("img")).toBeNull();
  });

  it.each([["kano-model"], ["opportunity-solution-tree"]] as const)("%s, once a picture file, now shows a drawn, named diagram", (slug) => {
    const { container } = render(<FrameworkPageView page={page(slug)} />);
    const [first] = screen.getAllByRole("img");
    expect(first?.tagName.toLowerCase()).toBe("svg");
    expect(first).toHaveAccessibleName(/\w.{20,}/);
    expect(container.querySelector("img")).toBeNull();
  });

  it("a diagram segment renders a figure with its caption, next to the table it draws", () => {
    const example = page("opportunity-solution-tree").sections.find((section) => section.id === "example")!;
    const { container } = render(<MarkdownSegments segments={example.segments} />);
    const figure = container.querySelector("figure")!;
    expect(within(figure).getAllByRole("img", { name: "The meal-kit example drawn as an opportunity solution tree" }).length).toBeGreaterThanOrEqual(1);
    const [drawn] = blocksOfKind(example, "diagram");
    expect(drawn?.name).toBe("ost-meal-kit-tree");
    expect(figure.querySelector("figcaption")).toHaveTextContent(drawn!.caption);
    expect(screen.getByRole("table", { name: sectionTables(example)[0]!.caption })).toBeInTheDocument();
  });
});
