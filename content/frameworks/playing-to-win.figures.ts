import { cacPaybackMonths } from "@/lib/stats/unit-economics";
import { formatDecimal, formatShare } from "@/lib/stats/format";

/**
 * Playing to Win explainer (static layout, drawn diagram). Original writing.
 * Routewise's two where-to-play options and Option A's tests: the sizing
 * table and the test results are computed here, and the diagram reads them.
 */
export const routewiseOptions = {
  trades: { businesses: 40_000, vehicles: 12, pricePerVehicle: 18, targetAccounts: 2_000, cac: 900 },
  logistics: { businesses: 3_000, vehicles: 120, pricePerVehicle: 14, targetAccounts: 120, cac: 15_000 },
  grossMargin: 0.8,
} as const;

/** Option A's six-week trial and the pass marks agreed before it ran. */
export const routewiseTrial = { spend: 12_000, trials: 80, installed: 62, converted: 23, bars: { install: 0.7, convert: 0.25, cac: 900 } } as const;

type Option = (typeof routewiseOptions)["trades"] | (typeof routewiseOptions)["logistics"];
const monthly = (option: Option) => option.vehicles * option.pricePerVehicle;
const yearly = (option: Option) => monthly(option) * 12;
const arr = (option: Option) => option.targetAccounts * yearly(option);
const pounds = (value: number) => `£${new Intl.NumberFormat("en-US").format(Math.round(value))}`;
const { trades, logistics, grossMargin } = routewiseOptions;
const t = routewiseTrial;

export const trialResults = {
  installRate: formatShare(t.installed / t.trials, 1),
  conversion: formatShare(t.converted / t.trials, 0),
  cac: pounds(t.spend / t.converted),
  arrMillions: formatDecimal(arr(trades) / 1e6, 1),
};

export const figures: Readonly<Record<string, unknown>> = {
  "trialResults.installRate": trialResults.installRate,
  "trialResults.conversion": trialResults.conversion,
  "trialResults.cac": trialResults.cac,
  "trialResults.arrMillions": `£${trialResults.arrMillions}`,
};

export const tables: Readonly<Record<string, { headers?: readonly string[]; rows: readonly (readonly unknown[])[] }>> = {
  "Routewise's two where-to-play options, sized for three years": {
    headers: ["Measure", "Option A: trades", "Option B: logistics"],
    rows: [
      ["Revenue per account a year", pounds(yearly(trades)), pounds(yearly(logistics))],
      [
        "Accounts at target share",
        `${new Intl.NumberFormat("en-US").format(trades.targetAccounts)} (${formatShare(trades.targetAccounts / trades.businesses, 0)})`,
        `${logistics.targetAccounts} (${formatShare(logistics.targetAccounts / logistics.businesses, 0)})`,
      ],
      ["ARR at target", pounds(arr(trades)), pounds(arr(logistics))],
      ["Expected CAC", pounds(trades.cac), pounds(logistics.cac)],
      ["Months to pay back CAC", formatDecimal(cacPaybackMonths(trades.cac, monthly(trades), grossMargin), 1), formatDecimal(cacPaybackMonths(logistics.cac, monthly(logistics), grossMargin), 1)],
    ],
  },
};
