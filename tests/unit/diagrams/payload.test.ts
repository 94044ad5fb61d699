/**
 * Every attribute a drawing writes is sent twice: in the HTML and in the RSC
 * payload that hydrates the page. A `prop={undefined}` on an element renders
 * nothing in the HTML but is still written into the payload ("$undefined"),
 * once per element; long articles carried a few hundred of them. The drawings
 * leave such props out (svg.tsx `defined`).
 */
import { createElement, isValidElement, type ReactElement, type ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { diagrams } from "@/components/diagrams";
import { frameworkThumbnails } from "@/components/diagrams/thumbnails";
import { Icon } from "@/components/ui/icons";

/** The element props set to undefined in the tree `node` renders to (server components are plain functions here). */
function undefinedProps(node: ReactNode, found: string[] = []): string[] {
  if (Array.isArray(node)) {
    for (const child of node) undefinedProps(child as ReactNode, found);
    return found;
  }
  if (!isValidElement(node)) return found;
  const { type, props } = node as ReactElement<Record<string, unknown>>;
  if (typeof type === "function") return undefinedProps((type as (props: unknown) => ReactNode)(props), found);
  if (typeof type === "string") for (const [name, value] of Object.entries(props)) if (value === undefined) found.push(`<${String(type)} ${name}>`);
  return undefinedProps(props.children as ReactNode, found);
}

describe("no element attribute written as undefined", () => {
  it.each(Object.keys(diagrams))("diagram %s", (name) => {
    expect(undefinedProps(createElement(diagrams[name as keyof typeof diagrams]))).toEqual([]);
  });

  it.each(Object.keys(frameworkThumbnails))("card thumbnail %s", (slug) => {
    expect(undefinedProps(frameworkThumbnails[slug]?.())).toEqual([]);
  });

  it("icons, with and without a class or a heavier stroke", () => {
    expect(undefinedProps(createElement(Icon, { name: "check" }))).toEqual([]);
    expect(undefinedProps(createElement(Icon, { name: "check", className: "text-primary", strokeWidth: 3 }))).toEqual([]);
  });
});
