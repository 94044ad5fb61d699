/**
 * A blended rate from the rates of groups that make up a whole: Σ shareᵢ × rateᵢ.
 * The shares must cover the whole population exactly once (sum to 1), or the
 * blend describes no real group of users.
 */
export type MixPart = { share: number; rate: number };

export function weightedMix(parts: readonly MixPart[]): number {
  if (parts.length === 0) throw new RangeError("a mix needs at least one part");
  for (const { share, rate } of parts) {
    if (!(share >= 0 && share <= 1)) throw new RangeError("each share must be from 0 to 1");
    if (!Number.isFinite(rate)) throw new RangeError("each rate must be a finite number");
  }
  const total = parts.reduce((sum, part) => sum + part.share, 0);
  if (Math.abs(total - 1) > 1e-9) throw new RangeError(`shares must add up to 1 (they add up to ${total})`);
  return parts.reduce((sum, part) => sum + part.share * part.rate, 0);
}

/** The two-group case: a share `share` at `rateIn`, the rest at `rateOut`. */
export function twoGroupMix(share: number, rateIn: number, rateOut: number): number {
  return weightedMix([
    { share, rate: rateIn },
    { share: 1 - share, rate: rateOut },
  ]);
}

/**
 * The sum as a page prints it, with rates in percent:
 * "0.23 × 41% + 0.77 × 9% ≈ 16.4%".
 */
export function twoGroupMixWorking(share: number, rateIn: number, rateOut: number, digits = 1): string {
  const rest = Math.round((1 - share) * 1e9) / 1e9;
  const blended = twoGroupMix(share, rateIn, rateOut);
  const shown = Math.round(blended * 10 ** digits) / 10 ** digits;
  const sign = shown === blended ? "=" : "≈";
  return `${share} × ${rateIn}% + ${rest} × ${rateOut}% ${sign} ${new Intl.NumberFormat("en-US", { maximumFractionDigits: digits }).format(shown)}%`;
}
