/** Double Diamond explainer (accordion layout). Original writing. */

/**
 * The worked example's first-invoice numbers, in percent of new accounts:
 * the share that never sends a first invoice within 14 days, the bar the
 * Define step sets, and the rate the invoice-first flow reaches in its test group.
 */
export const firstInvoice = { neverPercent: 38, barPercent: 75, invoiceFirstPercent: 77 } as const;
/** The rate before the change: every account that does send a first invoice in 14 days. */
const baselinePercent = 100 - firstInvoice.neverPercent;
// The page rolls the flow out to everyone because the test group clears the bar it set.
if (firstInvoice.invoiceFirstPercent < firstInvoice.barPercent) throw new Error("the Double Diamond example rolls out invoice-first, so its test group must reach the bar");
if (firstInvoice.invoiceFirstPercent <= baselinePercent) throw new Error("the Double Diamond example says the first-invoice rate rises");

/**
 * Every computed figure content/frameworks/double-diamond.md states, by the expression
 * written in its :calc[shown]{expr="..."}: a unit test recomputes each one
 * here and fails on a figure that drifts.
 */
export const figures: Readonly<Record<string, unknown>> = {
  "firstInvoice.neverPercent": firstInvoice.neverPercent,
  "firstInvoice.barPercent": firstInvoice.barPercent,
  "baselinePercent": baselinePercent,
  "firstInvoice.invoiceFirstPercent": firstInvoice.invoiceFirstPercent,
};
