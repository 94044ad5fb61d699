/**
 * Front matter: the YAML block between `---` lines at the top of a content
 * file, validated by a zod schema. A bad file stops the build with its path,
 * the line of the field and what is wrong, e.g.
 *   content/frameworks/rice-scoring.md:4: summary: Too small: expected string to have >=50 characters
 */
import { isMap, isSeq, LineCounter, parseDocument, type Node as YamlNode } from "yaml";
import type { z } from "zod";

export type SplitFile = {
  /** The front matter, parsed (not yet validated). */
  data: unknown;
  /** The Markdown after the front matter. */
  body: string;
  /** Line (1-based) of the body's first line in the file, for messages about the body. */
  bodyLine: number;
  /** Line of a front-matter field by its path (["sources", 1, "url"]), or of the nearest field above it. */
  lineOf: (path: readonly PropertyKey[]) => number;
};

export class ContentError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ContentError";
  }
}

/** Splits a Markdown file into its front matter (parsed YAML, with line numbers) and body. */
export function splitFrontMatter(source: string, file: string): SplitFile {
  const text = source.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n");
  const match = /^---\n([\s\S]*?)\n---(?:\n|$)/.exec(text);
  if (!match) throw new ContentError(`${file}:1: the file must start with front matter between two --- lines`);
  const yamlText = match[1] ?? "";
  const counter = new LineCounter();
  const doc = parseDocument(yamlText, { lineCounter: counter, prettyErrors: false });
  if (doc.errors.length) {
    const error = doc.errors[0]!;
    const line = (error.linePos?.[0]?.line ?? 1) + 1;
    throw new ContentError(`${file}:${line}: front matter is not valid YAML: ${error.message.split("\n")[0]}`);
  }
  // Front matter starts on line 2 (line 1 is the opening ---).
  const lineOf = (path: readonly PropertyKey[]) => {
    let node: unknown = doc.contents;
    let line = 1;
    for (const key of path) {
      if (isMap(node)) {
        const pair = node.items.find((item) => (item.key as { value?: unknown } | null)?.value === key);
        if (!pair) break;
        const at = (pair.key as YamlNode | null)?.range?.[0];
        if (at !== undefined) line = counter.linePos(at).line;
        node = pair.value;
      } else if (isSeq(node) && typeof key === "number") {
        const item = node.items[key] as YamlNode | undefined;
        if (!item) break;
        const at = item.range?.[0];
        if (at !== undefined) line = counter.linePos(at).line;
        node = item;
      } else break;
    }
    return line + 1;
  };
  const bodyLine = text.slice(0, match[0].length).split("\n").length;
  return { data: doc.toJS(), body: text.slice(match[0].length), bodyLine, lineOf };
}

/**
 * Validates front matter with `schema`; on failure throws one line per
 * problem: `file:line: field.path: message`.
 */
export function validateFrontMatter<S extends z.ZodType>(schema: S, split: SplitFile, file: string): z.infer<S> {
  const result = schema.safeParse(split.data);
  if (result.success) return result.data;
  const lines = issueLines(result.error, "(front matter)", (issue) => `${file}:${split.lineOf(issue.path)}: `);
  throw new ContentError(`Invalid front matter in ${file}:\n${lines.join("\n")}`);
}

/** One line per zod issue, "field.path: message", each after `prefix(issue)`; `whole` names an issue about the value itself. */
export function issueLines(error: z.ZodError, whole: string, prefix: (issue: z.core.$ZodIssue) => string = () => ""): string[] {
  return error.issues.map((issue) => `${prefix(issue)}${issue.path.length ? issue.path.join(".") : whole}: ${issue.message}`);
}
