/**
 * TAM, SAM and SOM: three annual revenue figures that nest.
 *
 * - Top-down starts from a published market figure and narrows it with
 *   shares: TAM = figure × your category's share; SAM = TAM × the share you
 *   can serve; SOM = SAM × the share you expect to win.
 * - Bottom-up counts customers and multiplies by price: TAM = customers ×
 *   annual revenue per customer; SAM = the customers you can serve × price;
 *   SOM = the served customers you reach × the share of them who adopt × price.
 * - Value theory prices from the value created: customers × value per
 *   customer × the share of it they would pay.
 *
 * Shares are percentages (20 means 20%). The gap between the two estimates
 * is computed and read here, so the explainer and the calculator say the
 * same thing about it.
 */

export type TopDownInput = {
  /** The published figure: annual spend on the wider market. */
  marketSpend: number;
  /** Share of that spend on your category (%). */
  categoryShare: number;
  /** Share of the category's spend you can serve (%). */
  serviceableShare: number;
  /** Share of the serviceable spend you expect to win in the period (%). */
  obtainableShare: number;
};

export type BottomUpInput = {
  /** Customers who have the problem and could buy. */
  customers: number;
  /** What one customer pays a year. */
  pricePerYear: number;
  /** Share of those customers your product, channel and price can serve (%). */
  serviceableShare: number;
  /** Share of the serviceable customers you can reach in the period (%). */
  reachShare: number;
  /** Share of the reached customers who adopt (%). */
  adoptionShare: number;
};

export type MarketLayers = { tam: number; sam: number; som: number };

const share = (percent: number) => percent / 100;

export function topDownSizing(input: TopDownInput): MarketLayers {
  const tam = input.marketSpend * share(input.categoryShare);
  const sam = tam * share(input.serviceableShare);
  return { tam, sam, som: sam * share(input.obtainableShare) };
}

/** Customers counted at each layer: all, serviceable, and won (reached and adopting). */
export function bottomUpCustomers(input: BottomUpInput): { all: number; served: number; won: number } {
  const served = input.customers * share(input.serviceableShare);
  return { all: input.customers, served, won: served * share(input.reachShare) * share(input.adoptionShare) };
}

export function bottomUpSizing(input: BottomUpInput): MarketLayers {
  const counts = bottomUpCustomers(input);
  return { tam: counts.all * input.pricePerYear, sam: counts.served * input.pricePerYear, som: counts.won * input.pricePerYear };
}

/** Value theory: customers × value created for each a year × the share of that value they would pay (%). */
export function valueTheoryMarket(customers: number, valuePerCustomer: number, capturedShare: number): number {
  return customers * valuePerCustomer * share(capturedShare);
}

/** What a top-down figure implies one customer spends a year: the figure ÷ the customers counted bottom-up. */
export function impliedSpendPerCustomer(topDownTam: number, customers: number): number {
  return topDownTam / customers;
}

export type GapBand = "close" | "moderate" | "large" | "very large";
export type SizingGap = {
  higher: "top-down" | "bottom-up" | "neither";
  /** The larger estimate ÷ the smaller one (1 when they are equal). */
  factor: number;
  band: GapBand;
};

/**
 * Where a gap stops being noise: estimates this rough that agree within 25%
 * agree; up to 2 times is the usual spread of method and scope; up to 5 times
 * says the two count different things; beyond that they size different markets.
 */
export const gapBands = { close: 1.25, moderate: 2, large: 5 } as const;

export function sizingGap(topDown: number, bottomUp: number): SizingGap {
  if (!(topDown > 0 && bottomUp > 0)) throw new RangeError("both estimates must be greater than 0");
  const factor = Math.max(topDown, bottomUp) / Math.min(topDown, bottomUp);
  const higher = topDown === bottomUp ? "neither" : topDown > bottomUp ? "top-down" : "bottom-up";
  const band: GapBand = factor < gapBands.close ? "close" : factor < gapBands.moderate ? "moderate" : factor < gapBands.large ? "large" : "very large";
  return { higher, factor, band };
}

// Fixed locale: the pages are English and must render the same on every machine.
const grouped = (digits: number) => new Intl.NumberFormat("en-US", { maximumFractionDigits: digits });

/**
 * Money as a market figure is written: whole dollars below a million
 * ($3,875, $360,000), millions, billions and trillions with `decimals`
 * decimals and no trailing zeros ($124M, $68.2M, $1.24M with 2).
 */
