import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ContentBlocks } from "@/components/content/content-blocks";
import { Diagram } from "@/components/diagrams";
import { FrameworkPageView } from "@/components/frameworks/framework-page-view";
import { getFrameworkPage } from "@/content/frameworks";
import { diagramNames } from "@/lib/diagrams/names";

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
});

describe("where diagrams appear", () => {
  it("a drawn explainer shows its diagram as the illustration, with no picture file", () => {
    const { container } = render(<FrameworkPageView page={page("okrs")} />);
    expect(screen.getByRole("img", { name: "An objective with three key results, each graded from 0 to 1" })).toBeInTheDocument();
    expect(container.querySelector("img")).toBeNull();
  });

  it("a spec explainer keeps its picture", () => {
    render(<FrameworkPageView page={page("kano-model")} />);
    expect(screen.getAllByRole("img")[0]?.tagName).toBe("IMG");
  });

  it("a diagram block renders a figure with its caption, next to the table it draws", () => {
    const example = page("opportunity-solution-tree").sections.find((section) => section.id === "example")!;
    const { container } = render(<ContentBlocks blocks={example.blocks} />);
    const figure = container.querySelector("figure")!;
    expect(within(figure).getAllByRole("img", { name: "The meal-kit example drawn as an opportunity solution tree" }).length).toBeGreaterThanOrEqual(1);
    expect(figure.querySelector("figcaption")).toHaveTextContent(/table below lists the same nodes/);
    expect(screen.getByRole("table", { name: "The example Opportunity Solution Tree, level by level" })).toBeInTheDocument();
  });
});
