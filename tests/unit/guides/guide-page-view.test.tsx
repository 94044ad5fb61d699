import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { GuidePageView } from "@/components/guides/guide-page-view";
import { getGuidePage } from "@/data/guides";
import type { GuidePage } from "@/lib/content/schemas";
import { renderMarkdown } from "@/lib/markdown/render";

const prd = getGuidePage("writing-a-prd")!;
const tool = { info: { name: "ab-test", title: "Try it: A/B test calculator", intro: "Plan a test and read its result." }, node: <p>The calculator itself</p> };

/** The PRD guide with a calculator placed at the end of its second section. */
function withPlacement(name: string): GuidePage {
  const placed = renderMarkdown(`## Placed {#placed}\n\nBefore the tool.\n\n::calculator{name="${name}"}\n\nAfter the tool.\n`, { file: "test.md", line: 1 }).sections[0]!;
  return { ...prd, sections: [prd.sections[0]!, placed, ...prd.sections.slice(1)] };
}

describe("GuidePageView", () => {
  it("shows the intro above the first section, in the article, with the header's diagram and Mark as read", () => {
    const { container } = render(<GuidePageView page={prd} />);
    const article = container.querySelector("article")!;
    expect(within(article).getByRole("heading", { level: 1, name: prd.title })).toBeInTheDocument();
    const intro = container.querySelector("[data-guide-intro]")!;
    expect(intro.textContent!.replace(/\s+/g, " ").trim()).toBe(prd.introText);
    expect(intro.compareDocumentPosition(container.querySelector(`section#${prd.sections[0]!.id}`)!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(article).getByRole("img", { name: /anatomy of a PRD/ })).toBeInTheDocument();
    expect(within(article).getByRole("button", { name: "Mark as read" })).toBeInTheDocument();
    expect(within(article).getByText("November 27, 2026").tagName).toBe("TIME");
  });

  it("lists the sections, sources and related links in the contents, and walks to the next guide", () => {
    render(<GuidePageView page={prd} />);
    const toc = screen.getByRole("navigation", { name: "On this page" });
    const entries = within(toc).getAllByRole("link").map((link) => link.textContent);
    expect(entries).toEqual([...prd.sections.map((section) => section.title), "Sources and further reading", "Related on this site"]);
    const pager = screen.getByRole("navigation", { name: "Previous and next in Guides" });
    expect(within(pager).getByRole("link", { name: "Next: Roadmaps: formats and how to communicate them" })).toHaveAttribute("href", "/guides/roadmaps");
    expect(within(pager).getByRole("link", { name: /All guides/ })).toHaveAttribute("href", "/guides");
  });

  it("places a tool where the Markdown says ::calculator, inside its section, headed one level down", () => {
    const { container } = render(<GuidePageView page={withPlacement("ab-test")} tool={tool} />);
    const section = container.querySelector("section#placed")!;
    const workbench = within(section as HTMLElement).getByRole("region", { name: "Try it: A/B test calculator" });
    expect(within(workbench).getByRole("heading", { level: 3 })).toHaveTextContent("Try it: A/B test calculator");
    expect(within(workbench).getByText("The calculator itself")).toBeInTheDocument();
    expect(section.textContent!.indexOf("Before the tool.")).toBeLessThan(section.textContent!.indexOf("The calculator itself"));
    expect(section.textContent!.indexOf("The calculator itself")).toBeLessThan(section.textContent!.indexOf("After the tool."));
    expect(screen.getAllByText("The calculator itself")).toHaveLength(1);
    expect(screen.getByRole("link", { name: "Try the calculator" })).toHaveAttribute("href", "#try-it");
  });

  it("without a placement, gives the tool the full width after the body, in the contents as an explainer does", () => {
    render(<GuidePageView page={prd} tool={tool} />);
    const workbench = screen.getByRole("region", { name: "Try it: A/B test calculator" });
    expect(within(workbench).getByRole("heading", { level: 2 })).toBeInTheDocument();
    const toc = screen.getByRole("navigation", { name: "On this page" });
    expect(within(toc).getByRole("link", { name: "Try it: A/B test calculator" })).toHaveAttribute("href", "#try-it");
  });

  it("shows nothing where a calculator is placed but the route gives no tool, and refuses a placement naming another tool", () => {
    render(<GuidePageView page={withPlacement("ab-test")} />);
    expect(screen.queryByRole("region", { name: /calculator/ })).toBeNull();
    expect(screen.getByText("After the tool.")).toBeInTheDocument();
    expect(() => render(<GuidePageView page={withPlacement("sample-size")} tool={tool} />)).toThrow('places ::calculator{name="sample-size"}, but the page\'s tool is "ab-test"');
  });
});
