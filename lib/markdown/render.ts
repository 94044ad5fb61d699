/**
 * The body of a content file, from Markdown to what a page renders: its `##`
 * sections, each a run of segments that are HTML strings (placed with
 * dangerouslySetInnerHTML, so React never walks the prose when it hydrates)
 * and, between them, the few pieces that are components (a drawn diagram, a
 * calculator). Runs at build time, on the server.
 *
 * The Markdown is CommonMark with GFM tables and these directives:
 * - `## Title {#id}` starts a section with a stable anchor id (`###` may carry one too);
 * - `:::note`, `:::tip`, `:::warning` (optionally `:::tip[Title]`): a callout;
 * - `Table: Caption` on the line before a table: the caption every data table needs;
 *   `Table: Caption {result="RICE score"}` also names the columns a phone's
 *   stacked card shows right after the row's name (lib/layout/data-table.ts), and
 *   `{layout="timeline"}` sets a sequence of steps (a plan's weeks) as cards along a line;
 * - `:::cards` around a list whose items start with a **bold title**: a grid of cards;
 *   `:::cards{tones="toward,against,..."}` edges each card in its side's colour (JTBD's four forces);
 * - `:::working[What it shows]` around a worked example's step-by-step arithmetic (tables,
 *   lists, paragraphs; no drawing): a closed disclosure, "Show the working: what it shows",
 *   so the result reads on and the working is one tap away;
 * - `::diagram{name="rice-score" caption="..."}`: a drawn figure (components/diagrams);
 * - `::calculator{name="rice"}`: the page's calculator;
 * - `:calc[1,200]{expr="riceScore(...)"}`: a figure the tests recompute (it renders as its text).
 */
import type { Element, ElementContent, Root as HastRoot, RootContent as HastNode } from "hast";
import type { Heading, Html, Link, Paragraph, PhrasingContent, Root, RootContent, Table } from "mdast";
import type { ContainerDirective, LeafDirective, TextDirective } from "mdast-util-directive";
import type { State } from "mdast-util-to-hast";
import { toString } from "mdast-util-to-string";
import rehypeStringify from "rehype-stringify";
import remarkDirective from "remark-directive";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype, { type Options as ToHastOptions } from "remark-rehype";
import { unified } from "unified";
import { visit } from "unist-util-visit";
import { diagramNames, type DiagramName } from "@/lib/diagrams/names";
import { ContentError } from "./front-matter";
import { calloutClasses, cardClasses, cardRowClasses, chevron, dataTableParts, element, externalLinkIcon, text, workingClasses, type CalloutTone } from "./html-parts";

export type Segment = { kind: "html"; html: string } | { kind: "diagram"; name: DiagramName; caption: string } | { kind: "calculator"; name: string };

export type RenderedSection = {
  id: string;
  title: string;
  /** The heading's inline markup as HTML (the title may hold code or emphasis). */
  titleHtml: string;
  segments: Segment[];
  /** Everything the section says, as plain text (search, reading time, word counts). */
  text: string;
  /** When the section opens with `:::cards`, its cards' titles (a folded section names them: lib/content/section-teaser.ts). */
  leadTitles?: string[];
};

export type RenderedBody = {
  /** What comes before the first `##` heading. */
  intro: Segment[];
  introText: string;
  sections: RenderedSection[];
};

/** Where a body came from, for messages that point at the line. */
export type Origin = { file: string; line: number };

