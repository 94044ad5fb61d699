import { expect, type APIRequestContext } from "@playwright/test";
import { JSDOM } from "jsdom";

/**
 * A page's HTML as the server sends it, parsed without a browser (no script
 * runs, nothing else is fetched): what a crawler, a link preview or a reader
 * before the scripts arrive sees. Markup checks read this instead of opening
 * a browser page, which costs a hundred times more.
 */
export async function serverDocument(request: APIRequestContext, path: string, status = 200): Promise<Document> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(status);
  return new JSDOM(await response.text()).window.document;
}

/** The element's text with its white space collapsed, as a reader sees it. */
export const textOf = (element: Element | null | undefined) => (element?.textContent ?? "").replace(/\s+/g, " ").trim();

/**
 * An element's accessible name as markup gives it, for the simple cases the
 * site uses: aria-labelledby, aria-label, an <img>'s alt, an <svg>'s <title>,
 * else its text (hidden parts left out).
 */
export function nameOf(element: Element): string {
  const doc = element.ownerDocument;
  const labelledBy = element.getAttribute("aria-labelledby");
  if (labelledBy) return labelledBy.split(/\s+/).map((id) => textOf(doc.getElementById(id))).join(" ").trim();
  const label = element.getAttribute("aria-label");
  if (label) return label.trim();
  if (element.tagName === "IMG") return (element.getAttribute("alt") ?? "").trim();
  if (element.tagName.toLowerCase() === "svg") return textOf(element.querySelector(":scope > title"));
  const clone = element.cloneNode(true) as Element;
  clone.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
  return textOf(clone);
}
