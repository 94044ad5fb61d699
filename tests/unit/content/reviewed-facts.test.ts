/**
 * Facts and figures an outside review found wrong, each checked where the
 * site states it: the figure is recomputed with the pure function the page
 * uses (lib/), and every page that states the same fact is checked to state
 * it the same way.
 */
import { describe, expect, it } from "vitest";
import { frameworkPages } from "@/content/frameworks";
import { glossaryTerms } from "@/content/glossary";
import { glossaryTermPages } from "@/content/glossary-terms";
import { quizExplanations } from "@/content/quiz/explanations";
import { quizQuestions } from "@/content/quiz/questions";
import { templates } from "@/content/templates";
import { masteryAreas } from "@/content/mastery";
import { checkoutExample, whiteboardExample } from "@/content/mastery/lessons/growth-and-experiments.figures";
import { pricingPageTest } from "@/content/glossary-terms/a-b-test.figures";
import { leanLoopOne } from "@/content/frameworks/lean-startup.figures";
import { okrWorkedExample } from "@/content/frameworks/okr-example";
import { waitlistStories } from "@/content/frameworks/story-map-example";
import { mealKitTree } from "@/content/frameworks/ost-example";
import { bmcChannels, costToServePercent, staffSchedulingCanvas } from "@/content/frameworks/bmc-example";
import { jobStoryFormat, ulwickJobStatement } from "@/content/frameworks/jobs-to-be-done.figures";
import { listeningTimeCaveat } from "@/content/frameworks/north-star-metric.figures";
import { noShowIdeas } from "@/content/templates/rice-scoring-sheet";
import { fernbookFigures } from "@/content/templates/product-requirements-document";
import { kanoExampleFeatures } from "@/content/templates/kano-survey";
import type { DocumentTemplate, SheetTemplate } from "@/lib/templates/schema";
import { glossaryTermPageText, lessonText } from "@/lib/content/text";
import { teachingText } from "@/lib/templates/text";
import { riceImpactOptions, riceImpactScaleText, riceScore } from "@/lib/frameworks/rice";
import { opportunityGap, opportunityScore, opportunityVerdict } from "@/lib/frameworks/opportunity";
import { keyResultScore } from "@/lib/frameworks/okr";
import { largestStoryShare } from "@/lib/frameworks/story-map";
import { heardIn, targetWithNeighbours } from "@/lib/frameworks/opportunity-tree";
import { kanoLeadingWords, kanoQuestionPair } from "@/lib/frameworks/kano";
import { lifetimeValue, monthlyMargin, netLifetimeValue, paybackMonths } from "@/lib/frameworks/unit-economics";
import { offerTexts, percentOf } from "@/lib/templates/example-figures";
import { twoGroupMix, twoGroupMixWorking } from "@/lib/stats/mix";
import { differenceInterval, sampleRatioCheck, sampleSizePerGroup, twoProportionZTest } from "@/lib/stats/two-proportion";
import { formatDecimal, formatPValue } from "@/lib/stats/format";

/** A topic's write-up, as the Product Mastery page shows it. */
const lessonOf = (area: string, topic: string) => masteryAreas.find((a) => a.id === area)!.subsections.find((t) => t.id === topic)!.lesson;
const activationAndRetention = lessonOf("growth-and-experiments", "activation-and-retention");
const abTesting = lessonOf("growth-and-experiments", "a-b-testing");
const jtbdLesson = lessonOf("product-thinking", "jobs-to-be-done");
const mentalModels = lessonOf("product-thinking", "mental-models");

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
/** Everything a visitor can read across the content, for "said the same way everywhere" checks. */
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

