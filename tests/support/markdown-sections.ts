/**
 * The structure of a rendered Markdown section (lib/markdown/render.ts), read
 * back from what a reader gets: its segments (drawn diagrams, calculators)
 * and the markup of its HTML segments, parsed with jsdom. For the tests that
 * check structure ("the worked example has a table", "the five categories
 * are cards with these titles", "the diagram sits right above the table");
 * prose is read from `section.text`.
 *
 * A section's blocks come back in reading order, in the shapes content used
 * to be typed in: paragraphs, lists, card grids, callouts, tables (caption,
 * header cells, body rows as cell text), diagrams, and anything else
 * (a `###` heading, a quote, code) as "other".
 */
import { JSDOM } from "jsdom";
import type { DiagramName } from "@/lib/diagrams/names";
import type { RenderedSection } from "@/lib/markdown/render";

export type SectionBlock =
  | { kind: "p"; text: string }
  | { kind: "ul"; items: string[] }
  | { kind: "ol"; items: string[] }
  | { kind: "cards"; items: { title: string; text: string }[] }
  | { kind: "callout"; title?: string; text: string }
  | { kind: "table"; caption: string; headers: string[]; rows: string[][] }
  | { kind: "diagram"; name: DiagramName; caption: string }
  | { kind: "calculator"; name: string }
  | { kind: "other"; tag: string; text: string };

export type SectionTable = Extract<SectionBlock, { kind: "table" }>;

type Section = Pick<RenderedSection, "segments">;
type PageWithSections = { slug: string; sections: readonly RenderedSection[] };

const { document } = new JSDOM("").window;

/** Elements laid out as blocks: their text is kept apart from the text around them by a space. */
const BLOCK_TAGS = new Set("address article aside blockquote br dd details div dl dt figcaption figure footer h1 h2 h3 h4 h5 h6 header hr li ol p pre section table tbody td th thead tr ul".split(" "));

/**
 * An element's visible text, white space collapsed, blocks a space apart.
 * Text for screen readers only (an external link's "(opens in a new tab)")
 * and anything hidden from them (icons, the table's scroll hint) is left out.
 */
export function visibleText(node: Node): string {
  const out: string[] = [];
  const walk = (current: Node) => {
    if (current.nodeType === current.TEXT_NODE) {
      out.push(current.nodeValue ?? "");
      return;
    }
    if (current.nodeType !== current.ELEMENT_NODE && current.nodeType !== current.DOCUMENT_FRAGMENT_NODE) return;
    const element = current as Element;
    if (current.nodeType === current.ELEMENT_NODE && (element.classList.contains("sr-only") || element.getAttribute("aria-hidden") === "true")) return;
    const block = current.nodeType === current.ELEMENT_NODE && BLOCK_TAGS.has(element.tagName.toLowerCase());
    if (block) out.push(" ");
    current.childNodes.forEach(walk);
    if (block) out.push(" ");
  };
  walk(node);
  return out.join("").replace(/\s+/g, " ").trim();
}

const parsed = new WeakMap<Section, SectionBlock[]>();

/** The blocks of a section, in reading order. */
export function sectionBlocks(section: Section): SectionBlock[] {
  const cached = parsed.get(section);
  if (cached) return cached;
  const blocks = section.segments.flatMap((segment): SectionBlock[] => {
    switch (segment.kind) {
      case "diagram":
        return [{ kind: "diagram", name: segment.name, caption: segment.caption }];
      case "calculator":
        return [{ kind: "calculator", name: segment.name }];
      case "html":
        return htmlBlocks(segment.html);
    }
  });
  parsed.set(section, blocks);
  return blocks;
}

/** Parses one HTML segment into blocks (its top-level elements). */
export function htmlBlocks(html: string): SectionBlock[] {
  const template = document.createElement("template");
  template.innerHTML = html;
  return [...template.content.children].map((element) => blockOf(element, template.content));
}

