/**
 * Every calculation a framework page states, checked. RICE and opportunity
 * scoring compute their tables and sums from lib/ (the calculators' code), so
 * these tests pin that the page shows exactly what the lib gives; the other
 * pages type their numbers, so the sums are recomputed here.
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
import { formatNumber, opportunityWorking, riceWorking } from "@/lib/frameworks/worked-example";
import { pageLines, tableIn, type SectionTable } from "../../support/markdown-sections";

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

/** The section's first table, parsed from its HTML: caption, header cells and body rows as text. */
function table(slug: string, sectionId: string): SectionTable {
  return tableIn(page(slug), sectionId);
}

const num = (cell: string) => Number(cell.replace(/,/g, "").replace(/%$/, ""));
const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

describe("RICE worked example", () => {
  const rows = table("rice-scoring", "worked-example").rows;

  it("shows each idea's inputs and the score riceScore gives, highest first", () => {
    expect(rows).toHaveLength(riceWorkedExample.length);
    for (const row of rows) {
      const [name, reach, impact, confidence, effort, score] = row;
      const idea = riceWorkedExample.find((entry) => entry.name === name);
      expect(idea, name).toBeDefined();
      if (!idea) continue;
      expect([num(reach!), num(impact!), num(confidence!), num(effort!)]).toEqual([idea.reach, idea.impact, idea.confidence, idea.effort]);
      expect(num(score!)).toBe(riceScore(idea));
    }
    const scores = rows.map((row) => num(row[5]!));
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(scores).toEqual([1200, 625, 320, 225]);
  });

  it("states its sums exactly as the calculator computes them", () => {
    const body = text("rice-scoring");
    for (const name of ["Smart payment reminders", "Onboarding checklist redesign", "AI cash-flow forecast"]) {
      const idea = riceWorkedExample.find((entry) => entry.name === name)!;
      expect(body).toContain(riceWorking(idea));
    }
    expect(body).toContain("2,500 × 2 × 0.5 ÷ 4 = 625");
    expect(body).toContain("1,200 × 0.5 × 1 ÷ 0.5 = 1,200");
    // "cheap (half a person-month)" describes the onboarding redesign's effort.
    expect(riceWorkedExample.find((entry) => entry.name === "Onboarding checklist redesign")!.effort).toBe(0.5);
    expect(body).toMatch(/half a person-month/);
  });

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
  const rows = table("opportunity-scoring", "worked-example").rows;
  const body = text("opportunity-scoring");

  it("shows each outcome's score and reading as the calculator computes them", () => {
    expect(rows).toHaveLength(opportunityWorkedExample.length);
    for (const [index, outcome] of opportunityWorkedExample.entries()) {
      expect(rows[index]).toEqual([
        outcome.name,
        String(outcome.importance),
        String(outcome.satisfaction),
        String(opportunityScore(outcome)),
        opportunityVerdict(outcome),
      ]);
    }
    expect(rows.map((row) => [row[3], row[4]])).toEqual([
      ["15", "Strong opportunity"],
      ["10", "Worth exploring"],
      ["10", "Worth exploring"],
      ["8", "Low priority"],
      ["4", "Over-served"],
    ]);
  });

  it("never calls importance 5, satisfaction 2 well served, and floors the over-served gap", () => {
    expect(lines("opportunity-scoring")).not.toMatch(/well served"?\s*$/im);
    expect(rows.find((row) => row[0] === "Split shared expenses with a partner")?.[4]).toBe("Low priority");
    expect(body).toContain("4 + 0 = 4");
    expect(body).not.toMatch(/scores 2\b/);
  });

  it("states the method, its 0-20 range and the sums the lib gives", () => {
    expect(body).toContain("Opportunity score = Importance + max(Importance − Satisfaction, 0)");
    expect(body).toMatch(/scores run from 0 to 20/);
    expect(body).not.toMatch(/−8|-8 \(|some practitioners/i);
    expect(body).toContain("9 + (9 − 3) = 15");
    expect(body).toContain("5 + (5 − 2) = 8");
    expect(body).toContain(opportunityWorking(opportunityWorkedExample[0]!));
    expect(body).toContain("(9 + 1)");
    expect(body).toContain("(7 + 3)");
  });

  it("explains both ways to get the inputs, with numbers the lib confirms", () => {
    // Ulwick: share rating 4 or 5 on a 1-5 scale, rescaled to 0-10.
    expect(body).toMatch(/share who answer 4 or 5, rescaled to 0 to 10/);
    expect(topTwoBoxScore(72, 90)).toBe(8);
    expect(topTwoBoxScore(27, 90)).toBe(3);
    expect(body).toContain("72 of 90 respondents rate an outcome's importance 4 or 5, its importance is 8");
    expect(body).toContain(`the score is ${opportunityWorking({ importance: 8, satisfaction: 3 })}`);
    expect(body).toContain("8 + (8 − 3) = 13");
    // Simple averaging of 1-10 ratings.
    const importance = averageRating([9, 8, 10, 7, 9]);
    const satisfaction = averageRating([4, 2, 5, 3, 6]);
    expect(formatNumber(importance)).toBe("8.6");
    expect(body).toContain(opportunityWorking({ importance, satisfaction }));
    expect(body).toContain("8.6 + (8.6 − 4) = 13.2");
    expect(averageRating([10, 2])).toBe(6);
    expect(body).toContain("half the segment at 10 and half at 2 averages to 6");
    // And says which one the calculator uses.
    expect(body).toMatch(/calculator below uses simple averages of 1 to 10 ratings/);
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

describe("Lean Startup worked example", () => {
  const rows = table("lean-startup", "worked-example").rows;
  const body = text("lean-startup");

  it("compares loop 1's conversion with its target correctly (4.2% is less than half of 10%, not a third)", () => {
    const [, hypothesis, , result] = rows[0]!;
    const target = Number(hypothesis!.match(/^(\d+(?:\.\d+)?)%/)![1]);
    const overall = Number(result!.match(/^(\d+(?:\.\d+)?)% overall/)![1]);
    const agencies = Number(result!.match(/; (\d+(?:\.\d+)?)% among/)![1]);
    expect(overall / target).toBeCloseTo(0.42);
    expect(overall / target).toBeLessThan(0.5);
    expect(body).toContain(`less than half the rate they needed: ${overall}% against a ${target}% target`);
    expect(body).not.toMatch(/a third of the rate/);
    // The segment pivot is justified: small agencies beat the target.
    expect(agencies).toBeGreaterThan(target);
  });

  it("keeps loops 2 and 3 above the thresholds they set", () => {
    const [needed, of] = rows[1]![1]!.match(/^(\d+) of (\d+)/)!.slice(1).map(Number) as [number, number];
    const [stayed, outOf] = rows[1]![3]!.match(/^(\d+) of (\d+)/)!.slice(1).map(Number) as [number, number];
    expect(outOf).toBe(of);
    expect(stayed).toBeGreaterThanOrEqual(needed);
    const payTarget = Number(rows[2]![1]!.match(/^(\d+)%/)![1]) / 100;
    const [paid, asked] = rows[2]![3]!.match(/^(\d+) of (\d+) pay/)!.slice(1).map(Number) as [number, number];
    expect(rows[2]![3]).toBe(`${paid} of ${asked} pay (${Math.round((paid / asked) * 100)}%)`);
    expect(paid / asked).toBeGreaterThanOrEqual(payTarget);
  });
});

describe("North Star Metric worked example", () => {
  it("multiplies the three inputs into the North Star, today and at goal", () => {
    const body = text("north-star-metric");
    const today = 5000 * 10 * 0.8;
    const goal = 5500 * 10.5 * 0.84;
    expect(today).toBe(40000);
    expect(round(goal, 2)).toBe(48510);
    expect(Math.round((goal / today - 1) * 100)).toBe(21);
    expect(body).toContain("5,000 × 10 × 80% = 40,000");
    expect(body).toContain("5,500 × 10.5 × 84% = 48,510, a 21% rise");
    expect(body).toContain("Today it stands at 40,000");
  });
});

describe("Kano Model worked example", () => {
  const { headers, rows, caption } = table("kano-model", "worked-example");
  const categoryFor: Record<string, string> = { D: "Delighters", P: "Performance Needs", B: "Basic Needs", I: "Indifferent", R: "Reverse" };

  it("computes Better and Worse from each row's counts, and names the largest category", () => {
    expect(headers).toEqual(["Feature", "D", "P", "B", "I", "R", "Q", "Category", "Better", "Worse"]);
    const respondents = Number(caption.match(/\((\d+) respondents\)/)![1]);
    for (const row of rows) {
      const [d, p, b, i, r, q] = row.slice(1, 7).map(Number) as [number, number, number, number, number, number];
      expect(d + p + b + i + r + q, row[0]).toBe(respondents);
      const base = d + p + b + i;
      expect(round((d + p) / base, 2), `${row[0]} Better`).toBe(Number(row[8]));
      expect(round(-(p + b) / base, 2), `${row[0]} Worse`).toBe(Number(row[9]));
      const counts = { D: d, P: p, B: b, I: i, R: r };
      const largest = Object.entries(counts).sort((x, y) => y[1] - x[1])[0]![0];
      expect(row[7]).toBe(categoryFor[largest]);
    }
  });

  it("states the receipt-scanning and two-factor sums correctly", () => {
    const body = text("kano-model");
    expect((38 + 18) / (38 + 18 + 6 + 14)).toBeCloseTo(56 / 76);
    expect(round(56 / 76, 2)).toBe(0.74);
    expect(round(-(18 + 6) / 76, 2)).toBe(-0.32);
    expect(round(-(15 + 41) / 76, 2)).toBe(-0.74);
    expect(body).toContain("Better = (38 + 18) / (38 + 18 + 6 + 14) = 56 / 76 = 0.74 and Worse = -(18 + 6) / 76 = -0.32");
    expect(body).toContain("Worse = -(15 + 41) / 76 = -0.74");
  });
});

describe("Business Model Canvas worked example", () => {
  it("computes margin, payback and lifetime value for both channels, engineering left out as a fixed cost", () => {
    const body = text("business-model-canvas");
    // Variable cost to serve: hosting and support at 10% of the 59-dollar price. Engineering is fixed.
    const costToServe = 59 * 0.1;
    const selfServe = 59 - costToServe;
    const partner = 59 - 59 * 0.2 - costToServe;
    expect(round(selfServe, 2)).toBe(53.1);
    expect(round(partner, 2)).toBe(41.3);
    expect(round(450 / selfServe, 1)).toBe(8.5);
    expect(round(300 / partner, 1)).toBe(7.3);
    expect(body).toContain("59 − 5.90 = 53.10 dollars of margin a month");
    expect(body).toContain("pays back in about 8.5 months");
    expect(body).toContain("59 − 11.80 − 5.90 = 41.30 dollars a month");
    expect(body).toContain("paying back in about 7.3 months");
    // Lifetime value over 1 ÷ 4% = 25 months, before and after acquisition cost.
    expect(round(selfServe * 25, 2)).toBe(1327.5);
    expect(round(partner * 25, 2)).toBe(1032.5);
    expect(body).toContain("53.10 × 25 = 1,327.50 dollars of margin, 877.50 after its acquisition cost");
    expect(body).toContain("41.30 × 25 = 1,032.50 dollars, 732.50 after");
    expect(round((877.5 + 300) / partner, 1)).toBe(28.5);
    // The partner's 20% share and the 10% cost to serve in the canvas table are the factors used.
    expect(body).toContain("takes 20% of revenue it refers");
    expect(body).toContain("hosting and support (10% of revenue)");
    expect(body).toContain("Fixed: the engineering team");
    expect(body).not.toMatch(/Engineering, hosting and support \(15% of revenue\)/);
  });
});

describe("Kaizen worked example", () => {
  it("derives the 80% cut and the 29% throughput rise from the table", () => {
    const rows = table("kaizen", "worked-example").rows;
    const baseline = rows[0]!;
    const last = rows[rows.length - 1]!;
    const waitBefore = Number.parseFloat(baseline[2]!);
    const waitAfter = Number.parseFloat(last[2]!);
    const doneBefore = Number(baseline[3]!.split(" of ")[0]);
    const doneAfter = Number(last[3]!.split(" of ")[0]);
    expect([waitBefore, waitAfter, doneBefore, doneAfter]).toEqual([2.5, 0.5, 14, 18]);
    expect(Math.round((1 - waitAfter / waitBefore) * 100)).toBe(80);
    expect(Math.round((doneAfter / doneBefore - 1) * 100)).toBe(29);
    const body = text("kaizen");
    expect(body).toContain("cut waiting time by 80% (from 2.5 to 0.5 days)");
    expect(body).toContain("from 14 to 18 items per sprint, about 29% more");
  });
});

describe("Double Diamond and Opportunity Solution Tree examples", () => {
  it("Double Diamond: 38% never invoicing means a 62% baseline first-invoice rate", () => {
    const body = text("double-diamond");
    const never = Number(body.match(/(\d+)% of new accounts never send a first invoice/)![1]);
    const [before, after] = body.match(/rises from (\d+)% to (\d+)%/)!.slice(1).map(Number) as [number, number];
    const bar = Number(body.match(/at least (\d+)% of trials/)![1]);
    expect(before).toBe(100 - never);
    expect(after).toBeGreaterThanOrEqual(bar); // so rolling it out to everyone is justified
  });

  it("OST: the filter's lift (34% to 39%) falls short of the 45% target, so the team iterates", () => {
    const body = text("opportunity-solution-tree");
    const [baseline, target] = body.match(/from (\d+)% to (\d+)%\./)!.slice(1).map(Number) as [number, number];
    const reached = Number(body.match(/lifts the three-kit rate from \d+% to (\d+)%/)![1]);
    expect(baseline).toBe(34);
    expect(reached).toBeGreaterThan(baseline);
    expect(reached).toBeLessThan(target);
    expect(body).toMatch(/outcome is not yet reached/);
  });
});
