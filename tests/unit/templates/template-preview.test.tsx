import { render } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { TemplatePreview } from "@/components/templates/template-preview";
import { templates } from "@/data/templates";
import { previewChars } from "@/lib/templates/preview";

/** The preview's share of a card's HTML (it travels a second time in the RSC payload): its example text is cut to a line (previewChars), so the largest is about 600 bytes. */
const maxBytes = 800;

describe("TemplatePreview", () => {
  it.each(templates.map((template) => [template.slug, template] as const))(`%s: a decorative miniature of its own page, in at most ${maxBytes} bytes`, (_, template) => {
    const { container } = render(<TemplatePreview template={template} />);
    const root = container.firstElementChild!;
    expect(root.getAttribute("aria-hidden")).toBe("true");
    // Nothing in it can take focus or be announced.
    expect(root.querySelector("a, button, [tabindex], svg, img")).toBeNull();
    // Each heading or column name, without the example's text under it.
    const lines = [...root.querySelectorAll("b, i")].map((element) => element.firstChild?.textContent);
    const examples = [...root.querySelectorAll("small")].map((element) => element.textContent ?? "");
    if (template.kind === "document") {
      expect(lines[0]).toBe(template.name);
      expect(lines.slice(1)).toEqual(template.sections.slice(0, 3).map((section) => section.heading));
      // Under each heading, the start of the template's own example there, cut at a word to one line (previewChars).
      const smalls = [...root.querySelectorAll("small")];
      expect(smalls).toHaveLength(Math.min(3, template.sections.length));
      for (const small of smalls) {
        expect(small.textContent!.length).toBeGreaterThan(0);
        expect(small.textContent!.length).toBeLessThanOrEqual(previewChars.line);
        expect(small.querySelector("s")).toBeNull();
      }
    } else {
      expect(lines.length).toBeGreaterThanOrEqual(2);
      for (const line of lines) expect(template.sheet.columns.map((column) => column.name)).toContain(line);
      expect(examples.length).toBe(lines.length * Math.min(4, template.sheet.exampleRows.length));
      // Numbers stay numbers; a text cell is the example's own words, cut at a word (no grey bars).
      for (const column of root.querySelectorAll("i")) {
        for (const cell of column.querySelectorAll("small")) {
          expect(cell.querySelector("s")).toBeNull();
          if (column.hasAttribute("data-n")) expect(cell.textContent).not.toBe("");
          else expect(cell.textContent!.length).toBeLessThanOrEqual(previewChars.cell);
        }
      }
    }
    expect(Buffer.byteLength(renderToStaticMarkup(<TemplatePreview template={template} />))).toBeLessThanOrEqual(maxBytes);
  });

  it("a sheet's computed column is marked and shows the example's own scores", () => {
    const rice = templates.find((template) => template.slug === "rice-scoring-sheet")!;
    if (rice.kind !== "sheet") throw new Error("a sheet");
    const { container } = render(<TemplatePreview template={rice} />);
    const score = [...container.querySelectorAll("i")].find((cell) => cell.firstChild?.textContent === "RICE score")!;
    expect(score.hasAttribute("data-c")).toBe(true);
    expect(score.hasAttribute("data-n")).toBe(true);
    const column = rice.sheet.columns.findIndex((c) => c.name === "RICE score");
    expect([...score.querySelectorAll("small")].map((cell) => cell.textContent)).toEqual(rice.sheet.exampleRows.slice(0, 4).map((row) => String(row[column])));
  });
});