function blockOf(element: Element, root: DocumentFragment): SectionBlock {
  const tag = element.tagName.toLowerCase();
  if (tag === "p") return { kind: "p", text: visibleText(element) };
  // A `:::cards` block: a grid of cards (each <li> holds a card), or, for an odd number, one list of rows (each <li> is the card).
  if (tag === "ul" && (element.classList.contains("grid") || element.classList.contains("card-rows"))) {
    const rows = element.classList.contains("card-rows");
    return {
      kind: "cards",
      items: [...element.children].map((item) => {
        const [title, ...rest] = [...((rows ? item : item.firstElementChild)?.children ?? [])];
        return { title: title ? visibleText(title) : "", text: rest.map(visibleText).join(" ").trim() };
      }),
    };
  }
  if (tag === "ul" || tag === "ol") {
    const items = [...element.children].filter((child) => child.tagName.toLowerCase() === "li").map(visibleText);
    return tag === "ul" ? { kind: "ul", items } : { kind: "ol", items };
  }
  if (tag === "div" && element.getAttribute("role") === "note") {
    const title = element.querySelector(":scope > p");
    const body = element.querySelector(":scope > div");
    return { kind: "callout", ...(title ? { title: visibleText(title) } : {}), text: body ? visibleText(body) : "" };
  }
  const table = tag === "table" ? element : element.querySelector(":scope table");
  if (table && (tag === "table" || element.querySelector(":scope > div[role=region]"))) {
    const captionId = table.getAttribute("aria-labelledby");
    const caption = captionId ? (root.getElementById(captionId) ?? element.querySelector(`[id="${captionId}"]`)) : null;
    return {
      kind: "table",
      caption: caption ? visibleText(caption) : "",
      headers: [...table.querySelectorAll("thead th")].map(visibleText),
      rows: [...table.querySelectorAll("tbody tr")].map((row) => [...row.querySelectorAll("td, th")].map(visibleText)),
    };
  }
  return { kind: "other", tag, text: visibleText(element) };
}

/** The section with this id, or an error naming the page. */
export function sectionOf(page: PageWithSections, sectionId: string): RenderedSection {
  const section = page.sections.find((entry) => entry.id === sectionId);
  if (!section) throw new Error(`${page.slug} has no section ${sectionId}`);
  return section;
}

/** The section's blocks of one kind, in order. */
export function blocksOfKind<K extends SectionBlock["kind"]>(section: Section, kind: K): Extract<SectionBlock, { kind: K }>[] {
  return sectionBlocks(section).filter((block): block is Extract<SectionBlock, { kind: K }> => block.kind === kind);
}

/** The section's data tables, parsed from its HTML: caption, header cells, body rows. */
export function sectionTables(section: Section): SectionTable[] {
  return blocksOfKind(section, "table");
}

/** The `index`th table of a page's section, or an error saying which is missing. */
export function tableIn(page: PageWithSections, sectionId: string, index = 0): SectionTable {
  const found = sectionTables(sectionOf(page, sectionId))[index];
  if (!found) throw new Error(`${page.slug}#${sectionId} has no table ${index}`);
  return found;
}

/** Every visible string of a block, in reading order (as lib/content/text.ts's blockStrings read typed blocks). */
export function sectionBlockStrings(block: SectionBlock): string[] {
  switch (block.kind) {
    case "p":
    case "other":
      return [block.text];
    case "ul":
    case "ol":
      return block.items;
    case "callout":
      return [block.title ?? "", block.text];
    case "table":
      return [block.caption, ...block.headers, ...block.rows.flat()];
    case "cards":
      return block.items.flatMap((item) => [item.title, item.text]);
    case "diagram":
      return [block.caption];
    case "calculator":
      return [];
  }
}

/**
 * A page's text one block string per line (a paragraph, a list item, a table
 * cell, a card's title or text...), for checks that need to know where a
 * string ends: `section.text` runs them together, one space apart.
 */
export function pageLines(page: PageWithSections): string[] {
  return page.sections.flatMap((section) => sectionBlocks(section).flatMap(sectionBlockStrings));
}
