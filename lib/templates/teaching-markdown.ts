/**
 * A template's teaching as its Markdown file writes it
 * (content/templates/<slug>.md), read back into the shape the page, the
 * search record and the word count use. The sections and headings are fixed
 * and are the ones the page shows:
 *
 *   ## What it is for {#purpose}        paragraphs
 *   ## When to use it {#when-to-use}    a list, then "### When not to use it" and a list
 *   ## How to fill it in {#how-to-fill} a numbered list, each item "**Part:** advice"
 *   ## Common mistakes {#mistakes}      a list
 */
import { ContentError } from "@/lib/markdown/front-matter";
import type { PlainBlock, PlainBody, PlainListItem } from "@/lib/markdown/plain-sections";
import type { TemplateProse } from "./schema";

export const templateTeachingSections = [
  { id: "purpose", heading: "What it is for" },
  { id: "when-to-use", heading: "When to use it" },
  { id: "how-to-fill", heading: "How to fill it in" },
  { id: "mistakes", heading: "Common mistakes" },
] as const;

export const whenNotToUseHeading = "When not to use it";

type Shape = "paragraphs" | "list" | "numbered list" | `### ${string}`;

/** The blocks of one section, checked against the shapes it must have, in order. */
function expectBlocks(file: string, id: string, blocks: readonly PlainBlock[], shapes: readonly Shape[]): PlainBlock[] {
  const matches = (block: PlainBlock | undefined, shape: Shape) =>
    shape === "paragraphs"
      ? block?.kind === "paragraph"
      : shape === "list" || shape === "numbered list"
        ? block?.kind === "list" && block.ordered === (shape === "numbered list")
        : block?.kind === "heading" && `### ${block.text}` === shape;
  const ok = shapes[0] === "paragraphs" ? blocks.length > 0 && blocks.every((block) => matches(block, "paragraphs")) : blocks.length === shapes.length && shapes.every((shape, i) => matches(blocks[i], shape));
  if (!ok) throw new ContentError(`${file}: the section {#${id}} must be ${shapes.join(", then ")}`);
  return [...blocks];
}

const texts = (file: string, items: readonly PlainListItem[]): string[] =>
  items.map((item) => {
    if (item.label !== undefined) throw new ContentError(`${file}: only "How to fill it in" items start with a bold part name ("${item.label}")`);
    return item.text;
  });

/** Teaching and mistakes from a body whose sections fixedSections has already checked. */
export function templateTeaching(file: string, body: PlainBody): Pick<TemplateProse, "teaching" | "mistakes"> {
  const [purpose, when, howTo, mistakes] = body.sections;
  const paragraphs = expectBlocks(file, "purpose", purpose!.blocks, ["paragraphs"]);
  const [use, , notUse] = expectBlocks(file, "when-to-use", when!.blocks, ["list", `### ${whenNotToUseHeading}`, "list"]);
  const [steps] = expectBlocks(file, "how-to-fill", howTo!.blocks, ["numbered list"]);
  const [mistakeList] = expectBlocks(file, "mistakes", mistakes!.blocks, ["list"]);
  const items = (block: PlainBlock | undefined) => (block?.kind === "list" ? block.items : []);
  return {
    teaching: {
      purpose: paragraphs.map((block) => (block.kind === "paragraph" ? block.text : "")),
      whenToUse: texts(file, items(use)),
      whenNotToUse: texts(file, items(notUse)),
      howToFill: items(steps).map((item) => {
        if (!item.label?.endsWith(":") || item.label.length < 2) throw new ContentError(`${file}: each "How to fill it in" item starts with its part in bold, e.g. "1. **Decision:** advice"`);
        return { part: item.label.slice(0, -1), advice: item.text };
      }),
    },
    mistakes: texts(file, items(mistakeList)),
  };
}
