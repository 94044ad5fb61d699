/**
 * A Markdown body read as plain text, block by block, for prose a page shows
 * as React text rather than as rendered HTML (a template's teaching: its
 * paragraphs, list items and "**Part:** advice" steps keep the markup they
 * always had). Markup such a page cannot show (emphasis, links, code, tables,
 * quotes) is refused with the file and line instead of being lost. A
 * `:calc[shown]{expr="..."}` figure reads as its shown text, so the figures
 * test can recompute it; lines wrapped inside a paragraph join with a space.
 */
import type { Heading, List, PhrasingContent, Root, RootContent } from "mdast";
import type { TextDirective } from "mdast-util-directive";
import { toString } from "mdast-util-to-string";
import remarkDirective from "remark-directive";
import remarkParse from "remark-parse";
import { unified } from "unified";
import { ContentError } from "./front-matter";
import { headingParts, literalColons, subheadingIds, type Origin } from "./render";

/** A list item; `label` is its leading bold text ("**Decision:** ..." gives "Decision:"), `text` what follows it. */
export type PlainListItem = { label?: string; text: string };
export type PlainBlock =
  | { kind: "paragraph"; text: string }
  | { kind: "list"; ordered: boolean; items: PlainListItem[] }
  /** A `###` heading inside a section. */
  | { kind: "heading"; text: string };
export type PlainSection = { id: string; title: string; blocks: PlainBlock[] };
export type PlainBody = { introText: string; sections: PlainSection[] };

const parser = unified().use(remarkParse).use(remarkDirective);

export function plainSections(body: string, origin: Origin): PlainBody {
  const tree = parser.runSync(parser.parse(body)) as Root;
  literalColons(tree);
  subheadingIds(tree);
  const where = (node: { position?: { start: { line: number } } }) => `${origin.file}:${origin.line + (node.position?.start.line ?? 1) - 1}`;
  const fail = (node: RootContent | PhrasingContent, what: string): never => {
    throw new ContentError(`${where(node)}: ${what}: this text is shown as plain text, so write paragraphs and lists of words only`);
  };

  const inline = (nodes: PhrasingContent[]): string =>
    nodes
      .map((node) => {
        if (node.type === "text") return node.value;
        if (node.type === "textDirective" && (node as TextDirective).name === "calc") return toString(node);
        return fail(node, `${node.type} is not allowed here`);
      })
      .join("")
      .replace(/\s*\n\s*/g, " ");

  const listItems = (list: List): PlainListItem[] =>
    list.children.map((item) => {
      const [para, ...more] = item.children;
      if (!para || para.type !== "paragraph" || more.length > 0) return fail(item, "a list item is one paragraph");
      const [first, ...rest] = para.children;
      if (first?.type !== "strong") return { text: inline(para.children) };
      return { label: inline(first.children), text: inline(rest).replace(/^\s+/, "") };
    });

  const block = (node: RootContent): PlainBlock => {
    if (node.type === "paragraph") return { kind: "paragraph", text: inline(node.children) };
    if (node.type === "list") return { kind: "list", ordered: Boolean(node.ordered), items: listItems(node) };
    if (node.type === "heading" && node.depth === 3) return { kind: "heading", text: inline(node.children) };
    return fail(node, node.type === "heading" ? `a level-${node.depth} heading is not allowed here` : `${node.type} is not allowed here`);
  };

  const intro: RootContent[] = [];
  const sections: PlainSection[] = [];
  const ids = new Set<string>();
  for (const node of tree.children) {
    if (node.type === "heading" && node.depth === 2) {
      const { id, title } = headingParts(node as Heading, where);
      if (ids.has(id)) throw new ContentError(`${where(node)}: the section id "${id}" is used twice`);
      ids.add(id);
      sections.push({ id, title, blocks: [] });
    } else if (sections.length === 0) intro.push(node);
    else sections[sections.length - 1]!.blocks.push(block(node));
  }
  return { introText: intro.map((node) => toString(node)).join(" ").trim(), sections };
}
