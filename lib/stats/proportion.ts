/**
 * How precisely a survey share is known: the margin of error of a
 * proportion from a simple random sample, by the normal approximation.
 * Pricing and positioning surveys report shares ("38% find $29 expensive"),
 * so the number of respondents a plan asks for follows from this.
 */
import { normalQuantile } from "./normal";

/**
 * Half-width of the confidence interval of a share `share` (a fraction)
 * measured on `respondents` people: z × √(share × (1 − share) ÷ n). At a
 * share of 0.5, the worst case, 100 respondents give about 0.098.
 */
export function proportionMargin(share: number, respondents: number, confidence = 0.95): number {
  if (!(share >= 0 && share <= 1)) throw new RangeError("share must be a fraction from 0 to 1");
  if (!Number.isInteger(respondents) || respondents <= 0) throw new RangeError("respondents must be a positive whole number");
  if (!(confidence > 0 && confidence < 1)) throw new RangeError("confidence must be strictly between 0 and 1");
  return normalQuantile(1 - (1 - confidence) / 2) * Math.sqrt((share * (1 - share)) / respondents);
}

/**
 * Respondents needed so that a share near `share` is known within ±`margin`
 * (both fractions): n = z² × share × (1 − share) ÷ margin², rounded up.
 */
export function respondentsForMargin(margin: number, share = 0.5, confidence = 0.95): number {
  if (!(margin > 0 && margin < 1)) throw new RangeError("margin must be a fraction strictly between 0 and 1");
  if (!(share > 0 && share < 1)) throw new RangeError("share must be strictly between 0 and 1");
  const z = normalQuantile(1 - (1 - confidence) / 2);
  // The allowance keeps an exact answer (such as 384.00000001 from rounding noise) from rounding up to the next person.
  return Math.ceil((z * z * share * (1 - share)) / (margin * margin) - 1e-9);
}