export function formatMoney(value: number, decimals = 1): string {
  const sign = value < 0 ? "-" : "";
  const amount = Math.abs(value);
  const units = [
    { size: 1e12, suffix: "T" },
    { size: 1e9, suffix: "B" },
    { size: 1e6, suffix: "M" },
  ];
  for (const unit of units) {
    // 999,999,999 rounds to $1,000M: written as the next unit up instead.
    const scaled = Number((amount / unit.size).toFixed(decimals));
    if (scaled >= 1 && (unit.size === 1e12 || scaled < 1000)) return `${sign}$${grouped(decimals).format(scaled)}${unit.suffix}`;
  }
  const whole = Math.round(amount);
  if (whole >= 1e6) return `${sign}$${grouped(decimals).format(Number((whole / 1e6).toFixed(decimals)))}M`;
  return `${sign}$${grouped(0).format(whole)}`;
}

/** A ratio as prose states it: one decimal, no trailing zero (2.153 → "2.2", 3 → "3"). */
export function formatFactor(factor: number): string {
  return grouped(1).format(Math.round(factor * 10) / 10);
}

/** A share as typed back to the reader: 20 → "20%", 2.5 → "2.5%". */
export function formatShare(percent: number): string {
  return `${grouped(2).format(percent)}%`;
}

/** The gap read in plain language: which estimate is higher, by what factor, and what that usually means. */
export type GapReading = { headline: string; meaning: string[] };

export function readSizingGap(topDown: MarketLayers, bottomUp: MarketLayers, context: { customers: number; pricePerYear: number }): GapReading {
  const tam = sizingGap(topDown.tam, bottomUp.tam);
  const som = sizingGap(topDown.som, bottomUp.som);
  const implied = impliedSpendPerCustomer(topDown.tam, context.customers);
  const somLine =
    som.band === "close"
      ? `The two SOMs agree within 25% (${formatMoney(topDown.som)} and ${formatMoney(bottomUp.som)}).`
      : `The ${som.higher} SOM is ${formatFactor(som.factor)} times the other (${formatMoney(topDown.som)} top-down, ${formatMoney(bottomUp.som)} bottom-up). A top-down SOM rests on a share someone chose; the bottom-up one on reach and adoption you can test, so plan with it.`;

  if (tam.band === "close") {
    return {
      headline: `The two TAMs agree within 25%: ${formatMoney(topDown.tam)} top-down and ${formatMoney(bottomUp.tam)} bottom-up.`,
      meaning: [
        "That is as close as independent estimates get: the report and your customer count describe the same market. Plan with the bottom-up figures, whose inputs you can test, and report the TAM as the range between the two.",
        somLine,
      ],
    };
  }

  const times = `${formatFactor(tam.factor)} times`;
  const meaning: string[] = [];
  if (tam.higher === "top-down") {
    meaning.push(
      `The report implies ${formatMoney(implied)} a year per customer, against your ${formatMoney(context.pricePerYear)}. Top-down figures usually come out larger: the report's category may include products, services or regions you do not sell, big buyers who purchase through suites and will never buy from you, or growth built into the forecast.`,
      "Either the report counts spend you do not address (shrink its scope to match yours) or customers spend more on the problem than you charge (your price or packaging may leave money on the table). Ask a few customers what they pay today to find out which.",
    );
  } else {
    meaning.push(
      `The report implies only ${formatMoney(implied)} a year per customer, against your ${formatMoney(context.pricePerYear)}. A bottom-up figure above the top-down one is unusual: your price may be above what customers spend on the problem today, your count may include customers who will never pay, or the report's category may be narrower or older than your product.`,
      "Test the price with customers before you plan on it. If your product creates a new category, a small report figure is expected: size it from the value you create instead.",
    );
  }
  if (tam.band === "very large") {
    meaning.push(`A gap of more than ${gapBands.large} times usually means the two do not measure the same market: check that both count the same buyers, the same unit of purchase and a year of revenue.`);
  }
  meaning.push(somLine);
  return { headline: `The ${tam.higher} TAM is ${times} the ${tam.higher === "top-down" ? "bottom-up" : "top-down"} one (${formatMoney(topDown.tam)} against ${formatMoney(bottomUp.tam)}).`, meaning };
}
