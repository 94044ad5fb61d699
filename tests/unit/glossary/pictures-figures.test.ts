/**
 * The glossary terms' own drawings state only figures their page states or
 * lib/glossary/pictures computes (tests/unit/glossary/pictures.test.ts):
 * every number in a drawing's labels and description must appear in its
 * term's Markdown, be an axis tick, or be one of the computed figures listed
 * here with the function that gives it.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { diagrams } from "@/components/diagrams";
import { glossaryTermPages } from "@/content/glossary-terms";
import { breakEvenChanges, cumulativeDays, gapInPoints, remainingShare, wholePercent } from "@/lib/glossary/pictures";
import type { DiagramName } from "@/lib/diagrams/names";

/** Numbers a drawing may state beyond its page's text: axis ticks, and sums computed in lib/glossary/pictures. */
const beyondText: Partial<Record<DiagramName, readonly string[]>> = {
  "churn-compounding": ["0%", "50%", "100%", "0", "3", "6", "9", wholePercent(remainingShare(0.03, 12)), String(gapInPoints(remainingShare(0.03, 12), remainingShare(0.05, 12)))],
  "retention-curve": ["0%", "50%", "100%", "0", "8"],
  "velocity-forecast": ["1", "2", "3", "4", "5"],
  "technical-debt-interest": [
    "0",
    "50",
    "100",
    "3",
    "6",
    "9",
    String(cumulativeDays(0, 11, 12)),
    String(cumulativeDays(30, 5, 12)),
    String(breakEvenChanges(30, 11, 5)),
    String(cumulativeDays(0, 11, breakEvenChanges(30, 11, 5))),
  ],
  "pmf-survey": ["0%", "20%", "60%"],
  "okr-tree": ["1", "2", "3"],
  "activation-split": [wholePercent(1 - 0.4), wholePercent(1 - 0.52)],
  "ab-test-arms": ["0"],
};

const own = new Set(Object.keys(beyondText).concat(["stakeholder-grid", "user-story-card"]));
const numberPattern = /\d+(?:,\d{3})*(?:\.\d+)?%?/g;

function statedNumbers(markup: string): string[] {
  const text = markup
    .replace(/<(?:path|rect|circle)\b[^>]*>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'");
  return [...text.matchAll(numberPattern)].map((match) => match[0].replace(/[.,]$/, ""));
}

const uses = glossaryTermPages.flatMap((page) =>
  page.sections.flatMap((section) => section.segments.flatMap((segment) => (segment.kind === "diagram" && own.has(segment.name) ? [{ slug: page.slug, name: segment.name }] : []))),
);

describe("glossary drawings state only their page's figures or computed ones", () => {
  it("covers every drawing of the glossary block", () => {
    expect(uses.map((use) => use.name).sort()).toEqual([...own].sort());
  });

  it.each(uses.map((use) => [`${use.slug}: ${use.name}`, use] as const))("%s", (_label, { slug, name }) => {
    const page = readFileSync(path.join(process.cwd(), "content/glossary-terms", `${slug}.md`), "utf8");
    const pageNumbers = new Set([...page.matchAll(numberPattern)].map((match) => match[0]));
    const allowed = new Set([...pageNumbers, ...(beyondText[name] ?? [])]);
    const markup = renderToStaticMarkup(createElement(diagrams[name]));
    const unexplained = statedNumbers(markup).filter((figure) => !allowed.has(figure) && !allowed.has(figure.replace(/%$/, "")));
    expect(unexplained, `${name} states figures ${slug}.md does not`).toEqual([]);
  });
});
