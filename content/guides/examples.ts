/**
 * The worked examples of the guides, as data: the figures modules compute
 * every stated number from these counts with lib/ functions, and the
 * diagrams draw them (through data/guide-examples.ts), so a drawing cannot
 * disagree with its page.
 */

/** The A/B testing guide's meal-kit onboarding test: quiz first (control) against recipes first (variant). */
export const mealKitTest = {
  baseline: 0.3,
  /** The smallest effect worth shipping, in percentage points as a fraction. */
  mde: 0.02,
  alpha: 0.05,
  power: 0.8,
  signUpsPerDay: 1300,
  /** Days after sign-up within which a first order counts. */
  metricWindowDays: 7,
  control: { users: 9080, conversions: 2724 },
  variant: { users: 9120, conversions: 2900 },
  /** Refunded first orders, out of each arm's first orders. */
  refunds: { control: { users: 2724, conversions: 110 }, variant: { users: 2900, conversions: 124 } },
} as const;

/** The product analytics guide's shift-scheduling app: January and February sign-ups, then weekly cohorts. */
export const schedulingFunnel = {
  steps: [
    { name: "Account created", short: "Created", accounts: 6600 },
    { name: "Added 3+ staff", short: "Added staff", accounts: 3960 },
    { name: "Published first schedule (7 days)", short: "Published", accounts: 2376 },
    { name: "Published again in week 2", short: "Week 2", accounts: 1800 },
  ],
  cohorts: [
    { label: "2 March", short: "2 Mar", accounts: 750, weeks: [225, 203, 180] as readonly (number | null)[] },
    { label: "9 March", short: "9 Mar", accounts: 820, weeks: [254, 221, 197] as readonly (number | null)[] },
    { label: "16 March", short: "16 Mar", accounts: 850, weeks: [289, 255, null] as readonly (number | null)[] },
  ],
  /** The weeks after sign-up the cohort table reports. */
  cohortWeeks: [2, 4, 8],
  /** The staff step split by how managers added people: accounts, and those that reached 3+ staff. */
  staffMethods: [
    { method: "Imported a file from payroll", accounts: 1650, addedStaff: 1400 },
    { method: "Typed staff in one by one", accounts: 4950, addedStaff: 2560 },
  ],
  /** Share still publishing in week 8, for accounts that activated within 7 days and for the rest (percent). */
  week8Retention: { activated: 58, notActivated: 5 },
  /** Managers: average daily, weekly and monthly actives. */
  actives: { dau: 1120, wau: 3400, mau: 4000 },
  /** February's schedule_published events against schedules saved in the database. */
  reconciliation: { events: 9310, database: 9800 },
} as const;