const HEADING_ID = /\s*\{#([a-z0-9]+(?:-[a-z0-9]+)*)\}\s*$/;
const CALLOUTS = new Set<string>(["note", "tip", "warning"]);

const parser = unified().use(remarkParse).use(remarkGfm).use(remarkDirective);

/** Parses and renders a Markdown body. */
export function renderMarkdown(body: string, origin: Origin): RenderedBody {
  const tree = parser.runSync(parser.parse(body)) as Root;
  literalColons(tree);
  subheadingIds(tree);
  const where = (node: { position?: { start: { line: number } } }) => `${origin.file}:${origin.line + (node.position?.start.line ?? 1) - 1}`;
  const context: Context = { where, tables: 0 };

  const groups: { heading?: Heading; nodes: RootContent[] }[] = [{ nodes: [] }];
  for (const node of tree.children) {
    if (node.type === "heading" && node.depth === 1) throw new ContentError(`${where(node)}: no # heading in the body: the page's title is its front matter's title`);
    if (node.type === "heading" && node.depth === 2) groups.push({ heading: node, nodes: [] });
    else groups[groups.length - 1]!.nodes.push(node);
  }

  const [intro, ...rest] = groups;
  const ids = new Set<string>();
  const sections = rest.map(({ heading, nodes }) => {
    const { id, title } = headingParts(heading!, where);
    if (ids.has(id)) throw new ContentError(`${where(heading!)}: the section id "${id}" is used twice`);
    ids.add(id);
    const lead = leadCardTitles(nodes);
    return { id, title, titleHtml: inlineHtml(heading!, context), segments: segments(nodes, context), text: plainText(nodes), ...(lead.length > 0 ? { leadTitles: lead } : {}) };
  });
  return { intro: segments(intro!.nodes, context), introText: plainText(intro!.nodes), sections };
}

/**
 * Prose such as "LTV:CAC" or "Note:Do" parses as a text directive (`:CAC`).
 * Any directive but :calc that has no [label] and no {attributes} is such
 * prose and goes back to being text; one that has either is a mistake, and
 * the renderer reports it.
 */
export function literalColons(tree: Root) {
  visit(tree, "textDirective", (node: TextDirective, index, parent) => {
    if (node.name === "calc" || node.children.length > 0 || Object.keys(node.attributes ?? {}).length > 0 || !parent || index === undefined) return;
    (parent.children as PhrasingContent[])[index] = { type: "text", value: `:${node.name}` };
  });
}

/** Takes a trailing `{#id}` off a heading's text and returns the id (undefined when it has none). */
function takeHeadingId(heading: Heading): string | undefined {
  const last = heading.children[heading.children.length - 1];
  const match = last?.type === "text" ? HEADING_ID.exec(last.value) : null;
  if (!match || last?.type !== "text") return undefined;
  last.value = last.value.slice(0, match.index);
  return match[1]!;
}

/**
 * A `###` (or deeper) heading may end in `{#id}`: the id becomes the
 * heading's anchor and the braces never reach the page as text.
 */
export function subheadingIds(tree: Root) {
  visit(tree, "heading", (heading: Heading) => {
    if (heading.depth < 3) return;
    const id = takeHeadingId(heading);
    if (id) (heading.data ??= {}).hProperties = { ...heading.data.hProperties, id };
  });
}

/** The heading's text and its `{#id}`, which every section heading must have. */
export function headingParts(heading: Heading, where: (node: Heading) => string): { id: string; title: string } {
  const id = takeHeadingId(heading);
  if (!id) throw new ContentError(`${where(heading)}: a section heading needs an id, e.g. "## What it is {#what-it-is}"`);
  return { id, title: toString(heading).trim() };
}

/**
 * Plain text of some nodes, one space between blocks (paragraphs, list items,
 * table rows, figure captions), as a reader meets them: for search, reading
 * time and word counts. A table's "Table: " marker and result columns are not read.
 * A table row reads as one phrase, its cells joined by semicolons and ended
 * with a full stop ("A quarter to a year; Roadmap; What will we work on."):
 * run together, cells made search snippets such as "A quarter to a year
 * Roadmap What will we work on". The marks add no words to a count.
 */
function plainText(nodes: RootContent[]): string {
  const out: string[] = [];
  const walk = (node: RootContent) => {
    if (node.type === "tableRow") {
      const cells = node.children.map((cell) => toString(cell, { includeImageAlt: false }).trim()).filter(Boolean);
      const row = cells.map((cell, index) => (index < cells.length - 1 && !/[.;:!?]$/.test(cell) ? `${cell};` : cell)).join(" ");
      if (row) out.push(/[.!?]$/.test(row) ? row : `${row}.`);
    } else if (node.type === "paragraph" || node.type === "heading") {
      const value = toString(node, { includeImageAlt: false });
      // A table's caption line: its "Table: " marker and its {result="..."} options are markup, not words.
      out.push(value.startsWith("Table:") ? value.replace(/^Table:\s*/, "").replace(TABLE_OPTIONS, "") : value);
    } else if (node.type === "leafDirective") {
      if (node.attributes?.caption) out.push(node.attributes.caption);
    } else if ("children" in node) (node.children as RootContent[]).forEach(walk);
  };
  nodes.forEach(walk);
  return out.join(" ").replace(/\s+/g, " ").trim();
}

type Context = {
  where: (node: { position?: { start: { line: number } } }) => string;
  tables: number;
  /** One processor per body, made on first use: its handlers read this context (line numbers, table count). */
  toHast?: ReturnType<typeof toHastProcessor>;
};
const toHastProcessor = (context: Context) => unified().use(remarkRehype, toHastOptions(context)).use(rehypeStringify);

/** Splits nodes into HTML runs and component segments. */
function segments(nodes: RootContent[], context: Context): Segment[] {
  const out: Segment[] = [];
  let run: RootContent[] = [];
  const flush = () => {
    if (run.length) out.push({ kind: "html", html: toHtml(run, context) });
    run = [];
  };
  for (const node of nodes) {
    if (node.type === "leafDirective" && (node.name === "diagram" || node.name === "calculator")) {
      flush();
      const name = node.attributes?.name;
      if (!name) throw new ContentError(`${context.where(node)}: ::${node.name} needs a name, e.g. ::${node.name}{name="rice-score"}`);
      if (node.name === "calculator") out.push({ kind: "calculator", name });
      else {
        const caption = node.attributes?.caption;
        if (!caption) throw new ContentError(`${context.where(node)}: ::diagram{name="${name}"} needs a caption that says where its content is given as text`);
        if (!(diagramNames as readonly string[]).includes(name)) {
          throw new ContentError(`${context.where(node)}: there is no diagram "${name}" (components/diagrams has ${diagramNames.join(", ")})`);
        }
        out.push({ kind: "diagram", name: name as DiagramName, caption });
      }
    } else run.push(node);
  }
  flush();
  return out;
}

/** A heading's children as HTML, without the heading element. */
function inlineHtml(heading: Heading, context: Context): string {
  return toHtml([{ type: "paragraph", children: heading.children }], context).replace(/^<p>|<\/p>$/g, "");
}

function toHtml(nodes: RootContent[], context: Context): string {
  const root: Root = { type: "root", children: withTableCaptions(nodes, context) };
  const processor = (context.toHast ??= toHastProcessor(context));
  return processor.stringify(processor.runSync(root) as HastRoot);
}

/**
 * `{result="Column, Column" tint="B, P"}` at the end of a `Table:` line: the
 * columns a phone's stacked cards lead with, and the cell values coloured as
 * categories (a lookup table of letters, such as Kano's evaluation table).
 */
const TABLE_OPTIONS = /\s*\{((?:\s*(?:result|tint|layout)="[^"]+")+)\s*\}$/;

const list = (value: string | undefined) => value?.split(",").map((name) => name.trim()) ?? [];

/** A `Table: Caption {result="..." tint="..."}` paragraph's caption, result columns and tinted values; null for any other paragraph. */
export function tableCaptionLine(paragraph: string): { caption: string; results: string[]; tints: string[]; layout?: "timeline" } | null {
  const line = /^Table:\s*(.+)$/s.exec(paragraph.trim())?.[1];
  if (!line) return null;
  const options = TABLE_OPTIONS.exec(line);
  const value = (key: string) => (options ? new RegExp(`${key}="([^"]+)"`).exec(options[1]!)?.[1] : undefined);
  const layout = value("layout");
  if (layout !== undefined && layout !== "timeline") throw new ContentError(`a table's layout can only be "timeline", not "${layout}"`);
  return { caption: options ? line.slice(0, options.index) : line, results: list(value("result")), tints: list(value("tint")), ...(layout ? { layout } : {}) };
}

/**
 * Tables take their caption from a `Table: ...` paragraph just before them; a
 * data table without one is an error (a screen reader names it by it).
 */
function withTableCaptions(nodes: RootContent[], context: Context): RootContent[] {
  const out: RootContent[] = [];
  for (let i = 0; i < nodes.length; i++) {
    const node = nodes[i]!;
    const next = nodes[i + 1];
    const { caption, results, tints, layout } = (node.type === "paragraph" && tableCaptionLine(toString(node))) || {};
    if (caption && next?.type === "table") {
      // Properties hold strings: the result columns and tinted values travel comma-separated.
      (next.data ??= {}).hProperties = { caption, results: results?.join(",") ?? "", tints: tints?.join(",") ?? "", layout: layout ?? "" };
      continue;
    }
    if (caption) throw new ContentError(`${context.where(node)}: "Table: ..." must come right before a table`);
    if (node.type === "table" && !(node.data?.hProperties as { caption?: string } | undefined)?.caption) {
      throw new ContentError(`${context.where(node)}: a table needs a caption on the line before it ("Table: What the table shows")`);
    }
    out.push(node);
  }
  return out;
}

function toHastOptions(context: Context): ToHastOptions {
  return {
    handlers: {
      containerDirective(state, node: ContainerDirective) {
        if (CALLOUTS.has(node.name)) {
          const [first, ...body] = node.children;
          const labelled = first?.type === "paragraph" && (first.data as { directiveLabel?: boolean } | undefined)?.directiveLabel;
          const title = labelled ? toString(first) : undefined;
          const content = state.all({ type: "root", children: labelled ? body : node.children } as Root) as ElementContent[];
          return callout(node.name as CalloutTone, title, content);
        }
        if (node.name === "cards") return cards(state, node, context);
        if (node.name === "working") return working(state, node, context);
        throw new ContentError(`${context.where(node)}: unknown block :::${node.name} (use :::note, :::tip, :::warning, :::cards or :::working)`);
      },
      leafDirective(_state, node: LeafDirective) {
        throw new ContentError(`${context.where(node)}: unknown ::${node.name} (use ::diagram or ::calculator on a line of their own)`);
      },
      textDirective(state, node: TextDirective) {
        if (node.name === "calc") return state.all(node as unknown as Paragraph) as ElementContent[];
        throw new ContentError(`${context.where(node)}: unknown :${node.name}[...] (use :calc[shown]{expr="..."})`);
      },
      table(state, node: Table) {
        return table(state, node, context);
      },
      // Raw HTML, comments included, is never content: a "<!-- note -->" hid nothing and the
      // drawing brief after it was printed on two guides. The build names the file and line.
      html(_state, node: Html) {
        throw new ContentError(`${context.where(node)}: raw HTML or an HTML comment ("${node.value.slice(0, 40)}") is not allowed in content; write Markdown, and keep notes to writers out of the file`);
      },
      link(state, node: Link) {
        const children = state.all(node) as ElementContent[];
        if (!/^https?:\/\//i.test(node.url)) return { type: "element", tagName: "a", properties: { href: node.url }, children };
        return externalLink(node.url, children, node.children);
      },
    },
  };
}


function callout(tone: CalloutTone, title: string | undefined, content: ElementContent[]): Element {
  return element("div", { role: "note", className: calloutClasses(tone) }, [
    ...(title ? [element("p", { className: "font-semibold" }, [text(title)])] : []),
    element("div", { className: title ? "mt-1" : undefined }, content),
  ]);
}

/**
 * A worked example's arithmetic behind a disclosure (<details>, no script): the
 * steps stay in the page (search, the figures test, a reader who opens it) but
 * a long explainer no longer scrolls past them to reach the result.
 */
function working(state: State, node: ContainerDirective, context: Context): Element {
  const [first, ...rest] = node.children;
  const labelled = first?.type === "paragraph" && (first.data as { directiveLabel?: boolean } | undefined)?.directiveLabel;
  if (!labelled) throw new ContentError(`${context.where(node)}: :::working needs a label saying what the working shows (:::working[the four crossings])`);
  if (!rest.length) throw new ContentError(`${context.where(node)}: :::working holds the steps it hides`);
  const content = state.all({ type: "root", children: withTableCaptions(rest, context) } as Root) as ElementContent[];
  const parts = workingClasses();
  return element("details", { className: parts.details, dataWorking: "" }, [
    element("summary", { className: parts.summary }, [
      element("span", {}, [element("span", { className: "font-semibold text-foreground" }, [text("Show the working: ")]), ...(state.all(first) as ElementContent[])]),
      chevron(),
    ]),
    element("div", { className: parts.body }, content),
  ]);
}

/** The titles of the `:::cards` a section opens with (each item's leading **bold title**); none when it opens otherwise. */
function leadCardTitles(nodes: RootContent[]): string[] {
  const first = nodes[0];
  if (first?.type !== "containerDirective" || first.name !== "cards") return [];
  const list = first.children.find((child) => child.type === "list");
  if (list?.type !== "list") return [];
  return list.children.flatMap((item) => {
    const para = item.children[0];
    const strong = para?.type === "paragraph" ? para.children[0] : undefined;
    return strong?.type === "strong" ? [toString(strong)] : [];
  });
}

function cards(state: State, node: ContainerDirective, context: Context): Element {
  const list = node.children.find((child) => child.type === "list");
  if (!list || list.type !== "list" || node.children.length !== 1) throw new ContentError(`${context.where(node)}: :::cards holds one list, one card per item`);
  const classes = cardClasses();
  // An odd number of cards is a list of rows (cardRowClasses says why).
  const rows = list.children.length % 2 === 1 && list.children.length > 1 ? cardRowClasses() : undefined;
  // `{tones="toward,toward,against,against"}`: each card's side in a tug of forces, edged in the colour its drawing gives it.
  const tones = (node.attributes?.tones ?? "").split(",").map((tone) => tone.trim()).filter(Boolean);
  if (tones.some((tone) => tone !== "toward" && tone !== "against")) throw new ContentError(`${context.where(node)}: a card's tone is "toward" or "against"`);
  if (tones.length > 0 && tones.length !== list.children.length) throw new ContentError(`${context.where(node)}: give one tone per card (${list.children.length}), or none`);
  return element(
    "ul",
    { className: rows ? rows.list : classes.grid },
    list.children.map((item, index) => {
      const [para, ...more] = item.children;
      const strong = para?.type === "paragraph" ? para.children[0] : undefined;
      if (!para || para.type !== "paragraph" || strong?.type !== "strong") {
        throw new ContentError(`${context.where(item)}: each card starts with its **title**`);
      }
      // The text after the title, without the separator before it. A copy, not an edit of the
      // tree: the section's plain text (search snippets) is read from the same tree afterwards,
      // and an edited node glued the title to its text there ("Better decisionsComparing").
      const [first, ...others] = para.children.slice(1);
      const lead = first?.type === "text" ? [{ ...first, value: first.value.replace(/^[\s:.–—-]+/, "") }] : first ? [first] : [];
      const body: Paragraph = { type: "paragraph", children: [...lead, ...others] as PhrasingContent[] };
      if (rows) {
        return element("li", { className: rows.row }, [
          element("p", { className: rows.title }, state.all(strong) as ElementContent[]),
          element("div", {}, [element("p", { className: rows.text }, state.all(body) as ElementContent[]), ...(more.flatMap((child) => state.one(child, item) ?? []) as ElementContent[])]),
        ]);
      }
      return element("li", { className: classes.cell }, [
        element("div", { className: classes.card, ...(tones[index] ? { dataCardTone: tones[index] } : {}) }, [
          element("p", { className: "font-semibold" }, state.all(strong) as ElementContent[]),
          element("p", { className: "mt-2 text-base text-muted" }, state.all(body) as ElementContent[]),
          ...(more.flatMap((child) => state.one(child, item) ?? []) as ElementContent[]),
        ]),
      ]);
    }),
  );
}

function table(state: State, node: Table, context: Context): Element {
  const { caption = "", results: resultList = "", tints: tintList = "", layout = "" } = (node.data?.hProperties as { caption?: string; results?: string; tints?: string; layout?: string } | undefined) ?? {};
  const results = resultList ? resultList.split(",") : [];
  const tints = tintList ? tintList.split(",") : [];
  const [head, ...body] = node.children;
  const cells = (row: typeof head) => (row?.children ?? []).map((cell) => ({ text: toString(cell), hast: state.all(cell) as ElementContent[] }));
  const headers = cells(head);
  const rows = body.map(cells);
  context.tables += 1;
  try {
    return dataTableParts({ captionId: `table-${context.tables}`, caption, headers, rows, results, tints, ...(layout === "timeline" ? { layout } : {}) }) as Element;
  } catch (error) {
    throw new ContentError(`${context.where(node)}: ${(error as Error).message}`);
  }
}

function externalLink(url: string, children: ElementContent[], source: PhrasingContent[]): Element {
  const icon = externalLinkIcon();
  // A plain-text label keeps its last word with the icon when it wraps.
  if (source.length === 1 && source[0]?.type === "text") {
    const label = source[0].value;
    const cut = label.lastIndexOf(" ") + 1;
    children = [text(label.slice(0, cut)), element("span", { className: "whitespace-nowrap" }, [text(label.slice(cut)), icon])];
  } else children = [...children, icon];
  return element("a", { href: url, target: "_blank", rel: ["noopener", "noreferrer"] }, [
    ...children,
    element("span", { className: "sr-only" }, [text(" (opens in a new tab)")]),
  ]);
}

export type { HastNode };
