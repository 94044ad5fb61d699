import { formatNumber, formatPercent } from "@/lib/frameworks/worked-example";
import { formatDecimal } from "@/lib/stats/format";


/**
 * The site's one position on listening time as a North Star, stated in the
 * same words here, in the glossary term, in the quiz's explanation and in the
 * North Star worksheet: a good North Star when the minutes reflect value
 * delivered, not when they can grow without it.
 */
export const listeningTimeCaveat =
  "Listening time is a good North Star for a music service when each minute is listening people chose; where minutes can grow without more value, from autoplay left running or long episodes nobody finishes, count completed listens instead.";

/**
 * The worked example's input metrics, today and at the quarter's goal. The
 * first three multiply into the North Star (invoices paid on time per month);
 * the fourth drives the third.
 */
type NorthStarInput = { name: string; today: number; goal: number; unit: "count" | "percent"; team: string; multiplies: boolean };
export const northStarInputs: readonly NorthStarInput[] = [
  { name: "Businesses sending at least one invoice a month", today: 5000, goal: 5500, unit: "count", team: "Growth", multiplies: true },
  { name: "Invoices sent per active business per month", today: 10, goal: 10.5, unit: "count", team: "Core product", multiplies: true },
  { name: "Share of invoices paid by the due date", today: 80, goal: 84, unit: "percent", team: "Payments", multiplies: true },
  { name: "Share of invoices with online payment enabled", today: 55, goal: 65, unit: "percent", team: "Payments", multiplies: false },
];

const shown = (input: NorthStarInput, value: number) => (input.unit === "percent" ? formatPercent(value) : formatNumber(value));
const factors = northStarInputs.filter((input) => input.multiplies);
/** The North Star the inputs multiply into, today or at goal: a percentage multiplies as its fraction. */
const northStar = (when: "today" | "goal") => factors.reduce((product, input) => product * (input.unit === "percent" ? input[when] / 100 : input[when]), 1);
/** "5,000 × 10 × 80% = 40,000" */
const northStarWorking = (when: "today" | "goal") => `${factors.map((input) => shown(input, input[when])).join(" × ")} = ${formatNumber(northStar(when))}`;
/** How much the North Star rises if every input hits its goal, in percent. */
const rise = (northStar("goal") / northStar("today") - 1) * 100;

/**
 * Every computed figure content/frameworks/north-star-metric.md states, by the expression
 * written in its :calc[shown]{expr="..."}: a unit test recomputes each one
 * here, with the lib/ functions the calculators run, and fails on a
 * figure that drifts.
 */
export const figures: Readonly<Record<string, unknown>> = {
  "listeningTimeCaveat": listeningTimeCaveat,
  "formatNumber(northStar(\"today\"))": formatNumber(northStar("today")),
  "northStarWorking(\"today\")": northStarWorking("today"),
  "northStarWorking(\"goal\")": northStarWorking("goal"),
  "formatDecimal(rise, 0)": formatDecimal(rise, 0),
};

/** The computed tables of the page, by caption: the test compares every cell. */
export const tables: Readonly<Record<string, { headers?: readonly string[]; rows: readonly (readonly unknown[])[] }>> = {
  "North Star tree for an invoicing product": {
    rows: northStarInputs.map((input) => [input.name, shown(input, input.today), shown(input, input.goal), input.team]),
  },
};
