/**
 * The TAM/SAM/SOM calculator's assumptions: what each one is, how a typed
 * value is read ("620M", "$1,800", "20%"), its limits and the message for a
 * value outside them, the sentence it reads as in the list of assumptions,
 * and the two estimates and their gap computed from a set of typed values.
 * Pure: the page, the link (market-url.ts) and the CSV file (market-csv.ts)
 * all go through these checks, so no door lets in a value another refuses.
 */
import { parseNumberInput } from "@/lib/frameworks/number-input";
import {
  bottomUpCustomers,
  bottomUpSizing,
  formatMoney,
  formatShare,
  readSizingGap,
  topDownSizing,
  type GapReading,
  type MarketLayers,
} from "@/lib/frameworks/market-sizing";
import { formatNumber } from "@/lib/frameworks/worked-example";

export type AssumptionUnit = "money" | "count" | "percent" | "years";

export const marketAssumptionIds = [
  "marketSpend",
  "categoryShare",
  "topServiceable",
  "obtainableShare",
  "customers",
  "pricePerYear",
  "bottomServiceable",
  "reachShare",
  "adoptionShare",
  "years",
] as const;
export type MarketAssumptionId = (typeof marketAssumptionIds)[number];
export type MarketDraft = Record<MarketAssumptionId, string>;
export type MarketValues = Record<MarketAssumptionId, number>;

type Assumption = {
  id: MarketAssumptionId;
  side: "top-down" | "bottom-up" | "both";
  /** The field's label, read with its group's name ("Top-down"). */
  label: string;
  /** The name in a CSV file: unique without the group. */
  csvName: string;
  hint: string;
  unit: AssumptionUnit;
  min: number;
  max: number;
};

/** The most characters one value may have: "$1,000,000,000,000" is 18. */
export const marketValueLength = 20;

const money = { unit: "money", min: 0, max: 1e13 } as const;
const percent = { unit: "percent", min: 0, max: 100 } as const;

export const marketAssumptions: readonly Assumption[] = [
  { id: "marketSpend", side: "top-down", label: "Published market figure ($ a year)", csvName: "Top-down: published market figure ($ a year)", hint: "From a report: 620M, 1.5B or 620,000,000", ...money },
  { id: "categoryShare", side: "top-down", label: "Share spent on your category (%)", csvName: "Top-down: share spent on your category (%)", hint: "Narrows the figure to your TAM", ...percent },
  { id: "topServiceable", side: "top-down", label: "Share you can serve (%)", csvName: "Top-down: share you can serve (%)", hint: "Your region, customer type, channel: SAM", ...percent },
  { id: "obtainableShare", side: "top-down", label: "Share you expect to win (%)", csvName: "Top-down: share you expect to win (%)", hint: "Of the SAM, within the period: SOM", ...percent },
  { id: "customers", side: "bottom-up", label: "Customers with the problem", csvName: "Bottom-up: customers with the problem", hint: "Every buyer who could pay: 32,000 or 1.2M", unit: "count", min: 0, max: 1e10 },
  { id: "pricePerYear", side: "bottom-up", label: "Revenue per customer ($ a year)", csvName: "Bottom-up: revenue per customer ($ a year)", hint: "Your price for a year, with add-ons", ...money, max: 1e9 },
  { id: "bottomServiceable", side: "bottom-up", label: "Share you can serve (%)", csvName: "Bottom-up: share of customers you can serve (%)", hint: "Customers today's product can serve: SAM", ...percent },
  { id: "reachShare", side: "bottom-up", label: "Share of those you can reach (%)", csvName: "Bottom-up: share of those you can reach (%)", hint: "With your channels, within the period", ...percent },
  { id: "adoptionShare", side: "bottom-up", label: "Share of reached who adopt (%)", csvName: "Bottom-up: share of reached who adopt (%)", hint: "Given competitors and switching costs: SOM", ...percent },
  { id: "years", side: "both", label: "Years the SOM covers", csvName: "Years the SOM covers", hint: "Usually 3 to 5", unit: "years", min: 1, max: 10 },
];

export const assumptionById = Object.fromEntries(marketAssumptions.map((entry) => [entry.id, entry])) as Record<MarketAssumptionId, Assumption>;

const multipliers: Record<string, number> = { k: 1e3, m: 1e6, b: 1e9, t: 1e12 };

