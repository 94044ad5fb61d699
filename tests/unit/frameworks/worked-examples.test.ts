/**
 * The framework pages' worked examples start their calculators with the same
 * ideas and numbers, and never state a claim they once got wrong. The figures
 * the pages state are recomputed in tests/unit/content/figures.test.ts, from
 * each page's content/frameworks/<slug>.figures.ts.
 */
import { describe, expect, it } from "vitest";
import { frameworkPages } from "@/content/frameworks";
import {
  opportunityExampleItems,
  opportunityWorkedExample,
  riceExampleItems,
  riceWorkedExample,
} from "@/content/frameworks/calculator-examples";
import type { FrameworkPage } from "@/lib/content/schemas";
import {
  averageRating,
  opportunityScore,
  opportunityVerdict,
  topTwoBoxScore,
  validateOpportunityInput,
} from "@/lib/frameworks/opportunity";
import { riceScore, validateRiceInput } from "@/lib/frameworks/rice";
import { formatNumber } from "@/lib/frameworks/worked-example";
import { pageLines } from "../../support/markdown-sections";

function page(slug: string): FrameworkPage {
  const found = frameworkPages.find((entry) => entry.slug === slug);
  if (!found) throw new Error(`missing page ${slug}`);
  return found;
}

function text(slug: string): string {
  return page(slug).sections.map((section) => section.text).join("\n");
}

/** The page's paragraphs, list items, table cells... one per line, for checks on how one ends. */
function lines(slug: string): string {
  return pageLines(page(slug)).join("\n");
}

describe("RICE worked example", () => {
  it("starts the calculator with three of the same ideas and the same numbers", () => {
    expect(riceExampleItems).toHaveLength(3);
    for (const draft of riceExampleItems) {
      const result = validateRiceInput(draft);
      expect(result.ok, draft.name).toBe(true);
      if (!result.ok) continue;
      const idea = riceWorkedExample.find((entry) => entry.name === draft.name)!;
      expect(riceScore(result.value)).toBe(riceScore(idea));
    }
  });
});

describe("opportunity scoring worked examples", () => {
  const body = text("opportunity-scoring");

  it("never calls importance 5, satisfaction 2 well served", () => {
    expect(lines("opportunity-scoring")).not.toMatch(/well served"?\s*$/im);
    expect(opportunityVerdict(opportunityWorkedExample.find((entry) => entry.name === "Split shared expenses with a partner")!)).toBe("Low priority");
    expect(body).not.toMatch(/scores 2\b/);
  });

  it("floors the gap at zero rather than letting an over-served outcome score below its importance", () => {
    expect(body).not.toMatch(/−8|-8 \(|some practitioners/i);
  });

  it("rescales top-two-box shares and averages ratings as the page's two input methods do", () => {
    // Ulwick: share rating 4 or 5 on a 1-5 scale, rescaled to 0-10.
    expect(topTwoBoxScore(72, 90)).toBe(8);
    expect(topTwoBoxScore(27, 90)).toBe(3);
    // Simple averaging of 1-10 ratings.
    expect(formatNumber(averageRating([9, 8, 10, 7, 9]))).toBe("8.6");
    expect(averageRating([10, 2])).toBe(6);
  });

  it("starts the calculator with the first three outcomes of the worked example", () => {
    expect(opportunityExampleItems.map((item) => item.name)).toEqual(opportunityWorkedExample.slice(0, 3).map((entry) => entry.name));
    for (const [index, draft] of opportunityExampleItems.entries()) {
      const result = validateOpportunityInput(draft);
      expect(result.ok).toBe(true);
      if (result.ok) expect(opportunityScore(result.value)).toBe(opportunityScore(opportunityWorkedExample[index]!));
    }
  });
});

describe("claims the worked examples once got wrong", () => {
  it("Lean Startup: loop 1's 4.2% is less than half of the 10% target, not a third", () => {
    expect(text("lean-startup")).not.toMatch(/a third of the rate/);
  });

  it("Business Model Canvas: engineering is a fixed cost, not part of the cost to serve", () => {
    expect(text("business-model-canvas")).not.toMatch(/Engineering, hosting and support \(15% of revenue\)/);
  });
});
