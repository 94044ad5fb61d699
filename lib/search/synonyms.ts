/**
 * Abbreviations and everyday names learners type, each expanded at query time
 * into the words the content uses. Keys are lower case; a query containing a
 * key (as whole words) also searches its expansion.
 */
import { editDistance, maxEdits } from "./text";

export const SYNONYMS: Readonly<Record<string, string>> = {
  jtbd: "jobs to be done",
  ost: "opportunity solution tree",
  bmc: "business model canvas",
  vpc: "value proposition canvas",
  okr: "objectives and key results okrs",
  okrs: "objectives and key results okrs",
  prd: "product requirements document",
  mvp: "minimum viable product",
  nps: "net promoter score",
  pmf: "product market fit",
  kpi: "key performance indicator kpi",
  nsm: "north star metric",
  "north star": "north star metric",
  "ab test": "a/b test experiment",
  "a/b": "a/b test experiment",
  "split test": "a/b test experiment",
  rice: "rice scoring reach impact confidence effort",
  ice: "ice scoring impact confidence ease",
  moscow: "moscow must should could won't",
  "aha moment": "activation",
  cac: "customer acquisition cost",
  ltv: "lifetime value",
  dau: "daily active users",
  "story map": "user story mapping",
  roadmapping: "roadmap",
  ux: "user experience design",
  ai: "artificial intelligence ai",
  llm: "large language model ai",
  retro: "retrospective",
  prioritisation: "prioritization rice scoring",
  prioritization: "prioritization rice scoring",
  prioritise: "prioritization rice scoring",
  prioritize: "prioritization rice scoring",
  prioritising: "prioritization rice scoring",
  prioritizing: "prioritization rice scoring",
};

/** Keys this long also match a misspelt word ("prioritisaton"), within the edits the engine allows. */
const FUZZY_KEY_LENGTH = 7;

/** The expansions that apply to a query (normalised to lower case, single spaces). */
export function expandSynonyms(query: string): string[] {
  const q = ` ${query.toLowerCase().replace(/[^a-z0-9/ ]+/g, " ").replace(/\s+/g, " ").trim()} `;
  const words = q.trim().split(" ").filter((word) => word.length >= FUZZY_KEY_LENGTH - 1);
  const found = new Set<string>();
  for (const [key, expansion] of Object.entries(SYNONYMS)) {
    const fuzzy = key.length >= FUZZY_KEY_LENGTH && !key.includes(" ");
    if (q.includes(` ${key} `) || (fuzzy && words.some((word) => editDistance(word, key) <= maxEdits(key)))) found.add(expansion);
  }
  return [...found];
}
