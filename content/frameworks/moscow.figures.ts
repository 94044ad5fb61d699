import { effortByCategory, effortShares, moscowGuidance, moscowLabels, plannedEffort, type MoscowItem } from "@/lib/frameworks/moscow";
import { formatNumber, formatPercent } from "@/lib/frameworks/worked-example";

/**
 * MoSCoW explainer (static layout, drawn diagram). Original writing. The
 * worked example's effort totals and shares are computed from
 * lib/frameworks/moscow.ts.
 */

/** The requirement the team moves from Must to Should after the workaround test. */
export const movedRequirement = "Extend a parking session from the app";

/** First draft of a parking app's payment release; effort in person-days. */
export const moscowDraft: MoscowItem[] = [
  { name: "Pay for a zone and duration", category: "must", effort: 40 },
  { name: "Card payments through the payment provider", category: "must", effort: 35 },
  { name: "Strong customer authentication for card payments", category: "must", effort: 20 },
  { name: "Email receipt for every payment", category: "must", effort: 10 },
  { name: "Accessible to WCAG 2.2 AA", category: "must", effort: 30 },
  { name: movedRequirement, category: "must", effort: 30 },
  { name: "Apple Pay and Google Pay", category: "should", effort: 20 },
  { name: "Parking history with downloadable receipts", category: "should", effort: 15 },
  { name: "Reminder ten minutes before a session ends", category: "could", effort: 20 },
  { name: "Favourite zones", category: "could", effort: 10 },
  { name: "Second language (Spanish)", category: "could", effort: 20 },
  { name: "Business accounts with monthly invoices", category: "wont", effort: 60 },
  { name: "Booking electric-vehicle charging bays", category: "wont", effort: 45 },
];

/** The agreed plan: the remote extension becomes a Should Have (a workaround exists). */
export const moscowAgreed: MoscowItem[] = moscowDraft.map((item) => (item.name === movedRequirement ? { ...item, category: "should" } : item));

/** Team capacity for the ten-week increment: 5 people × 10 weeks × 5 days. */
export const moscowCapacity = { people: 5, weeks: 10, daysPerWeek: 5 } as const;
export const capacityDays = moscowCapacity.people * moscowCapacity.weeks * moscowCapacity.daysPerWeek;

/** The integration delay in week 6, in person-days, and the Could Have dropped to absorb it. */
export const moscowSlip = { days: 18, dropped: "Second language (Spanish)" } as const;

function effortOf(items: readonly MoscowItem[], name: string): number {
  const found = items.find((item) => item.name === name);
  if (!found) throw new Error(`No MoSCoW example item named "${name}"`);
  return found.effort;
}

const draftTotals = effortByCategory(moscowDraft);
const draftShares = effortShares(moscowDraft);
const agreedTotals = effortByCategory(moscowAgreed);
const agreedShares = effortShares(moscowAgreed);
const categoryLabel = (item: MoscowItem) => moscowLabels[item.category];

/**
 * Every computed figure content/frameworks/moscow.md states, by the expression
 * written in its :calc[shown]{expr="..."}: a unit test recomputes each one
 * here, with the lib/ functions the calculators run, and fails on a
 * figure that drifts.
 */
export const figures: Readonly<Record<string, unknown>> = {
  "moscowGuidance.maxMustShare": moscowGuidance.maxMustShare,
  "moscowGuidance.typicalCouldShare": moscowGuidance.typicalCouldShare,
  "moscowCapacity.people": moscowCapacity.people,
  "moscowCapacity.weeks": moscowCapacity.weeks,
  "formatNumber(capacityDays)": formatNumber(capacityDays),
  "formatNumber(draftTotals.must)": formatNumber(draftTotals.must),
  "formatNumber(plannedEffort(moscowDraft))": formatNumber(plannedEffort(moscowDraft)),
  "formatPercent(draftShares.must)": formatPercent(draftShares.must),
  "formatPercent(agreedShares.must)": formatPercent(agreedShares.must),
  "formatPercent(agreedShares.could)": formatPercent(agreedShares.could),
  "formatNumber(moscowSlip.days)": formatNumber(moscowSlip.days),
  "formatNumber(effortOf(moscowAgreed, moscowSlip.dropped))": formatNumber(effortOf(moscowAgreed, moscowSlip.dropped)),
};

/** The computed tables of the page, by caption: the test compares every cell (and the headers, where they are computed). */
export const tables: Readonly<Record<string, { headers?: readonly string[]; rows: readonly (readonly unknown[])[] }>> = {
  "Requirements for the payment release, with estimates in person-days": { rows: moscowDraft.map((item, index) => [item.name, formatNumber(item.effort), categoryLabel(item), categoryLabel(moscowAgreed[index]!)]) },
  "Planned effort per category, before and after the renegotiation": { rows: (["must", "should", "could"] as const).map((category) => [
            moscowLabels[category],
            formatNumber(draftTotals[category]),
            formatPercent(draftShares[category]),
            formatNumber(agreedTotals[category]),
            formatPercent(agreedShares[category]),
          ]) },
};
