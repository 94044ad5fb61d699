import { formatNumber } from "@/lib/frameworks/worked-example";
import { accountsKeptPerYear, capacity, percentOf, roundTo, weeksToDeliver } from "@/lib/guides/planning";

/**
 * Roadmaps: the worked example's quarter (Shiftwise, a fictional scheduling
 * product), computed with lib/guides/planning.ts. The drawn diagram
 * (roadmap-capacity-by-theme) reads the same numbers through data/guides.ts.
 */

export const shiftwise = {
  engineers: 15,
  weeks: 12,
  reserveShare: 0.2,
  /** What sales and customers asked for, as engineering sized it, in engineer-weeks. */
  requested: 310,
  multiSiteAccounts: 600,
  monthlyPrice: 450,
  churnFrom: 0.024,
  churnTo: 0.018,
  /** Shift swaps across locations: its size and the engineers building it. */
  swaps: { size: 24, engineers: 5 },
} as const;

/** The four themes and the engineer-weeks each gets; `short` is the diagram's label. */
export const roadmapThemes = [
  { theme: "Keep multi-site groups", short: "Multi-site", outcome: "Monthly churn 2.4% → 1.8%", weeks: 64 },
  { theme: "Faster self-serve setup", short: "Self-serve", outcome: "Median setup 9 days → 3", weeks: 40 },
  { theme: "Payroll integrations", short: "Payroll", outcome: "Manual hour exports halved", weeks: 24 },
  { theme: "Platform reliability", short: "Reliability", outcome: "Publish errors halved", weeks: 16 },
] as const;

const s = shiftwise;
const quarter = capacity(s.engineers, s.weeks, s.reserveShare);
const themed = roadmapThemes.reduce((total, theme) => total + theme.weeks, 0);
if (themed !== quarter.available) throw new Error(`the themes share ${themed} engineer-weeks, not the quarter's ${quarter.available}`);
const kept = accountsKeptPerYear(s.multiSiteAccounts, s.churnFrom, s.churnTo);
const yearlyPrice = s.monthlyPrice * 12;
const swapWeeks = weeksToDeliver(s.swaps.size, s.swaps.engineers, s.reserveShare);

const share = (part: number) => `${percentOf(part, quarter.available)}%`;

/** The quarter as the diagram draws it: capacity, reserve and each theme's share. */
export const roadmapQuarter = {
  gross: quarter.gross,
  reserve: quarter.reserve,
  reservePercent: Math.round(s.reserveShare * 100),
  available: quarter.available,
  themes: roadmapThemes.map((theme) => ({ label: theme.short, weeks: theme.weeks, share: share(theme.weeks) })),
  /** "6-8 wks": the range the PM gives sales for shift swaps. */
  swapRange: `${formatNumber(swapWeeks)}-8 wks`,
} as const;

/** Every computed figure content/guides/roadmaps.md states, by the expression in its :calc[shown]{expr="..."}. */
export const figures: Readonly<Record<string, unknown>> = {
  "formatNumber(quarter.available)": formatNumber(quarter.available),
  "percentOf(quarter.available, requested)": `${percentOf(quarter.available, s.requested)}%`,
  "formatNumber(requested - quarter.available)": formatNumber(s.requested - quarter.available),
  "accountsKeptPerYear(multiSite)": formatNumber(kept),
  "dollars(monthlyPrice * 12)": `$${formatNumber(yearlyPrice)}`,
  "dollars(kept * monthlyPrice * 12)": `$${formatNumber(roundTo(kept * yearlyPrice, 1000))}`,
  "formatNumber(swaps.engineers * (1 - reserveShare))": formatNumber(s.swaps.engineers * (1 - s.reserveShare)),
  "weeksToDeliver(swaps)": formatNumber(swapWeeks),
};

/** The computed tables of the page, by caption: the test compares every cell. */
export const tables: Readonly<Record<string, { headers?: readonly string[]; rows: readonly (readonly unknown[])[] }>> = {
  "Shiftwise's capacity for the quarter": {
    rows: [
      ["Gross capacity", `${s.engineers} engineers × ${s.weeks} weeks`, formatNumber(quarter.gross)],
      ["Reserve for bugs, support, on-call", `${Math.round(s.reserveShare * 100)}% of gross`, formatNumber(quarter.reserve)],
      ["Roadmap capacity", "Gross minus reserve", formatNumber(quarter.available)],
    ],
  },
  "The quarter's capacity split across four themes": {
    rows: [
      ...roadmapThemes.map((theme) => [theme.theme, theme.outcome, formatNumber(theme.weeks), share(theme.weeks)]),
      ["Total", "", formatNumber(themed), share(themed)],
    ],
  },
};
