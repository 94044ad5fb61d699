/**
 * One month's trial cohort in a product-led business: how many sign-ups
 * activate, how many pay (activated and not activated users convert at
 * different rates), what the cohort earns in its first year as churn wears it
 * down, and net revenue retention for the customer base.
 */
import { retainedAfter } from "@/lib/stats/growth";

function checkRate(value: number, name: string): void {
  if (!(value >= 0 && value <= 1)) throw new RangeError(`${name} must be from 0 to 1`);
}

export type TrialInputs = {
  signUps: number;
  /** Share of sign-ups that reach the activation event in its window. */
  activationRate: number;
  /** Share of activated trials that pay. */
  activatedConversion: number;
  /** Share of the other trials that pay. */
  otherConversion: number;
};

export type TrialCohort = {
  signUps: number;
  activated: number;
  notActivated: number;
  paidFromActivated: number;
  paidFromOther: number;
  paid: number;
  /** paid ÷ sign-ups. */
  conversion: number;
  /** The share of paying customers who had activated. */
  activatedShareOfPaid: number;
};

/** Counts are whole people: each stage is rounded to the nearest one. */
export function trialCohort({ signUps, activationRate, activatedConversion, otherConversion }: TrialInputs): TrialCohort {
  if (!Number.isInteger(signUps) || signUps <= 0) throw new RangeError("signUps must be a whole number above 0");
  checkRate(activationRate, "activationRate");
  checkRate(activatedConversion, "activatedConversion");
  checkRate(otherConversion, "otherConversion");
  const activated = Math.round(signUps * activationRate);
  const notActivated = signUps - activated;
  const paidFromActivated = Math.round(activated * activatedConversion);
  const paidFromOther = Math.round(notActivated * otherConversion);
  const paid = paidFromActivated + paidFromOther;
  return {
    signUps,
    activated,
    notActivated,
    paidFromActivated,
    paidFromOther,
    paid,
    conversion: paid / signUps,
    activatedShareOfPaid: paid === 0 ? 0 : paidFromActivated / paid,
  };
}

/**
 * Revenue a cohort brings in over its first `months` months when it starts at
 * `startingMrr` and loses `monthlyChurn` of its customers each month:
 * Σ startingMrr × (1 − churn)^m for m = 0 … months − 1.
 */
export function cohortRevenue(startingMrr: number, monthlyChurn: number, months: number): number {
  if (!(startingMrr >= 0)) throw new RangeError("startingMrr cannot be negative");
  if (!Number.isInteger(months) || months < 0) throw new RangeError("months must be a whole number, 0 or more");
  let total = 0;
  for (let month = 0; month < months; month++) total += startingMrr * retainedAfter(monthlyChurn, month);
  return total;
}

/**
 * Net revenue retention: what last year's customers pay now, after their
 * upgrades, downgrades and cancellations, as a share of what they paid then.
 */
export function netRevenueRetention({ starting, expansion, contraction, churned }: { starting: number; expansion: number; contraction: number; churned: number }): number {
  if (!(starting > 0)) throw new RangeError("starting revenue must be greater than 0");
  for (const [name, value] of [["expansion", expansion], ["contraction", contraction], ["churned", churned]] as const) {
    if (!(value >= 0)) throw new RangeError(`${name} cannot be negative`);
  }
  if (contraction + churned > starting + expansion) throw new RangeError("more revenue lost than there was");
  return (starting + expansion - contraction - churned) / starting;
}

export type FreePlanCohort = {
  signUps: number;
  paid: number;
  /** Sign-ups who stay on the free plan. */
  freeAccounts: number;
  newMrr: number;
  /** What serving the free accounts costs each month. */
  servingCost: number;
  /** New MRR minus the serving cost: what the cohort adds each month. */
  netMrr: number;
};

/** A month's sign-ups on a free-forever plan: the few who pay, and the monthly cost of the many who do not. */
export function freePlanCohort({ signUps, conversion, price, servingCostPerFreeAccount }: { signUps: number; conversion: number; price: number; servingCostPerFreeAccount: number }): FreePlanCohort {
  if (!Number.isInteger(signUps) || signUps <= 0) throw new RangeError("signUps must be a whole number above 0");
  checkRate(conversion, "conversion");
  if (!(price >= 0) || !(servingCostPerFreeAccount >= 0)) throw new RangeError("price and serving cost cannot be negative");
  const paid = Math.round(signUps * conversion);
  const freeAccounts = signUps - paid;
  const newMrr = paid * price;
  const servingCost = freeAccounts * servingCostPerFreeAccount;
  return { signUps, paid, freeAccounts, newMrr, servingCost, netMrr: newMrr - servingCost };
}
