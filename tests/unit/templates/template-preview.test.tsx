import { render } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { TemplatePreview } from "@/components/templates/template-preview";
import { templates } from "@/data/templates";

/** The preview's share of a card's HTML (it travels a second time in the RSC payload): the largest is about 210 bytes today. */
const maxBytes = 300;

describe("TemplatePreview", () => {
  it.each(templates.map((template) => [template.slug, template] as const))(`%s: a decorative miniature of its own page, in at most ${maxBytes} bytes`, (_, template) => {
    const { container } = render(<TemplatePreview template={template} />);
    const root = container.firstElementChild!;
    expect(root.getAttribute("aria-hidden")).toBe("true");
    // Nothing in it can take focus or be announced.
    expect(root.querySelector("a, button, [tabindex], svg, img")).toBeNull();
    const lines = [...root.querySelectorAll("b, i")].map((element) => element.textContent);
    if (template.kind === "document") {
      expect(lines[0]).toBe(template.name);
      expect(lines.slice(1)).toEqual(template.sections.slice(0, 3).map((section) => section.heading));
    } else {
      expect(lines.length).toBeGreaterThanOrEqual(2);
      for (const line of lines) expect(template.sheet.columns.map((column) => column.name)).toContain(line);
    }
    expect(Buffer.byteLength(renderToStaticMarkup(<TemplatePreview template={template} />))).toBeLessThanOrEqual(maxBytes);
  });

  it("a sheet's computed column is marked and its cells sized from the example", () => {
    const rice = templates.find((template) => template.slug === "rice-scoring-sheet")!;
    const { container } = render(<TemplatePreview template={rice} />);
    const score = [...container.querySelectorAll("i")].find((cell) => cell.textContent === "RICE score")!;
    expect(score.hasAttribute("data-c")).toBe(true);
    expect(score.hasAttribute("data-n")).toBe(true);
    // Cells narrower than the longest value say so; the longest take the stylesheet's width.
    expect(container.innerHTML).toMatch(/--[a-d]:\s*[3-8]\d%/);
  });
});
