import { describe, expect, it } from "vitest";
import { resourceLinkSchema, topicLessonFrontMatter } from "@/lib/content/schemas";
import { parseMarkdownDocument } from "@/lib/markdown/document";

const resource = (url: string) => ({ title: "A resource", description: "What the resource teaches, in a sentence.", url, type: "article" });
const messages = (url: string) => {
  const result = resourceLinkSchema.safeParse(resource(url));
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe("a curated resource's link", () => {
  it("accepts an https address or a path on this site", () => {
    expect(messages("https://martinfowler.com/articles/microservices.html")).toEqual([]);
    expect(messages("/frameworks/rice-scoring")).toEqual([]);
  });

  it("says what is wrong with any other link, not just that it is invalid", () => {
    expect(messages("http://martinfowler.com/")).toContain("external links must use https");
    expect(messages("https://example.com/a")).toContain("no placeholder domains");
  });

  it("fails a topic file's front matter naming the file, the line and the field", () => {
    const source = ["---", "topic: Widgets", "resources:", ...[1, 2, 3].flatMap((n) => [`  - title: "Resource ${n}"`, '    description: "What the resource teaches, in a sentence."', `    url: "${n === 2 ? "http" : "https"}://martinfowler.com/${n}"`, '    type: "article"']), "---", "", "## What it is {#what}", "", "Text."].join("\n");
    expect(() => parseMarkdownDocument(source, "content/mastery/lessons/x/widgets.md", topicLessonFrontMatter)).toThrow(/widgets\.md:\d+: resources\.1\.url: external links must use https/);
  });
});
