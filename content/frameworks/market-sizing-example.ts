/**
 * The numbers behind the TAM/SAM/SOM explainer's worked example (PawBook,
 * fictional booking software for US vet clinics). The explainer computes its
 * tables and sums from these with lib/frameworks/market-sizing.ts, and the
 * calculator starts from the same assumptions.
 */
import type { MarketDraft } from "@/lib/calculators/market-sizing";

export const marketExample = {
  /** The report's US spend on veterinary practice software, a year. */
  marketSpend: 620e6,
  /** The report's allocation to scheduling, reminders and client communication (%). */
  categoryShare: 20,
  /** Independent clinics' share of that spend (%). */
  independentShare: 55,
  /** The report-based plan's share of the serviceable market in five years (%). */
  obtainableShare: 5,
  clinics: 32_000,
  /** Independent clinics among them (%). */
  independentClinics: 60,
  /** Independent clinics PawBook's channels reach within five years (%), and the share of those who adopt. */
  reachShare: 60,
  adoptionShare: 10,
  years: 5,
  /** $150 a month. */
  pricePerYear: 1_800,
  /** The texting bundle added once the gap was explained, a month. */
  textingPerMonth: 50,
  /** What the interviewed clinic managers spend a year on booking, reminders and texting. */
  currentSpend: 2_900,
  /** Value theory: a typical clinic's appointments a day, no-show rate, visit value and working days a year. */
  appointmentsPerDay: 25,
  noShowRate: 0.06,
  visitValue: 70,
  workingDays: 300,
  /** Reminders cut no-shows by a third. */
  noShowCut: 1 / 3,
  /** Share of the value created a clinic would pay (%). */
  capturedShare: 25,
  /** Clinics the sales plan signs up by the end of year one. */
  yearOneClinics: 150,
  /** The "we only need 1% of the market" shortcut (%). */
  shortcutShare: 1,
} as const;

/** The assumptions as typed into the calculator: PawBook's top-down and bottom-up builds at the list price. */
export const marketExampleDraft: MarketDraft = {
  marketSpend: "620M",
  categoryShare: String(marketExample.categoryShare),
  topServiceable: String(marketExample.independentShare),
  obtainableShare: String(marketExample.obtainableShare),
  customers: "32,000",
  pricePerYear: "1,800",
  bottomServiceable: String(marketExample.independentClinics),
  reachShare: String(marketExample.reachShare),
  adoptionShare: String(marketExample.adoptionShare),
  years: String(marketExample.years),
};
