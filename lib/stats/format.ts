/**
 * How pages print statistics: fixed rules, so a figure a test recomputes is
 * written the same way in every place that states it.
 */

/** Rounds to `digits` decimals and drops trailing zeros: 16.36 → "16.4", 19.0 → "19". */
export function formatDecimal(value: number, digits: number): string {
  const factor = 10 ** digits;
  const rounded = Math.round(value * factor) / factor;
  return new Intl.NumberFormat("en-US", { maximumFractionDigits: digits }).format(rounded === 0 ? 0 : rounded);
}

/**
 * A p-value as prose states it: one significant figure below 0.01
 * (0.000193 → "0.0002"), two decimals above (0.0312 → "0.03"), and
 * "< 0.0001" when it is smaller than that.
 */
export function formatPValue(p: number): string {
  if (!(p >= 0 && p <= 1)) throw new RangeError("a p-value is from 0 to 1");
  if (p < 0.0001) return "< 0.0001";
  if (p < 0.01) {
    const leading = Number(p.toPrecision(1));
    return leading.toFixed(-Math.floor(Math.log10(leading)));
  }
  return formatDecimal(p, 2);
}

/** A fraction as a percentage with up to `digits` decimals: 0.1636 → "16.4%". */
export function formatShare(fraction: number, digits = 1): string {
  return `${formatDecimal(fraction * 100, digits)}%`;
}

/**
 * Money as prose states it: the currency symbol, thousands separators, and
 * either whole units (712800 → "£712,800") or exactly two decimals
 * (39.2 → "$39.20"), so a price never reads "$39.2".
 */
export function formatMoney(value: number, symbol: "$" | "£" | "€" = "$", cents = false): string {
  if (!Number.isFinite(value)) throw new RangeError("an amount of money must be a finite number");
  const digits = cents ? 2 : 0;
  const factor = 10 ** digits;
  const rounded = Math.round(Math.abs(value) * factor) / factor;
  const text = new Intl.NumberFormat("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(rounded);
  return `${value < 0 && rounded !== 0 ? "−" : ""}${symbol}${text}`;
}
