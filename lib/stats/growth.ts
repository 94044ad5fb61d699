/**
 * Growth arithmetic the Product Mastery write-ups state and their diagrams
 * draw: how a constant monthly churn compounds, and the viral coefficient.
 */

function checkRate(value: number, name: string): void {
  if (!(value >= 0 && value <= 1)) throw new RangeError(`${name} must be from 0 to 1`);
}

/** Share of a cohort still there after `months` months at a constant monthly churn: (1 − churn)^months. */
export function retainedAfter(monthlyChurn: number, months: number): number {
  checkRate(monthlyChurn, "monthlyChurn");
  if (!Number.isInteger(months) || months < 0) throw new RangeError("months must be a whole number, 0 or more");
  return (1 - monthlyChurn) ** months;
}

/** The retained share at month 0, 1, … `months` (the first is always 1). */
export function retentionCurve(monthlyChurn: number, months: number): number[] {
  return Array.from({ length: months + 1 }, (_, month) => retainedAfter(monthlyChurn, month));
}

/**
 * The viral coefficient K: invitations each user sends × the share of
 * invitations that turn into new users. Above 1, growth feeds itself.
 */
export function viralCoefficient(invitesPerUser: number, inviteConversion: number): number {
  if (!(invitesPerUser >= 0) || !Number.isFinite(invitesPerUser)) throw new RangeError("invitesPerUser must be a finite number, 0 or more");
  checkRate(inviteConversion, "inviteConversion");
  return invitesPerUser * inviteConversion;
}

/** New users `users` new users bring in at coefficient `k`, in the first round of invitations. */
export function invitedUsers(users: number, k: number): number {
  return users * k;
}
