/**
 * docs/product.md, Teaching depth and links: every quiz explanation, quiz "study next" link and glossary
 * "learn more" link lands on the exact place that teaches its idea: a
 * framework page, or a Product Mastery topic by its anchor. For each link this
 * resolves the route and the anchor from the typed content (the same data the
 * pages render, via tests/support/teaching-targets.ts), then checks that the
 * target's text covers the concept (a keyword list per link) and that the
 * link text names the target.
 */
import { describe, expect, it } from "vitest";
import { glossaryTerms } from "@/content/glossary";
import { quizExplanations } from "@/content/quiz/explanations";
import { quizQuestions } from "@/content/quiz/questions";
import { resolveTeachingTarget as resolveTarget } from "../../support/teaching-targets";

/** Words a reader must find at the target, one list per quiz question (explanation and study link). */
const quizKeywords: string[][] = [
  /* 1 strategy */ ["vision", "strategy", "roadmap", "OKR"],
  /* 2 interviews */ ["tell me about the last time", "hypothetical", "interview"],
  /* 3 RICE sum */ ["reach", "impact", "confidence", "effort", "person-months"],
  /* 4 North Star */ ["north star", "value", "revenue"],
  /* 5 Kano must-be */ ["basic needs", "performance needs", "delighters", "must-be"],
  /* 6 MVP */ ["MVP", "build-measure-learn", "concierge"],
  /* 7 peeking */ ["peeking", "sample size", "false-positive", "sequential"],
  /* 8 sprint goal */ ["sprint goal", "product backlog", "one to four weeks", "endanger"],
  /* 9 stakeholder request */ ["stakeholder", "problem behind", "options", "trade-offs"],
  /* 10 idempotency */ ["idempotency key", "retry", "charging a card twice"],
  /* 11 PMF signal */ ["product-market fit", "cohort", "retention", "flattens"],
  /* 12 growth loop */ ["growth loop", "output of one cycle", "input of the next", "funnel"],
  /* 13 OST */ ["outcome", "opportunit", "solution"],
  /* 14 opportunity score */ ["importance", "satisfaction", "underserved"],
  /* 15 JTBD */ ["jobs to be done", "situation", "progress", "competition"],
  /* 16 NSM inputs */ ["north star", "input metrics"],
  /* 17 RICE confidence */ ["confidence", "80% means some evidence", "hunch"],
  /* 18 SRM */ ["sample ratio mismatch", "50/50", "logging"],
  /* 19 dual-track */ ["discovery", "delivery"],
  /* 20 webhooks */ ["webhook", "polling", "rate limits"],
  /* 21 LTV:CAC */ ["lifetime value", "LTV", "CAC", "gross margin", "payback", "3:1"],
  /* 22 usability test */ ["usability test", "five users", "thinking aloud"],
  /* 23 Double Diamond */ ["discover", "define", "develop", "deliver"],
  /* 24 product sense */ ["product sense", "clarifying the goal", "segment"],
  /* 25 new PM */ ["new PM's first weeks", "one-on-ones", "small, visible win"],
];

