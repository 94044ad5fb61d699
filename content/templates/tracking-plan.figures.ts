import { eventShortfall } from "@/lib/templates/example-figures";
import { formatNumber } from "@/lib/frameworks/worked-example";
import { formatShare } from "@/lib/stats/format";

/** March's reconciliation in the example: invoice_sent events counted in the browser against invoices the database marked as sent. */
const march = { events: 4512, sent: 4800 };

/**
 * Every computed figure content/templates/tracking-plan.md states, by the
 * expression written in its :calc[shown]{expr="..."}: the figures test
 * recomputes each one here.
 */
export const figures: Readonly<Record<string, unknown>> = {
  "march.events": formatNumber(march.events),
  "march.sent": formatNumber(march.sent),
  "missed(march)": formatShare(eventShortfall(march.events, march.sent), 0),
};
