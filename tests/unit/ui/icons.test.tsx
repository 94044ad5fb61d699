/**
 * Icons carry their shared stroke style as one CSS rule (`.icon` in
 * app/globals.css) instead of six attributes each, since every attribute is
 * written twice per icon (the HTML and the RSC payload). A heavier stroke must
 * still win over that rule, which outranks presentation attributes.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Icon } from "@/components/ui/icons";

const svgOf = (container: HTMLElement) => container.querySelector("svg") as SVGSVGElement;

describe("Icon", () => {
  it("is decorative, sized, and styled by the shared rule rather than its own stroke attributes", () => {
    const svg = svgOf(render(<Icon name="search" size={18} className="text-primary" />).container);
    expect(svg.getAttribute("aria-hidden")).toBe("true");
    expect(svg.getAttribute("width")).toBe("18");
    expect(svg.getAttribute("class")).toBe("icon text-primary");
    for (const attribute of ["fill", "stroke", "stroke-width", "stroke-linecap", "stroke-linejoin", "style"]) expect(svg.hasAttribute(attribute)).toBe(false);
  });

  it("sets a heavier stroke inline, where it outranks the shared rule", () => {
    const svg = svgOf(render(<Icon name="check" size={14} strokeWidth={3} />).container);
    expect(svg.style.strokeWidth).toBe("3");
    expect(svg.getAttribute("class")).toBe("icon");
  });

  it("has its shared rule in the site stylesheet", () => {
    const css = readFileSync(path.join(process.cwd(), "app/globals.css"), "utf8");
    const rule = css.match(/\.icon\s*\{([^}]*)\}/)?.[1] ?? "";
    expect(rule).toMatch(/fill:\s*none/);
    expect(rule).toMatch(/stroke:\s*currentColor/);
    expect(rule).toMatch(/stroke-width:\s*1\.8/);
    expect(rule).toMatch(/stroke-linecap:\s*round/);
    expect(rule).toMatch(/stroke-linejoin:\s*round/);
  });
});