/** The same for each glossary term's "learn more" link. */
const glossaryKeywords: Record<string, string[]> = {
  "A/B Test": ["A/B test", "randomly assigned", "chosen in advance"],
  Activation: ["activation", "real value", "activation event"],
  Backlog: ["product backlog", "ordered list"],
  "Churn Rate": ["churn rate", "share of customers", "compounds"],
  "Customer Journey": ["customer journey", "journey map", "drop off"],
  "Dual-Track Agile": ["discovery", "delivery"],
  "Jobs to Be Done": ["jobs to be done", "hire", "progress", "competition"],
  "Kano Model": ["basic needs", "performance needs", "delighters", "indifferent", "reverse"],
  KPI: ["KPI", "key performance indicator", "guardrail"],
  MVP: ["MVP", "minimum viable product"],
  "North Star Metric": ["north star metric", "input metrics"],
  OKR: ["OKRs", "objective", "key results", "outcomes"],
  "Opportunity Solution Tree": ["outcome", "opportunities", "solutions"],
  Persona: ["persona", "research-based", "interviews"],
  "Product Discovery": ["product discovery", "value", "usability", "feasibility", "viability"],
  "Product-Market Fit": ["product-market fit", "retention", "very disappointed"],
  Retention: ["retention", "cohort", "curve"],
  "RICE Scoring": ["reach", "impact", "confidence", "effort"],
  Roadmap: ["roadmap", "now-next-later", "outcome"],
  Sprint: ["sprint", "one to four weeks", "sprint goal", "retrospective"],
  Stakeholder: ["stakeholder", "executives", "legal"],
  "Technical Debt": ["technical debt", "shortcuts", "pay it down"],
  "User Story": ["user story", "As a [user], I want", "acceptance criteria"],
  Velocity: ["velocity", "story points", "not a productivity score"],
};

type Case = { name: string; href: string; text: string; keywords: string[] };

const cases: Case[] = [
  ...quizExplanations.map((entry, i) => ({
    name: `quiz ${i + 1} explanation`,
    href: entry.relatedLink ?? "",
    text: entry.relatedLinkText ?? "",
    keywords: quizKeywords[i] ?? [],
  })),
  ...quizQuestions.map((question, i) => ({
    name: `quiz ${i + 1} study link`,
    href: question.topic.href,
    text: question.topic.label,
    keywords: quizKeywords[i] ?? [],
  })),
  ...glossaryTerms.map((term) => ({
    name: `glossary ${term.term}`,
    href: term.learnMore?.href ?? "",
    text: term.learnMore?.label ?? "",
    keywords: glossaryKeywords[term.term] ?? [],
  })),
];

describe("links that send a learner to the page that teaches the idea", () => {
  it("has a keyword list for every quiz question and every glossary term", () => {
    expect(quizKeywords).toHaveLength(quizQuestions.length);
    expect(Object.keys(glossaryKeywords).sort()).toEqual(glossaryTerms.map((t) => t.term).sort());
    for (const c of cases) expect(c.keywords.length, c.name).toBeGreaterThan(0);
  });

  it.each(cases)("$name → $href exists: a public route and, for a mastery area, a topic anchor", ({ href }) => {
    expect(href).not.toBe("");
    expect(resolveTarget(href), `${href} does not resolve`).toBeDefined();
  });

  it.each(cases)("$name → $href teaches the idea: $keywords", ({ href, keywords }) => {
    const target = resolveTarget(href);
    const text = target?.text.toLowerCase() ?? "";
    const missing = keywords.filter((word) => !text.includes(word.toLowerCase()));
    expect(missing, `${href} never mentions these`).toEqual([]);
  });

  it.each(cases)("$name link text names what is there: '$text'", ({ href, text }) => {
    const target = resolveTarget(href);
    expect(target).toBeDefined();
    expect(text.toLowerCase()).toContain(target!.title.toLowerCase());
  });

  it("never sends a learner to a whole mastery area page instead of its topic", () => {
    const bare = cases.filter((c) => /^\/product-mastery\/[a-z-]+$/.test(c.href)).map((c) => `${c.name}: ${c.href}`);
    expect(bare).toEqual([]);
  });
});

describe("pages agree with each other", () => {
  it("the quiz no longer says 80% RICE confidence means solid data (a past error)", () => {
    const quiz = quizExplanations.flatMap((e) => e.explanation).join(" ");
    expect(quiz).not.toMatch(/solid data/i);
  });

  it("the glossary's Kano entry names all five Kano categories", () => {
    const kano = glossaryTerms.find((t) => t.term === "Kano Model")?.definition.toLowerCase() ?? "";
    for (const category of ["must-be", "performance", "one-dimensional", "attractive", "indifferent", "reverse"]) {
      expect(kano, category).toContain(category);
    }
  });
});
