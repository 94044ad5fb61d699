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

/** Elements HTML lays out as blocks by default. */
const BLOCKS = new Set(
  "address article aside blockquote br dd details div dl dt fieldset figcaption figure footer form h1 h2 h3 h4 h5 h6 header hr li main nav ol p pre section summary table tbody td th thead tr ul".split(" "),
);
/** Utility classes (at every width: no breakpoint prefix) that lay an element out as a block, or take it out of the flow. */
const BLOCK_CLASSES = new Set(["block", "flex", "grid", "table", "flow-root", "list-item", "sr-only", "absolute", "fixed"]);
/** Utility classes whose children are laid out as blocks (flex and grid items). */
const CONTAINER_CLASSES = new Set(["flex", "inline-flex", "grid", "inline-grid"]);
const classesOf = (element: Element | null) => (element?.getAttribute("class") ?? "").split(/\s+/);

/**
 * A browser puts a space around the text of an element laid out as a block
 * when it builds an accessible name. Without a stylesheet this reads the
 * markup: block elements, the site's layout utility classes, and the children
 * of a flex or grid container.
 */
function blockLike(element: Element): boolean {
  return (
    BLOCKS.has(element.tagName.toLowerCase()) ||
    classesOf(element).some((c) => BLOCK_CLASSES.has(c)) ||
    classesOf(element.parentElement).some((c) => CONTAINER_CLASSES.has(c))
  );
}

/** Left out of what assistive technology reads, by the markup alone. */
function silent(element: Element): boolean {
  return (
    element.hasAttribute("hidden") ||
    element.getAttribute("aria-hidden") === "true" ||
    ["SCRIPT", "STYLE", "TEMPLATE", "NOSCRIPT"].includes(element.tagName.toUpperCase())
  );
}

/** The name an element's content gives it: its text and its images' alt text, hidden parts left out. */
function contentName(node: Node): string {
  if (node.nodeType === 3) return node.textContent ?? "";
  if (node.nodeType !== 1) return "";
  const element = node as Element;
  if (silent(element)) return "";
  const tag = element.tagName.toLowerCase();
  if (tag === "img") return element.getAttribute("alt") ?? "";
  if (tag === "svg") return element.getAttribute("role") === "img" ? nameOf(element) : "";
  const label = element.getAttribute("aria-label");
  const inner = label ?? [...element.childNodes].map(contentName).join("");
  return blockLike(element) ? ` ${inner} ` : inner;
}

/**
 * An element's accessible name as markup gives it, for the cases the site
 * uses: aria-labelledby, aria-label, an <img>'s alt, an <svg>'s <title>, a
 * table's caption, a label's text for a form control, else its content (its
 * text and images' alt, hidden parts left out, with a space around what is
 * laid out as a block, as a browser does: see blockLike).
 */
export function nameOf(element: Element): string {
  const doc = element.ownerDocument;
  const clean = (text: string) => text.replace(/\s+/g, " ").trim();
  const labelledBy = element.getAttribute("aria-labelledby");
  if (labelledBy) return clean(labelledBy.split(/\s+/).map((id) => contentName(doc.getElementById(id) ?? doc.createElement("span"))).join(" "));
  const label = element.getAttribute("aria-label");
  if (label) return clean(label);
  const tag = element.tagName.toLowerCase();
  if (tag === "img") return clean(element.getAttribute("alt") ?? "");
  if (tag === "svg") return textOf(element.querySelector(":scope > title"));
  if (tag === "table") return textOf(element.querySelector(":scope > caption"));
  if (["input", "select", "textarea"].includes(tag)) {
    const labels = element.id ? [...doc.querySelectorAll(`label[for="${element.id}"]`)] : [];
    const wrapping = element.closest("label");
    return clean([...labels, ...(wrapping ? [wrapping] : [])].map(contentName).join(" "));
  }
  return clean([...element.childNodes].map(contentName).join(""));
}

/** Elements inside `scope` matching `selector` whose accessible name is `name` (the whole name) or matches the pattern. */
export function named(scope: ParentNode, selector: string, name: string | RegExp): Element[] {
  return [...scope.querySelectorAll(selector)].filter((element) => (typeof name === "string" ? nameOf(element) === name : name.test(nameOf(element))));
}

/** The one element inside `scope` matching `selector` with that name; fails naming what it looked for otherwise. */
export function theOne(scope: ParentNode, selector: string, name: string | RegExp): Element {
  const found = named(scope, selector, name);
  expect(found.length, `exactly one ${selector} named ${String(name)}`).toBe(1);
  return found[0]!;
}

/** Links (elements a browser gives the role "link"). */
export const LINKS = "a[href]";
/** Headings of any level, or of the given one. */
export const headingsAt = (level?: number) => (level ? `h${level}, [role=heading][aria-level="${level}"]` : "h1, h2, h3, h4, h5, h6, [role=heading]");
/** Landmarks and regions a screen reader lists by name. */
export const REGIONS = "section[aria-label], section[aria-labelledby], [role=region]";

/**
 * Whether the markup alone hides the element (or an ancestor) from a sighted
 * reader: the hidden attribute, aria-hidden (unless `decorative`: a picture
 * that is shown but left out of what a screen reader reads), the classes
 * that take it out of sight at every width (`hidden` without a breakpoint
 * that shows it again, `sr-only`, `invisible`), or a closed <details> around
 * it. What a stylesheet does beyond that needs a browser.
 */
export function hiddenByMarkup(element: Element, { decorative = false } = {}): boolean {
  for (let node: Element | null = element; node; node = node.parentElement) {
    if (node.hasAttribute("hidden") || (!decorative && node.getAttribute("aria-hidden") === "true")) return true;
    const classes = (node.getAttribute("class") ?? "").split(/\s+/);
    if (classes.includes("sr-only") || classes.includes("invisible")) return true;
    if (classes.includes("hidden") && !classes.some((c) => /^[a-z0-9]+:(block|flex|grid|inline|inline-block|inline-flex|table|contents)$/.test(c))) return true;
    // Inside a closed <details>, only its <summary> shows.
    if (node.tagName === "DETAILS" && node !== element && !node.hasAttribute("open") && !node.querySelector(":scope > summary")?.contains(element)) return true;
  }
  return false;
}

/** Fails unless the element exists and its markup shows it (`decorative`: see hiddenByMarkup). */
export function expectShown(element: Element | null | undefined, what: string, { decorative = false } = {}) {
  expect(element, `${what} is in the page`).toBeTruthy();
  expect(hiddenByMarkup(element!, { decorative }), `${what} is not hidden by its markup`).toBe(false);
}

/**
 * The elements whose text contains `text` (or matches it) and none of whose
 * children's does: where a reader sees those words, as a text search in the
 * browser finds them. Elements the markup hides are left out.
 */
export function withText(scope: ParentNode, text: string | RegExp): Element[] {
  const has = (element: Element) => (typeof text === "string" ? textOf(element).includes(text) : text.test(textOf(element)));
  return [...scope.querySelectorAll("*")].filter(
    (element) => !["SCRIPT", "STYLE", "TEMPLATE"].includes(element.tagName) && has(element) && ![...element.children].some(has) && !hiddenByMarkup(element),
  );
}
