/**
 * Moving a customer base from one price to new tiers: the revenue before and
 * after, the customers and the revenue per account left once the expected
 * churn has happened, the new revenue mix, the churn at which the change stops
 * paying, and what grandfathering defers. Each segment of the base moves to one
 * new plan; a segment whose price falls is assumed to keep every customer.
 */

export type MigratingSegment = {
  /** Accounts in the segment today. */
  customers: number;
  /** What each pays a month today. */
  currentPrice: number;
  /** What each will pay a month on its new plan. */
  newPrice: number;
  /** Extra share of the segment expected to leave because of the change (0-1). */
  expectedChurn: number;
};

function check(segments: readonly MigratingSegment[]): void {
  if (segments.length === 0) throw new RangeError("a migration needs at least one segment");
  for (const { customers, currentPrice, newPrice, expectedChurn } of segments) {
    if (!Number.isInteger(customers) || customers < 0) throw new RangeError("customers must be a whole number, 0 or more");
    if (!(currentPrice >= 0) || !(newPrice >= 0)) throw new RangeError("prices cannot be negative");
    if (!(expectedChurn >= 0 && expectedChurn <= 1)) throw new RangeError("expectedChurn must be from 0 to 1");
  }
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** A segment's monthly revenue today. */
export const currentMrr = (segment: MigratingSegment) => segment.customers * segment.currentPrice;
/** Customers a segment keeps once its expected churn has happened. */
export const retainedCustomers = (segment: MigratingSegment) => segment.customers * (1 - segment.expectedChurn);
/** A segment's monthly revenue on its new plan, after its expected churn. */
export const newMrr = (segment: MigratingSegment) => retainedCustomers(segment) * segment.newPrice;
/** A segment's monthly revenue on its new plan if nobody left. */
export const newMrrWithoutChurn = (segment: MigratingSegment) => segment.customers * segment.newPrice;

export type MigrationSummary = {
  mrrBefore: number;
  mrrAfter: number;
  /** mrrAfter ÷ mrrBefore − 1. */
  mrrChange: number;
  customersBefore: number;
  customersAfter: number;
  arpuBefore: number;
  /** Revenue per account on the new plans if nobody left. */
  arpuWithoutChurn: number;
  arpuAfter: number;
  /** Each segment's share of revenue today, in segment order (0-1). */
  mixBefore: number[];
  /** Each segment's share of revenue after the change. */
  mixAfter: number[];
};

export function migrationSummary(segments: readonly MigratingSegment[]): MigrationSummary {
  check(segments);
  const mrrBefore = sum(segments.map(currentMrr));
  const mrrAfter = sum(segments.map(newMrr));
  const customersBefore = sum(segments.map((segment) => segment.customers));
  const customersAfter = sum(segments.map(retainedCustomers));
  if (!(mrrBefore > 0) || !(mrrAfter > 0) || !(customersAfter > 0)) throw new RangeError("the base must bring in revenue before and after");
  return {
    mrrBefore,
    mrrAfter,
    mrrChange: mrrAfter / mrrBefore - 1,
    customersBefore,
    customersAfter,
    arpuBefore: mrrBefore / customersBefore,
    arpuWithoutChurn: sum(segments.map(newMrrWithoutChurn)) / customersBefore,
    arpuAfter: mrrAfter / customersAfter,
    mixBefore: segments.map((segment) => currentMrr(segment) / mrrBefore),
    mixAfter: segments.map((segment) => newMrr(segment) / mrrAfter),
  };
}

/** Segments whose price goes up: the ones the change risks losing. */
export const raisedSegments = (segments: readonly MigratingSegment[]) => segments.filter((segment) => segment.newPrice > segment.currentPrice);

/**
 * The churn, the same in every segment whose price rises, at which revenue
 * after the change equals revenue today; segments whose price falls keep
 * every customer. Below it the change pays for itself.
 */
export function breakEvenChurn(segments: readonly MigratingSegment[]): number {
  check(segments);
  const raised = raisedSegments(segments);
  const atRisk = sum(raised.map(newMrrWithoutChurn));
  if (atRisk === 0) throw new RangeError("no segment's price rises, so no churn can make the change pay");
  const safe = sum(segments.filter((segment) => !raised.includes(segment)).map(newMrrWithoutChurn));
  const needed = sum(segments.map(currentMrr)) - safe;
  return Math.max(0, 1 - needed / atRisk);
}

/**
 * Grandfathering the segments whose price rises: they keep paying today's
 * price for a while, and the price cuts apply at once. `mrrDuring` is the
 * monthly revenue meanwhile; `deferredPerMonth` is the rise those segments would
 * bring each month on their new prices, before any churn.
 */
export function grandfathering(segments: readonly MigratingSegment[]): { mrrDuring: number; deferredPerMonth: number } {
  check(segments);
  const raised = raisedSegments(segments);
  const others = segments.filter((segment) => !raised.includes(segment));
  return {
    mrrDuring: sum(others.map(newMrrWithoutChurn)) + sum(raised.map(currentMrr)),
    deferredPerMonth: sum(raised.map(newMrrWithoutChurn)) - sum(raised.map(currentMrr)),
  };
}

/** What a flat price per account comes to per seat for an account of `seats`. */
export function pricePerSeat(price: number, seats: number): number {
  if (!(price >= 0)) throw new RangeError("price cannot be negative");
  if (!Number.isInteger(seats) || seats <= 0) throw new RangeError("seats must be a whole number above 0");
  return price / seats;
}