/**
 * Reads an amount as people write it: "$620M", "1.5B", "32k", "620,000,000",
 * "1,800", "0,5". Commas between groups of three digits are thousands
 * separators; any other single comma is a decimal comma.
 */
export function parseAmount(raw: string): { ok: true; value: number } | { ok: false; reason: "empty" | "not-a-number" } {
  let text = raw.trim().replace(/^\$/, "").replace(/[\s_]/g, "");
  if (text === "") return { ok: false, reason: "empty" };
  let factor = 1;
  const suffix = text.slice(-1).toLowerCase();
  if (suffix in multipliers) {
    factor = multipliers[suffix]!;
    text = text.slice(0, -1);
  }
  if (/^-?\d{1,3}(,\d{3})+(\.\d+)?$/.test(text)) text = text.replace(/,/g, "");
  if (text === "" || !/^[-+]?[\d.,]+(e[-+]?\d+)?$/i.test(text)) return { ok: false, reason: "not-a-number" };
  const parsed = parseNumberInput(text);
  return parsed.ok ? { ok: true, value: parsed.value * factor } : parsed;
}

function readValue(assumption: Assumption, raw: string): { value?: number; error?: string } {
  const label = assumption.label.replace(/ \(.*\)$/, "");
  if (raw.length > marketValueLength) return { error: `${label} is ${raw.length} characters long; write it in at most ${marketValueLength} (620M for 620,000,000).` };
  const parsed = assumption.unit === "percent" ? parseNumberInput(raw.trim().replace(/%$/, "")) : parseAmount(raw);
  if (!parsed.ok) {
    if (parsed.reason === "empty") return { error: `${label} is required.` };
    return {
      error:
        assumption.unit === "percent"
          ? `${label} must be a percentage, such as 20 or 2.5.`
          : assumption.unit === "years"
            ? `${label} must be a whole number of years.`
            : `${label} must be a number, such as 1800, 1,800 or 1.8k.`,
    };
  }
  const value = parsed.value;
  switch (assumption.unit) {
    case "percent":
      return value > 0 && value <= 100 ? { value } : { error: `${label} must be more than 0% and at most 100%.` };
    case "years":
      return Number.isInteger(value) && value >= assumption.min && value <= assumption.max
        ? { value }
        : { error: `${label} must be a whole number from ${assumption.min} to ${assumption.max}.` };
    case "count":
      return value >= 1 && value <= assumption.max
        ? { value }
        : { error: `${label} must be at least 1 and at most ${formatNumber(assumption.max / 1e9)} billion (more than the world's population).` };
    case "money":
      return value > 0 && value <= assumption.max ? { value } : { error: `${label} must be more than $0 and at most ${formatMoney(assumption.max)}.` };
  }
}

export type MarketValidation = { ok: true; values: MarketValues } | { ok: false; values: Partial<MarketValues>; errors: Partial<Record<MarketAssumptionId, string>> };

export function validateMarket(draft: MarketDraft): MarketValidation {
  const values: Partial<MarketValues> = {};
  const errors: Partial<Record<MarketAssumptionId, string>> = {};
  for (const assumption of marketAssumptions) {
    const result = readValue(assumption, draft[assumption.id] ?? "");
    if (result.error) errors[assumption.id] = result.error;
    else values[assumption.id] = result.value;
  }
  return Object.keys(errors).length > 0 ? { ok: false, values, errors } : { ok: true, values: values as MarketValues };
}

/** The message for one value, or null when it is fine: what the CSV import and the link check. */
export function checkAssumption(id: MarketAssumptionId, raw: string): string | null {
  return readValue(assumptionById[id], raw).error ?? null;
}

type TopDownValues = Pick<MarketValues, "marketSpend" | "categoryShare" | "topServiceable" | "obtainableShare">;
type BottomUpValues = Pick<MarketValues, "customers" | "pricePerYear" | "bottomServiceable" | "reachShare" | "adoptionShare">;

export function topDownOf(values: TopDownValues): MarketLayers {
  return topDownSizing({ marketSpend: values.marketSpend, categoryShare: values.categoryShare, serviceableShare: values.topServiceable, obtainableShare: values.obtainableShare });
}

const bottomUpInput = (values: BottomUpValues) => ({
  customers: values.customers,
  pricePerYear: values.pricePerYear,
  serviceableShare: values.bottomServiceable,
  reachShare: values.reachShare,
  adoptionShare: values.adoptionShare,
});

