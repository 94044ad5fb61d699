/**
 * What peeking does to a fixed-horizon test, computed rather than quoted:
 * the chance that a test with no real effect shows p < alpha at one of
 * several equally spaced looks (Armitage, McPherson and Rowe, 1969), and one
 * such test's p-value path, simulated.
 */
import { normalQuantile, twoSidedPValue } from "./normal";

/**
 * The chance that at least one of `looks` equally spaced two-sided z-tests at
 * `alpha`, on data accumulating with no real difference, comes out
 * significant. The running sum of the looks' standard-normal increments is
 * followed on a grid: after each look the probability of every sum that
 * would have been significant is removed, and what is left is the chance
 * the test is still running. Accurate to about 0.001 with the default grid.
 */
export function peekingFalsePositiveRate(looks: number, alpha = 0.05, step = 0.01): number {
  if (!Number.isInteger(looks) || looks < 1) throw new RangeError("looks must be a whole number of at least 1");
  const critical = normalQuantile(1 - alpha / 2);
  // The sum after j looks is significant when |sum| > critical × √j; nothing outside the last bound matters.
  const reach = Math.ceil((critical * Math.sqrt(looks) + 6) / step);
  const size = 2 * reach + 1;
  const at = (index: number) => (index - reach) * step;
  // One look's increment, a standard normal, as weights on the grid (cut at ±6).
  const kernelReach = Math.ceil(6 / step);
  const kernel = Array.from({ length: 2 * kernelReach + 1 }, (_, k) => {
    const x = (k - kernelReach) * step;
    return (Math.exp((-x * x) / 2) / Math.sqrt(2 * Math.PI)) * step;
  });
  let density = new Float64Array(size);
  density[reach] = 1;
  let running = 1;
  for (let look = 1; look <= looks; look++) {
    const next = new Float64Array(size);
    for (let i = 0; i < size; i++) {
      const mass = density[i]!;
      if (mass === 0) continue;
      for (let k = 0; k < kernel.length; k++) {
        const j = i + k - kernelReach;
        if (j >= 0 && j < size) next[j]! += mass * kernel[k]!;
      }
    }
    const bound = critical * Math.sqrt(look);
    running = 0;
    for (let i = 0; i < size; i++) {
      if (Math.abs(at(i)) > bound) next[i] = 0;
      else running += next[i]!;
    }
    density = next;
  }
  return 1 - running;
}

/** A small seeded generator (mulberry32): the same seed gives the same path on every build. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A standard normal draw from two uniform ones (Box-Muller). */
function normalDraw(uniform: () => number): number {
  const u = 1 - uniform();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * uniform());
}

/**
 * The p-value at each daily look of one simulated A/A test (no real
 * difference, the same number of users each day): day j's z-statistic is the
 * sum of j standard-normal daily increments divided by √j, which is how a
 * two-proportion z-test's statistic moves under no effect once each day
 * brings the same number of users.
 */
export function nullPValuePath(days: number, seed: number): number[] {
  const uniform = seeded(seed);
  const path: number[] = [];
  let sum = 0;
  for (let day = 1; day <= days; day++) {
    sum += normalDraw(uniform);
    path.push(twoSidedPValue(sum / Math.sqrt(day)));
  }
  return path;
}

/** The first day (1-based) whose p-value is below alpha, or null. */
export function firstSignificantDay(path: readonly number[], alpha = 0.05): number | null {
  const index = path.findIndex((p) => p < alpha);
  return index < 0 ? null : index + 1;
}
