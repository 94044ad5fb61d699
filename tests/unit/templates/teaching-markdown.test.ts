/**
 * A template's teaching Markdown: read back as plain text into the page's
 * shape, and refused with the file named when a section is missing, renamed
 * or holds markup the page cannot show. Bodies here are made up.
 */
import { describe, expect, it } from "vitest";
import { fixedSections } from "@/content/markdown-folder";
import { plainSections } from "@/lib/markdown/plain-sections";
import { templateTeaching, templateTeachingSections } from "@/lib/templates/teaching-markdown";

const file = "content/templates/x.md";
const body = (parts: Partial<Record<"purpose" | "when" | "how" | "mistakes", string>> = {}) =>
  [
    "## What it is for {#purpose}",
    parts.purpose ?? "First paragraph,\nwrapped.\n\nSecond :calc[15]{expr=\"strong\"} paragraph.",
    "## When to use it {#when-to-use}",
    parts.when ?? "- Use A.\n- Use B.\n\n### When not to use it\n\n- Not C.\n- Not D.",
    "## How to fill it in {#how-to-fill}",
    parts.how ?? "1. **Decision:** Advice one.\n2. **Context:** Advice two.",
    "## Common mistakes {#mistakes}",
    parts.mistakes ?? "- Mistake one.\n- Mistake two.",
  ].join("\n\n");
const read = (source: string) => {
  const plain = plainSections(source, { file, line: 1 });
  fixedSections(file, plain, templateTeachingSections);
  return templateTeaching(file, plain);
};

describe("template teaching Markdown", () => {
  it("reads paragraphs, lists and part/advice steps as plain text", () => {
    const { teaching, mistakes } = read(body());
    expect(teaching.purpose).toEqual(["First paragraph, wrapped.", "Second 15 paragraph."]);
    expect(teaching.whenToUse).toEqual(["Use A.", "Use B."]);
    expect(teaching.whenNotToUse).toEqual(["Not C.", "Not D."]);
    expect(teaching.howToFill).toEqual([
      { part: "Decision", advice: "Advice one." },
      { part: "Context", advice: "Advice two." },
    ]);
    expect(mistakes).toEqual(["Mistake one.", "Mistake two."]);
  });

  it("fails naming the file when a section is missing or renamed", () => {
    expect(() => read(body().replace("## Common mistakes {#mistakes}", "## Mistakes {#mistakes}"))).toThrow(/content\/templates\/x\.md: the body must be exactly these sections/);
    expect(() => read(body().replace(/## How to fill it in[\s\S]*?(?=## Common)/, ""))).toThrow(/content\/templates\/x\.md/);
  });

  it("fails on markup the page would show as plain text, with the line", () => {
    expect(() => read(body({ purpose: "Some *emphasis* here." }))).toThrow(/content\/templates\/x\.md:3: emphasis is not allowed/);
    expect(() => read(body({ mistakes: "- A [link](/x)." }))).toThrow(/link is not allowed/);
  });

  it("fails when a section has the wrong shape", () => {
    expect(() => read(body({ when: "- Use A.\n- Use B." }))).toThrow(/\{#when-to-use\} must be list, then ### When not to use it, then list/);
    expect(() => read(body({ how: "1. Advice without a part." }))).toThrow(/starts with its part in bold/);
    expect(() => read(body({ how: "- **Decision:** Not numbered." }))).toThrow(/\{#how-to-fill\} must be numbered list/);
  });
});
