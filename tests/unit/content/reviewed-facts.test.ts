/**
 * Facts and figures an outside review found wrong. Each corrected figure is
 * recomputed here with the pure function the page uses (lib/); the pages
 * state it as a :calc, which tests/unit/content/figures.test.ts compares with
 * the same computation, so nothing here quotes the prose around it. What
 * stays on the text is a short guard against each past error coming back.
 */
import { describe, expect, it } from "vitest";
import { frameworkPages } from "@/content/frameworks";
import { glossaryTerms } from "@/content/glossary";
import { glossaryTermPages } from "@/content/glossary-terms";
import { quizExplanations } from "@/content/quiz/explanations";
import { quizQuestions } from "@/content/quiz/questions";
import { templates } from "@/content/templates";
import { masteryAreas } from "@/content/mastery";
import { checkoutExample, churnExample, whiteboardExample } from "@/content/mastery/lessons/growth-and-experiments.figures";
import { pricingPageTest } from "@/content/glossary-terms/a-b-test.figures";
import { leanLoopOne } from "@/content/frameworks/lean-startup.figures";
import { okrWorkedExample } from "@/content/frameworks/okr-example";
import { waitlistStories } from "@/content/frameworks/story-map-example";
import { mealKitTree } from "@/content/frameworks/ost-example";
import { bmcChannels, costToServePercent, staffSchedulingCanvas } from "@/content/frameworks/bmc-example";
import { noShowIdeas } from "@/content/templates/rice-scoring-sheet";
import { fernbookFigures } from "@/content/templates/product-requirements-document";
import { kanoExampleFeatures } from "@/content/templates/kano-survey";
import type { DocumentTemplate, SheetTemplate } from "@/lib/templates/schema";
import { glossaryTermPageText, lessonText } from "@/lib/content/text";
import { riceImpactOptions, riceScore } from "@/lib/frameworks/rice";
import { opportunityGap, opportunityScore, opportunityVerdict } from "@/lib/frameworks/opportunity";
import { keyResultScore } from "@/lib/frameworks/okr";
import { largestStoryShare } from "@/lib/frameworks/story-map";
import { heardIn, targetWithNeighbours } from "@/lib/frameworks/opportunity-tree";
import { kanoLeadingWords, kanoQuestionPair } from "@/lib/frameworks/kano";
import { breakEvenLifetimeMonths, lifetimeValue, monthlyMargin, netLifetimeValue, paybackMonths } from "@/lib/frameworks/unit-economics";
import { extraRevenue, offerTexts, percentOf, roundTo } from "@/lib/templates/example-figures";
import { retainedAfter } from "@/lib/stats/growth";
import { twoGroupMix } from "@/lib/stats/mix";
import { differenceInterval, sampleRatioCheck, sampleSizePerGroup, twoProportionZTest } from "@/lib/stats/two-proportion";
import { formatDecimal, formatPValue, formatShare } from "@/lib/stats/format";

/** A topic's write-up, as the Product Mastery page shows it. */
const lessonOf = (area: string, topic: string) => masteryAreas.find((a) => a.id === area)!.subsections.find((t) => t.id === topic)!.lesson;
const activationAndRetention = lessonOf("growth-and-experiments", "activation-and-retention");
const abTesting = lessonOf("growth-and-experiments", "a-b-testing");

const frameworkText = (slug: string) => {
  const page = frameworkPages.find((entry) => entry.slug === slug);
  if (!page) throw new Error(`no framework page ${slug}`);
  return page.sections.map((section) => section.text).join("\n");
};
const termPage = (slug: string) => {
  const page = glossaryTermPages.find((entry) => entry.slug === slug);
  if (!page) throw new Error(`no glossary term page ${slug}`);
  return page;
};
const termText = (slug: string) => glossaryTermPageText(termPage(slug)) + " " + termPage(slug).summary;
const definition = (term: string) => glossaryTerms.find((entry) => entry.term === term)!.definition;
const template = (slug: string) => {
  const found = templates.find((entry) => entry.slug === slug);
  if (!found) throw new Error(`no template ${slug}`);
  return found;
};
const sheet = (slug: string) => template(slug) as SheetTemplate;
const documentText = (slug: string) => JSON.stringify(template(slug) as DocumentTemplate);
/** Everything a visitor can read across the content, for "a past error is said nowhere" checks. */
const everything = () =>
  [
    ...frameworkPages.map((page) => JSON.stringify(page)),
    ...glossaryTermPages.map((page) => JSON.stringify(page)),
    JSON.stringify(glossaryTerms),
    JSON.stringify(quizQuestions),
    JSON.stringify(quizExplanations),
    ...masteryAreas.map((area) => JSON.stringify(area)),
    ...templates.map((entry) => JSON.stringify(entry)),
  ].join("\n");