describe("RICE: the five-step impact scale is Intercom's", () => {
  it("is stated as Intercom's on the framework page, the glossary term, the glossary and the template", () => {
    expect(riceImpactOptions.map((option) => option.value)).toEqual([3, 2, 1, 0.5, 0.25]);
    for (const [where, text] of [
      ["framework page", frameworkText("rice-scoring")],
      ["glossary term page", termText("rice-scoring")],
      ["template", JSON.stringify(template("rice-scoring-sheet"))],
    ] as const) {
      expect(text, where).toContain(riceImpactScaleText);
      expect(text, where).toMatch(/Intercom's (own )?five-step/);
      expect(text, where).not.toMatch(/many teams also use|in-between steps/i);
    }
    expect(definition("RICE Scoring")).toMatch(/Intercom's five-step scale from 0.25 to 3/);
    // The product's summary describes the same scale as 0-3.
    expect(frameworkText("rice-scoring")).toMatch(/0-3 scale/);
  });
});

describe("RICE template: one goal, and scores from riceScore", () => {
  const rice = sheet("rice-scoring-sheet");
  const column = (name: string) => rice.sheet.columns.findIndex((c) => c.name === name);

  it("scores only ideas that serve the sheet's goal (fewer no-shows)", () => {
    expect(rice.example.context).toMatch(/fewer no-show shifts/);
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
    // The "close scores are ties" mistake names two neighbours that really are the closest pair.
    expect(rice.mistakes.join(" ")).toContain("Treating 1,200 and 1,125 as a clear order");
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

  it("explains the reading wherever the readings are explained", () => {
    for (const [where, text] of [
      ["framework page", frameworkText("opportunity-scoring")],
      ["template teaching", teachingText(opp)],
      ["Reading column", JSON.stringify(opp.sheet.columns[col("Reading")])],
    ] as const) {
      expect(text, where).toMatch(/appropriately served/i);
      expect(text, where).toMatch(/table stakes/);
      expect(text, where).toMatch(/do not lead with it/);
    }
  });
});

describe("Growth and experiments: the whiteboard app's retention adds up", () => {
  const text = lessonText(activationAndRetention);
  const wb = whiteboardExample;

  it("states the blended retention the 23/77 mix gives: 16.4%, not 14%", () => {
    const blended = twoGroupMix(wb.invitedBefore, wb.invitedRetention, wb.otherRetention);
    expect(blended).toBeCloseTo(0.23 * 41 + 0.77 * 9, 12);
    expect(formatDecimal(blended, 1)).toBe("16.4");
    expect(text).toContain("30-day retention of 16.4%");
    expect(text).toContain("0.23 × 41% + 0.77 × 9% ≈ 16.4%");
    expect(text).not.toMatch(/retention of 14%/);
  });

  it("compares the test group's 19% with what the new mix would predict", () => {
    expect(text).toContain(twoGroupMixWorking(wb.invitedAfter, wb.invitedRetention, wb.otherRetention));
    expect(text).toContain("0.34 × 41% + 0.66 × 9% ≈ 19.9%");
    expect(twoGroupMix(wb.invitedAfter, wb.invitedRetention, wb.otherRetention)).toBeGreaterThan(wb.testRetention);
    expect(wb.testRetention).toBeGreaterThan(twoGroupMix(wb.invitedBefore, wb.invitedRetention, wb.otherRetention));
  });

  it("keeps the lesson's other sums right (churn compounding)", () => {
    expect(formatDecimal(0.97 ** 12, 2)).toBe("0.69");
    expect(Math.round((1 - 0.97 ** 12) * 100)).toBe(31);
    expect(text).toContain("0.97 to the power of 12 is about 0.69");
    expect(text).toContain("roughly 31% of a cohort has gone");
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
    expect(text).toContain(`z = ${formatDecimal(result.z, 1)} and p = ${formatPValue(result.pValue)}`);
    expect(text).toContain("z = 3.7 and p = 0.0002");
    expect(text).toContain("1,598 of 7,100 users (22.5%) against 1,540 of 7,700 (20%)");
    expect(text).not.toMatch(/p = 0\.03/);
  });

  it("plans the sample size and reads the split with the same functions", () => {
    expect(sampleSizePerGroup(0.2, 0.21)).toBe(25580);
    expect(text).toContain("about 26,000 users per group");
    const split = sampleRatioCheck(ck.control.users, ck.variant.users);
    expect(Math.round(split.range95 / 10) * 10).toBe(120);
    expect(text).toContain("within about 120 of 7,400 per group 19 times in 20");
    expect(split.pValue).toBeLessThan(0.001 / 100);
    expect(text).toContain("a gap of 300 has a chance probability far below 0.001");
  });

  it("quiz: the sample ratio mismatch it describes is far below 0.001 by the same check", () => {
    const question = quizQuestions.findIndex((entry) => entry.question.includes("50,600"));
    expect(question).toBeGreaterThanOrEqual(0);
    expect(quizExplanations[question]!.explanation.join(" ")).toContain("p-value well below 0.001");
    expect(sampleRatioCheck(50600, 47400).pValue).toBeLessThan(1e-6);
  });

  it("glossary a-b-test: sample size, interval and lift come from lib/stats", () => {
    const text = termText("a-b-test");
    const pt = pricingPageTest;
    expect(Math.round(sampleSizePerGroup(pt.baseline, pt.target) / 1000) * 1000).toBe(18000);
    expect(text).toContain("needs about 18,000 visitors per group");
    expect(text).toContain("so 36,000 visitors take six days");
    expect(7 * pt.visitorsPerDay).toBe(pt.control.users + pt.variant.users);
    const interval = differenceInterval(pt.control, pt.variant);
    expect([(interval.low * 100).toFixed(1), (interval.high * 100).toFixed(1)]).toEqual(["0.2", "1.0"]);
    expect(text).toContain("interval of roughly 0.2 to 1.0 points");
    expect(text).toContain("probably between 5% and 25%, not 'a 15% win'");
  });
});

describe("OKRs: the import key result's score and what the team does with it", () => {
  it("keeps a 0.7 key result instead of dropping it as done", () => {
    const importKr = okrWorkedExample[0]!;
    expect(keyResultScore(importKr)).toBeCloseTo(0.7, 12);
    expect(importKr.target - importKr.actual).toBe(9);
    const text = frameworkText("okrs");
    expect(text).not.toMatch(/as done/);
    expect(text).toContain("keeps the import key result: a score of 0.7");
    expect(text).toContain("is still 9 points short");
  });
});

describe("Lean Startup: loop 1 counts whole people", () => {
  it("states rates that are whole numbers of visitors", () => {
    const loop = leanLoopOne;
    expect(Number.isInteger(loop.joined) && Number.isInteger(loop.agencyJoined)).toBe(true);
    expect((100 * loop.joined) / loop.visitors).toBeCloseTo(4.2, 12);
    expect((100 * loop.agencyJoined) / loop.agencyVisitors).toBeCloseTo(13, 12);
    const text = frameworkText("lean-startup");
    expect(text).toContain("4.2% overall (63 of 1,500)");
    expect(text).toContain("13% among small agencies with 5 to 20 clients (26 of 200)");
    expect(text).toContain("1,500 visitors");
    expect(text).not.toMatch(/1,200 visitors/);
  });
});

describe("User story mapping and the opportunity solution tree: claims follow their counts", () => {
  it("says release 3's biggest story is 38% of it, not 'mostly'", () => {
    const largest = largestStoryShare(waitlistStories, 3);
    expect([largest.points, largest.total, Math.round(largest.share * 100)]).toEqual([13, 34, 38]);
    const text = frameworkText("user-story-mapping");
    expect(text).not.toMatch(/mostly for smarter wait quotes/);
    expect(text).toContain("(13 of the 34 points, 38%)");
  });

  it("says the target was heard most often only among its siblings, and that its parent was heard more", () => {
    const { target, parent, siblings } = targetWithNeighbours(mealKitTree);
    expect(heardIn(parent)).toBe(9);
    expect(heardIn(target)).toBe(7);
    for (const sibling of siblings) expect(heardIn(sibling)).toBeLessThanOrEqual(heardIn(target));
    const text = frameworkText("opportunity-solution-tree");
    expect(text).toContain("came up in more interviews (9 of 12)");
    expect(text).toContain("among the sub-opportunities under it, the target was heard most often (7 of 12");
    expect(text).not.toMatch(/because it was heard most often and/);
  });
});

describe("PRD: the text-message estimate follows R2", () => {
  it("multiplies the freed slots by the five patients each offer goes to", () => {
    const text = documentText("product-requirements-document");
    const f = fernbookFigures;
    const slots = percentOf(f.weeklyAppointments, f.lateCancelPercent);
    expect(slots).toBe(4180);
    expect(text).toContain("up to five patients at once");
    expect(f.patientsPerOffer).toBe(5);
    expect(offerTexts(slots, f.patientsPerOffer)).toBe(20900);
    expect(text).toContain("is up to 20,900 offer texts a week in the first round alone");
    expect(text).not.toMatch(/cost at 4,180 offers/);
    expect(text).toContain("about 81,500 a week more revenue");
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
  const text = frameworkText("business-model-canvas");

  it("lists engineering as a fixed cost, outside the variable cost to serve", () => {
    expect(staffSchedulingCanvas["Cost Structure"]).toMatch(/^Fixed: the engineering team\. Variable: hosting and support \(10% of revenue\)/);
    expect(costToServePercent).toBe(10);
    expect(text).toContain("Engineering is a fixed cost");
  });

  it("states margins, payback and lifetime value as lib/frameworks/unit-economics computes them", () => {
    const { selfServe, partner } = bmcChannels;
    expect(monthlyMargin(selfServe)).toBeCloseTo(53.1, 9);
    expect(monthlyMargin(partner)).toBeCloseTo(41.3, 9);
    expect(text).toContain("59 − 5.90 = 53.10 dollars of margin a month, so it pays back in about 8.5 months");
    expect(text).toContain("59 − 11.80 − 5.90 = 41.30 dollars a month after the partner's 20% share, paying back in about 7.3 months");
    expect(formatDecimal(paybackMonths(selfServe), 1)).toBe("8.5");
    expect(formatDecimal(paybackMonths(partner), 1)).toBe("7.3");
    expect(lifetimeValue(selfServe)).toBeCloseTo(1327.5, 9);
    expect(lifetimeValue(partner)).toBeCloseTo(1032.5, 9);
    expect(text).toContain("53.10 × 25 = 1,327.50 dollars of margin, 877.50 after its acquisition cost");
    expect(text).toContain("41.30 × 25 = 1,032.50 dollars, 732.50 after");
  });

  it("draws a conclusion that follows the numbers, not payback alone", () => {
    const { selfServe, partner } = bmcChannels;
    // Faster payback for the partner, more value per customer for self-serve.
    expect(paybackMonths(partner)).toBeLessThan(paybackMonths(selfServe));
    expect(netLifetimeValue(selfServe)).toBeGreaterThan(netLifetimeValue(partner));
    expect(text).not.toMatch(/partner channel is the better bet/);
    expect(text).toContain("worth 145 dollars less than one that signs up on its own");
    expect(text).toContain("keeps self-serve as its main channel");
    expect(text).toContain("stay at least 28.5 months");
  });
});

describe("Double Diamond: created in 2003, launched in 2004", () => {
  it("states the dates on the page and in its source, and nowhere says 2005", () => {
    const page = frameworkPages.find((entry) => entry.slug === "double-diamond")!;
    const text = frameworkText("double-diamond");
    expect(text).toContain("The UK Design Council created it in 2003");
    expect(text).toContain("launched it publicly in 2004");
    expect(page.sources?.find((source) => source.title === "The Double Diamond")?.year).toBe(2004);
    for (const chunk of everything().split(/(?<=[.!?])\s/)) {
      if (/Double Diamond/.test(chunk)) expect(chunk).not.toMatch(/2005/);
    }
  });
});

describe("Jobs to Be Done: job story and job statement are kept apart", () => {
  const places = [
    ["framework page", frameworkText("jobs-to-be-done")],
    ["glossary term page", termText("jobs-to-be-done")],
    ["Product Thinking lesson", lessonText(jtbdLesson)],
  ] as const;

  it("calls 'When…, I want…, so I can…' a job story, credited to Intercom and Alan Klement, in every place", () => {
    expect(jobStoryFormat).toBe("When [situation], I want to [motivation], so I can [expected outcome]");
    for (const [where, text] of places) {
      expect(text, where).toMatch(/job story/);
      expect(text, where).toMatch(/Intercom/);
      expect(text, where).toMatch(/Alan Klement/);
    }
  });

  it("uses 'job statement' only for Ulwick's verb + object + contextual clarifier", () => {
    expect(ulwickJobStatement).toMatch(/job statement: a verb, an object and a contextual clarifier/);
    expect(ulwickJobStatement).toMatch(/minimize the time it takes to/);
    for (const sentence of everything().split(/(?<=[.!?'"])\s+/)) {
      if (/job statement/i.test(sentence)) expect(sentence, sentence).toMatch(/Ulwick/);
    }
    expect(definition("Jobs to Be Done")).not.toMatch(/job statement/);
    expect(JSON.stringify(glossaryTerms)).toContain("Jobs to Be Done: job stories and switch interviews");
    expect(JSON.stringify(quizExplanations)).toContain("Jobs to Be Done: job stories and the real competition");
  });
});

describe("Attributions: DACI and the pre-mortem", () => {
  it("credits the pre-mortem to Gary Klein wherever someone is credited", () => {
    const text = lessonText(mentalModels);
    expect(text).toContain("Gary Klein described in his 2007 Harvard Business Review article 'Performing a Project Premortem'");
    expect(everything()).not.toMatch(/pre-mortem, which Shreyas Doshi/i);
  });

  it("says DACI came from Intuit wherever it is explained", () => {
    for (const sentence of everything().split(/(?<=[.!?])\s+/)) {
      if (/DACI \(a Driver/.test(sentence)) expect(sentence, sentence).toMatch(/Intuit/);
    }
    expect(everything()).not.toMatch(/Atlassian's DACI/);
  });
});

describe("North Star: who coined it, who built the framework, and one position on listening time", () => {
  it("credits Sean Ellis with the term and Amplitude's 2019 playbook with the framework", () => {
    const text = frameworkText("north-star-metric");
    expect(text).toMatch(/Sean Ellis[^.]*coining the term North Star Metric/);
    expect(text).toMatch(/Amplitude's North Star Playbook \(2019\), written by John Cutler and colleagues/);
  });

  it("states the same caveat on the page, the glossary term, the quiz and the worksheet", () => {
    const question = quizQuestions.findIndex((entry) => entry.question.includes("North Star Metric for a subscription music-streaming"));
    expect(quizQuestions[question]!.correctAnswer).toBe("Hours of music listened to per week by subscribers");
    for (const [where, text] of [
      ["framework page", frameworkText("north-star-metric")],
      ["glossary term page", termText("north-star-metric")],
      ["quiz explanation", quizExplanations[question]!.explanation.join(" ")],
      ["worksheet", documentText("north-star-metric-worksheet")],
    ] as const) {
      expect(text, where).toContain(listeningTimeCaveat);
    }
    // The worksheet's "partly" is the caveat applied to a podcast app, not a contradiction of it.
    expect(documentText("north-star-metric-worksheet")).toMatch(/Partly: long episodes and autoplay add minutes without more value/);
  });
});