export function bottomUpOf(values: BottomUpValues): MarketLayers {
  return bottomUpSizing(bottomUpInput(values));
}

const has = <K extends MarketAssumptionId>(values: Partial<MarketValues>, keys: readonly K[]): values is Pick<MarketValues, K> & Partial<MarketValues> =>
  keys.every((key) => values[key] !== undefined);

const topDownKeys = ["marketSpend", "categoryShare", "topServiceable", "obtainableShare"] as const;
const bottomUpKeys = ["customers", "pricePerYear", "bottomServiceable", "reachShare", "adoptionShare"] as const;

export type MarketResult = {
  /** Each estimate once its own inputs are valid (one side can be shown while the other is being fixed). */
  topDown: MarketLayers | null;
  bottomUp: MarketLayers | null;
  gap: GapReading | null;
  /** The assumptions in words, in the order of the form; a value to fix says so. */
  assumptions: { id: MarketAssumptionId; text: string; ok: boolean }[];
  errors: Partial<Record<MarketAssumptionId, string>>;
};

export function computeMarket(draft: MarketDraft): MarketResult {
  const validation = validateMarket(draft);
  const values = validation.values;
  const errors = validation.ok ? {} : validation.errors;
  const topDown = has(values, topDownKeys) ? topDownOf(values) : null;
  const bottomUp = has(values, bottomUpKeys) ? bottomUpOf(values) : null;
  const gap = topDown && bottomUp && has(values, ["customers", "pricePerYear"] as const) ? readSizingGap(topDown, bottomUp, values) : null;
  return { topDown, bottomUp, gap, assumptions: assumptionSentences(values, errors, topDown, bottomUp), errors };
}

function assumptionSentences(
  v: Partial<MarketValues>,
  errors: Partial<Record<MarketAssumptionId, string>>,
  topDown: MarketLayers | null,
  bottomUp: MarketLayers | null,
): MarketResult["assumptions"] {
  const period = v.years === undefined ? "the period" : `${formatNumber(v.years)} ${v.years === 1 ? "year" : "years"}`;
  const counts = has(v, bottomUpKeys) ? bottomUpCustomers(bottomUpInput(v)) : null;
  const sentence = (id: MarketAssumptionId, text: () => string) =>
    errors[id] ? { id, text: `${assumptionById[id].csvName}: to fix (${errors[id]})`, ok: false } : { id, text: text(), ok: true };
  return [
    sentence("marketSpend", () => `The published market figure is ${formatMoney(v.marketSpend!)} a year.`),
    sentence("categoryShare", () => `${formatShare(v.categoryShare!)} of it is spent on your category${topDown ? `: a top-down TAM of ${formatMoney(topDown.tam)}` : ""}.`),
    sentence("topServiceable", () => `You can serve ${formatShare(v.topServiceable!)} of that spend${topDown ? `: a top-down SAM of ${formatMoney(topDown.sam)}` : ""}.`),
    sentence("obtainableShare", () => `You win ${formatShare(v.obtainableShare!)} of the serviceable market within ${period}${topDown ? `: a top-down SOM of ${formatMoney(topDown.som)}` : ""}.`),
    sentence("customers", () => `${formatNumber(v.customers!)} customers have the problem.`),
    sentence("pricePerYear", () => `Each pays ${formatMoney(v.pricePerYear!)} a year${bottomUp ? `: a bottom-up TAM of ${formatMoney(bottomUp.tam)}` : ""}.`),
    sentence("bottomServiceable", () => `You can serve ${formatShare(v.bottomServiceable!)} of them${counts && bottomUp ? ` (${formatNumber(Math.round(counts.served))} customers): a bottom-up SAM of ${formatMoney(bottomUp.sam)}` : ""}.`),
    sentence("reachShare", () => `Within ${period} your channels reach ${formatShare(v.reachShare!)} of the customers you can serve.`),
    sentence("adoptionShare", () => `${formatShare(v.adoptionShare!)} of the customers you reach adopt${counts && bottomUp ? ` (${formatNumber(Math.round(counts.won))} customers): a bottom-up SOM of ${formatMoney(bottomUp.som)}` : ""}.`),
    sentence("years", () => `Both SOMs cover ${period}.`),
  ];
}