describe("RICE: the impact scale is Intercom's five steps", () => {
  it("has five steps from 0.25 to 3, and no page adds steps of its own", () => {
    expect(riceImpactOptions.map((option) => option.value)).toEqual([3, 2, 1, 0.5, 0.25]);
    for (const [where, text] of [
      ["framework page", frameworkText("rice-scoring")],
      ["glossary term page", termText("rice-scoring")],
      ["template", JSON.stringify(template("rice-scoring-sheet"))],
    ] as const) {
      expect(text, where).not.toMatch(/many teams also use|in-between steps/i);
    }
    // These two state the scale's ends outside any :calc (the glossary definition, and "0-3" on the framework page), so they are still read here.
    expect(definition("RICE Scoring")).toMatch(/Intercom's five-step scale from 0.25 to 3/);
    expect(frameworkText("rice-scoring")).toMatch(/0-3 scale/);
  });
});

describe("RICE template: one goal, and scores from riceScore", () => {
  const rice = sheet("rice-scoring-sheet");
  const column = (name: string) => rice.sheet.columns.findIndex((c) => c.name === name);

  it("scores only ideas that serve the sheet's goal (fewer no-shows)", () => {
    for (const row of rice.sheet.exampleRows) expect(String(row[0])).not.toMatch(/dark mode|payroll/i);
    expect(JSON.stringify(rice.sheet.exampleRows)).not.toMatch(/does not touch no-shows/);
  });

  it("states each score as riceScore gives it and ranks the rows by it", () => {
    const scores = rice.sheet.exampleRows.map((row) => row[column("RICE score")] as number);
    for (const row of rice.sheet.exampleRows) {
      const idea = noShowIdeas.find((entry) => entry.name === row[0])!;
      expect(row[column("RICE score")]).toBe(Math.round(riceScore(idea)));
    }
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(scores).toEqual([4800, 2000, 1440, 1200, 1125, 375]);
  });
});

describe("Opportunity scoring: important, well-served needs are appropriately served", () => {
  const opp = sheet("opportunity-scoring-sheet");
  const col = (name: string) => opp.sheet.columns.findIndex((c) => c.name === name);

  it("reads the sheet's rows with the calculator's verdict, gap and score", () => {
    for (const row of opp.sheet.exampleRows) {
      const input = { importance: row[col("Importance")] as number, satisfaction: row[col("Satisfaction")] as number };
      expect(row[col("Reading")], String(row[0])).toBe(opportunityVerdict(input));
      expect(row[col("Gap")]).toBeCloseTo(opportunityGap(input), 9);
      expect(row[col("Opportunity score")]).toBeCloseTo(opportunityScore(input), 9);
    }
    const reading = (outcome: string) => opp.sheet.exampleRows.find((row) => row[0] === outcome)?.[col("Reading")];
    expect(reading("Use the map where there is no phone signal")).toBe("Appropriately served");
    expect(reading("Find a route that fits the time I have")).toBe("Appropriately served");
    expect(reading("Let someone at home see where I am")).toBe("Low priority");
  });
});

describe("Growth and experiments: the whiteboard app's retention adds up", () => {
  const text = lessonText(activationAndRetention);
  const wb = whiteboardExample;

  it("states the blended retention the 23/77 mix gives: 16.4%, not 14%", () => {
    const blended = twoGroupMix(wb.invitedBefore, wb.invitedRetention, wb.otherRetention);
    expect(blended).toBeCloseTo(0.23 * 41 + 0.77 * 9, 12);
    expect(formatDecimal(blended, 1)).toBe("16.4");
    expect(text).not.toMatch(/retention of 14%/);
  });

  it("compares the test group's 19% with what the new mix would predict", () => {
    expect(formatDecimal(twoGroupMix(wb.invitedAfter, wb.invitedRetention, wb.otherRetention), 1)).toBe("19.9");
    expect(twoGroupMix(wb.invitedAfter, wb.invitedRetention, wb.otherRetention)).toBeGreaterThan(wb.testRetention);
    expect(wb.testRetention).toBeGreaterThan(twoGroupMix(wb.invitedBefore, wb.invitedRetention, wb.otherRetention));
  });

  it("keeps the lesson's other sums right (churn compounding)", () => {
    const kept = retainedAfter(churnExample.monthlyChurn, churnExample.months);
    expect(kept).toBeCloseTo(0.97 ** 12, 12);
    expect(formatDecimal(kept, 2)).toBe("0.69");
    expect(Math.round((1 - kept) * 100)).toBe(31);
  });
});

describe("Growth and experiments: the checkout test's statistics", () => {
  const text = lessonText(abTesting);
  const ck = checkoutExample;
  const result = twoProportionZTest(ck.control, ck.variant);

  it("states the z and p a two-proportion z-test gives for the day-four counts", () => {
    expect(ck.control.conversions / ck.control.users).toBeCloseTo(0.2, 12);
    expect(formatDecimal(result.difference * 100, 1)).toBe("2.5");
    expect(result.z).toBeCloseTo(3.73, 2);
    expect(formatPValue(result.pValue)).toBe("0.0002");
    expect([formatShare(result.variantRate), formatShare(result.controlRate)]).toEqual(["22.5%", "20%"]);
    expect(text).not.toMatch(/p = 0\.03/);
  });

  it("plans the sample size and reads the split with the same functions", () => {
    expect(sampleSizePerGroup(ck.baseline, ck.baseline + ck.smallestEffect)).toBe(25580);
    const split = sampleRatioCheck(ck.control.users, ck.variant.users);
    expect(Math.round(split.range95 / 10) * 10).toBe(120);
    expect([split.expected, ck.control.users - split.expected]).toEqual([7400, 300]);
    // "A gap of 300 has a chance probability far below 0.001."
    expect(split.pValue).toBeLessThan(0.001 / 100);
  });

  it("quiz: the sample ratio mismatch it describes is far below 0.001 by the same check", () => {
    // The quiz states its counts and the bound in prose (content/quiz), outside any :calc, so they are still read here.
    const question = quizQuestions.findIndex((entry) => entry.question.includes("50,600"));
    expect(question).toBeGreaterThanOrEqual(0);
    expect(quizExplanations[question]!.explanation.join(" ")).toContain("p-value well below 0.001");
    expect(sampleRatioCheck(50600, 47400).pValue).toBeLessThan(1e-6);
  });

  it("glossary a-b-test: sample size, interval and lift come from lib/stats", () => {
    const pt = pricingPageTest;
    const perGroup = Math.round(sampleSizePerGroup(pt.baseline, pt.target) / 1000) * 1000;
    expect(perGroup).toBe(18000);
    expect(Math.ceil((2 * perGroup) / pt.visitorsPerDay)).toBe(6);
    expect(7 * pt.visitorsPerDay).toBe(pt.control.users + pt.variant.users);
    const interval = differenceInterval(pt.control, pt.variant);
    expect([(interval.low * 100).toFixed(1), (interval.high * 100).toFixed(1)]).toEqual(["0.2", "1.0"]);
    const relative = (fraction: number) => Math.round((fraction / pt.baseline) * 100);
    expect([relative(interval.low), relative(interval.high), relative(interval.difference)]).toEqual([5, 25, 15]);
  });
});

describe("OKRs: the import key result's score and what the team does with it", () => {
  it("keeps a 0.7 key result instead of dropping it as done", () => {
    const importKr = okrWorkedExample[0]!;
    expect(keyResultScore(importKr)).toBeCloseTo(0.7, 12);
    expect(importKr.target - importKr.actual).toBe(9);
    expect(frameworkText("okrs")).not.toMatch(/as done/);
  });
});

describe("Lean Startup: loop 1 counts whole people", () => {
  it("states rates that are whole numbers of visitors", () => {
    const loop = leanLoopOne;
    expect(Number.isInteger(loop.joined) && Number.isInteger(loop.agencyJoined)).toBe(true);
    expect((100 * loop.joined) / loop.visitors).toBeCloseTo(4.2, 12);
    expect((100 * loop.agencyJoined) / loop.agencyVisitors).toBeCloseTo(13, 12);
    expect([loop.joined, loop.visitors, loop.agencyJoined, loop.agencyVisitors]).toEqual([63, 1500, 26, 200]);
    expect(frameworkText("lean-startup")).not.toMatch(/1,200 visitors/);
  });
});

describe("User story mapping and the opportunity solution tree: claims follow their counts", () => {
  it("says release 3's biggest story is 38% of it, not 'mostly'", () => {
    const largest = largestStoryShare(waitlistStories, 3);
    expect([largest.points, largest.total, Math.round(largest.share * 100)]).toEqual([13, 34, 38]);
    expect(frameworkText("user-story-mapping")).not.toMatch(/mostly for smarter wait quotes/);
  });

  it("says the target was heard most often only among its siblings, and that its parent was heard more", () => {
    const { target, parent, siblings } = targetWithNeighbours(mealKitTree);
    expect(heardIn(parent)).toBe(9);
    expect(heardIn(target)).toBe(7);
    for (const sibling of siblings) expect(heardIn(sibling)).toBeLessThanOrEqual(heardIn(target));
    expect(frameworkText("opportunity-solution-tree")).not.toMatch(/because it was heard most often and/);
  });
});

describe("PRD: the text-message estimate follows R2", () => {
  it("multiplies the freed slots by the five patients each offer goes to", () => {
    const text = documentText("product-requirements-document");
    const f = fernbookFigures;
    const slots = percentOf(f.weeklyAppointments, f.lateCancelPercent);
    expect(slots).toBe(4180);
    expect(f.patientsPerOffer).toBe(5);
    expect(offerTexts(slots, f.patientsPerOffer)).toBe(20900);
    const refilled = (percent: number) => percentOf(slots, percent);
    expect(roundTo(extraRevenue(refilled(f.refilledTodayPercent), refilled(f.targetPercent), f.averageFee), 100)).toBe(81500);
    expect(text).not.toMatch(/cost at 4,180 offers/);
  });
});

describe("Decision log: every decision relies only on earlier ones", () => {
  it("keeps IDs and dates in order, and references point back in time", () => {
    const log = sheet("decision-log");
    const col = (name: string) => log.sheet.columns.findIndex((c) => c.name === name);
    const rows = log.sheet.exampleRows.map((row) => ({ id: String(row[col("ID")]), date: String(row[col("Date")]), text: row.join(" ") }));
    const dates = rows.map((row) => row.date);
    expect(dates).toEqual([...dates].sort());
    const ids = rows.map((row) => Number(row.id.slice(2)));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    for (const row of rows) {
      for (const ref of row.text.match(/D-\d{3}/g) ?? []) {
        if (ref === row.id) continue;
        const referenced = rows.find((other) => other.id === ref);
        expect(referenced, `${row.id} refers to ${ref}`).toBeDefined();
        expect(referenced!.date < row.date, `${row.id} (${row.date}) relies on ${ref} (${referenced!.date})`).toBe(true);
      }
    }
    // The automatic-approval decision relies on the payroll connection, which must come first.
    const payroll = rows.find((row) => /will not build payroll/.test(row.text))!;
    const autoApprove = rows.find((row) => /approved automatically/.test(row.text))!;
    expect(payroll.date < autoApprove.date).toBe(true);
    expect(autoApprove.text).toContain(payroll.id);
  });
});

describe("Kano survey: each question pair follows the template's own advice", () => {
  it("makes every dysfunctional question the exact, neutral opposite of its functional one", () => {
    const kano = sheet("kano-survey");
    const col = (name: string) => kano.sheet.columns.findIndex((c) => c.name === name);
    expect(kano.sheet.exampleRows).toHaveLength(kanoExampleFeatures.length);
    for (const [index, row] of kano.sheet.exampleRows.entries()) {
      const functional = String(row[col("Functional question")]);
      const dysfunctional = String(row[col("Dysfunctional question")]);
      expect({ functional, dysfunctional }).toEqual(kanoQuestionPair(kanoExampleFeatures[index]!.ability));
      expect(dysfunctional).toBe(functional.replace("If you could ", "If you could not "));
      expect(functional, "functional question is neutral").not.toMatch(kanoLeadingWords);
      expect(dysfunctional, "dysfunctional question is neutral").not.toMatch(kanoLeadingWords);
    }
  });
});

describe("Business Model Canvas: engineering is fixed, and the channels are compared over a lifetime", () => {
  it("lists engineering as a fixed cost, outside the variable cost to serve", () => {
    // The canvas once listed "Engineering, hosting and support (15% of revenue)" as one cost.
    expect(staffSchedulingCanvas["Cost Structure"]).not.toMatch(/Engineering, hosting|Variable:[^.]*engineering/i);
    expect(costToServePercent).toBe(10);
    expect(bmcChannels.selfServe.costToServe).toBeCloseTo((bmcChannels.selfServe.price * costToServePercent) / 100, 12);
  });

  it("states margins, payback and lifetime value as lib/frameworks/unit-economics computes them", () => {
    const { selfServe, partner } = bmcChannels;
    expect(monthlyMargin(selfServe)).toBeCloseTo(53.1, 9);
    expect(monthlyMargin(partner)).toBeCloseTo(41.3, 9);
    expect(formatDecimal(paybackMonths(selfServe), 1)).toBe("8.5");
    expect(formatDecimal(paybackMonths(partner), 1)).toBe("7.3");
    expect(lifetimeValue(selfServe)).toBeCloseTo(1327.5, 9);
    expect(lifetimeValue(partner)).toBeCloseTo(1032.5, 9);
    expect(netLifetimeValue(selfServe)).toBeCloseTo(877.5, 9);
    expect(netLifetimeValue(partner)).toBeCloseTo(732.5, 9);
  });

  it("draws a conclusion that follows the numbers, not payback alone", () => {
    const { selfServe, partner } = bmcChannels;
    // Faster payback for the partner, more value per customer for self-serve.
    expect(paybackMonths(partner)).toBeLessThan(paybackMonths(selfServe));
    expect(netLifetimeValue(selfServe)).toBeGreaterThan(netLifetimeValue(partner));
    expect(netLifetimeValue(selfServe) - netLifetimeValue(partner)).toBeCloseTo(145, 9);
    expect(formatDecimal(breakEvenLifetimeMonths(partner, selfServe), 1)).toBe("28.5");
    expect(frameworkText("business-model-canvas")).not.toMatch(/partner channel is the better bet/);
  });
});

describe("Double Diamond: created in 2003, launched in 2004", () => {
  it("dates its source to the 2004 launch, and nowhere says 2005", () => {
    const page = frameworkPages.find((entry) => entry.slug === "double-diamond")!;
    expect(page.sources?.find((source) => source.title === "The Double Diamond")?.year).toBe(2004);
    for (const chunk of everything().split(/(?<=[.!?])\s/)) {
      if (/Double Diamond/.test(chunk)) expect(chunk).not.toMatch(/2005/);
    }
  });
});

describe("Jobs to Be Done: the job story is not called a job statement", () => {
  it("nowhere calls 'When…, I want to…, so I can…' a job statement", () => {
    // The pages once called the job story format "the job statement", and linked to "job statements and switch interviews".
    expect(everything()).not.toMatch(/job statement: 'When/);
    expect(everything()).not.toMatch(/job statements and (switch interviews|the real competition)/);
    expect(definition("Jobs to Be Done")).not.toMatch(/job statement/);
  });
});

describe("Attributions: DACI and the pre-mortem", () => {
  it("no longer credits the pre-mortem to Shreyas Doshi or DACI to Atlassian", () => {
    expect(everything()).not.toMatch(/pre-mortem, which Shreyas Doshi/i);
    expect(everything()).not.toMatch(/Atlassian's DACI/);
  });
});
