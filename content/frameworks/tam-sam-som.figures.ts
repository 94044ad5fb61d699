import {
  bottomUpCustomers,
  bottomUpSizing,
  formatFactor,
  formatMoney,
  formatShare,
  impliedSpendPerCustomer,
  sizingGap,
  topDownSizing,
  valueTheoryMarket,
  type BottomUpInput,
} from "@/lib/frameworks/market-sizing";
import { formatNumber } from "@/lib/frameworks/worked-example";
import { marketExample as pawbook } from "./market-sizing-example";

/**
 * TAM, SAM and SOM explainer (static layout, drawn diagram). The worked
 * example's three builds, the gap and the value-theory check are computed
 * from lib/frameworks/market-sizing.ts, the code the calculator runs.
 */

const clinics = pawbook.clinics;
export const topDown = topDownSizing({
  marketSpend: pawbook.marketSpend,
  categoryShare: pawbook.categoryShare,
  serviceableShare: pawbook.independentShare,
  obtainableShare: pawbook.obtainableShare,
});
const bottomUpAt = (pricePerYear: number): BottomUpInput => ({
  customers: clinics,
  pricePerYear,
  serviceableShare: pawbook.independentClinics,
  reachShare: pawbook.reachShare,
  adoptionShare: pawbook.adoptionShare,
});
export const bottomUp = bottomUpSizing(bottomUpAt(pawbook.pricePerYear));
const counts = bottomUpCustomers(bottomUpAt(pawbook.pricePerYear));
const priceWithTexting = pawbook.pricePerYear + pawbook.textingPerMonth * 12;
export const withTexting = bottomUpSizing(bottomUpAt(priceWithTexting));

const noShowsAvoidedPerDay = pawbook.appointmentsPerDay * pawbook.noShowRate * pawbook.noShowCut;
const valuePerClinic = noShowsAvoidedPerDay * pawbook.visitValue * pawbook.workingDays;
const capturedShare = pawbook.capturedShare;
export const valueTheoryTam = valueTheoryMarket(clinics, valuePerClinic, capturedShare);

const yearOneRevenue = pawbook.yearOneClinics * priceWithTexting;
const shortcutRevenue = (topDown.tam * pawbook.shortcutShare) / 100;
const times = (factor: number) => `${formatFactor(factor)} times`;
const usd = formatMoney;

/**
 * Every computed figure content/frameworks/tam-sam-som.md states, by the
 * expression written in its :calc[shown]{expr="..."}: a unit test recomputes
 * each one here, with the lib/ functions the calculator runs, and fails on a
 * figure that drifts.
 */
export const figures: Readonly<Record<string, unknown>> = {
  "times(sizingGap(topDown.tam, bottomUp.tam).factor)": times(sizingGap(topDown.tam, bottomUp.tam).factor),
  "formatMoney(impliedSpendPerCustomer(topDown.tam, clinics))": usd(impliedSpendPerCustomer(topDown.tam, clinics)),
  "formatMoney(priceWithTexting)": usd(priceWithTexting),
  "formatNumber(noShowsAvoidedPerDay)": formatNumber(noShowsAvoidedPerDay),
  "formatMoney(valuePerClinic)": usd(valuePerClinic),
  "formatMoney(valuePerClinic * capturedShare / 100)": usd((valuePerClinic * capturedShare) / 100),
  "formatMoney(valueTheoryTam)": usd(valueTheoryTam),
  "formatMoney(withTexting.tam, 0)": usd(withTexting.tam, 0),
  "formatMoney(topDown.tam)": usd(topDown.tam),
  "formatMoney(withTexting.som)": usd(withTexting.som),
  "formatMoney(yearOneRevenue)": usd(yearOneRevenue),
  "formatMoney(shortcutRevenue, 2)": usd(shortcutRevenue, 2),
  "times(shortcutRevenue / yearOneRevenue)": times(shortcutRevenue / yearOneRevenue),
};

/** The computed tables of the page, by caption: the test compares every cell. */
export const tables: Readonly<Record<string, { headers?: readonly string[]; rows: readonly (readonly unknown[])[] }>> = {
  "PawBook's market, top-down": {
    rows: [
      ["TAM", `${usd(pawbook.marketSpend)} × ${formatShare(pawbook.categoryShare)}`, usd(topDown.tam)],
      ["SAM", `TAM × ${formatShare(pawbook.independentShare)} independent`, usd(topDown.sam)],
      ["SOM", `SAM × ${formatShare(pawbook.obtainableShare)} share in five years`, usd(topDown.som)],
    ],
  },
  "PawBook's market, bottom-up": {
    rows: [
      ["TAM", `${formatNumber(counts.all)} clinics × ${usd(pawbook.pricePerYear)}`, usd(bottomUp.tam)],
      ["SAM", `${formatNumber(counts.served)} independent clinics × ${usd(pawbook.pricePerYear)}`, usd(bottomUp.sam)],
      ["SOM", `${formatNumber(counts.won)} clinics won × ${usd(pawbook.pricePerYear)}`, usd(bottomUp.som)],
    ],
  },
  "PawBook's market, three ways": {
    rows: [
      ["TAM", usd(topDown.tam), usd(withTexting.tam), usd(valueTheoryTam)],
      ["SAM", usd(topDown.sam), usd(withTexting.sam), "Not estimated"],
      [`SOM (${pawbook.years} years)`, usd(topDown.som), usd(withTexting.som), "Not estimated"],
    ],
  },
};
