/**
 * The A/B test calculator's statistics against published reference values.
 * Each case names where its expected value comes from. "R 4.2.2" values were
 * printed by R 4.2.2 (2022-11-10) for the call shown; the calls marked
 * "R help" are the examples of R's own help page for power.prop.test, whose
 * results the page states in its comments.
 */
import { describe, expect, it } from "vitest";
import { detectableRate, planTest, powerOfTest, readTest, targetRate, testDuration, usersPerArmExact } from "@/lib/stats/ab-test";
import { sampleSizePerGroup } from "@/lib/stats/two-proportion";

const arm = (conversions: number, users: number) => ({ conversions, users });

describe("sample size per arm (Fleiss without continuity correction, as R's power.prop.test)", () => {
  it.each([
    // [source, p1, p2, alpha, power, n per arm unrounded]
    ["R help: power.prop.test(p1 = .50, p2 = .75, power = .90) ## => n = 76.7; R 4.2.2 prints 76.70693011", 0.5, 0.75, 0.05, 0.9, 76.70693011],
    ["R help: power.prop.test(p1 = .5, p2 = 0.501, sig.level = .001, power = 0.90) ## => n = 10451937", 0.5, 0.501, 0.001, 0.9, 10451937],
    ["R 4.2.2: power.prop.test(p1 = .20, p2 = .25, power = .80)$n = 1093.739046", 0.2, 0.25, 0.05, 0.8, 1093.739046],
    ["R 4.2.2: power.prop.test(p1 = .10, p2 = .12, power = .80)$n = 3840.847482", 0.1, 0.12, 0.05, 0.8, 3840.847482],
    ["R 4.2.2: power.prop.test(p1 = .30, p2 = .32, power = .80)$n = 8393.197843", 0.3, 0.32, 0.05, 0.8, 8393.197843],
    ["R 4.2.2: power.prop.test(p1 = .03, p2 = .033, power = .80)$n = 53210.30121", 0.03, 0.033, 0.05, 0.8, 53210.30121],
    ["R 4.2.2: power.prop.test(p1 = .05, p2 = .06, power = .90, sig.level = 0.01)$n = 15464.65105", 0.05, 0.06, 0.01, 0.9, 15464.65105],
  ] as const)("%s", (_source, p1, p2, alpha, power, expected) => {
    // R solves for n numerically (uniroot, tolerance about 1e-4); the closed form agrees to that.
    expect(usersPerArmExact(p1, p2, alpha, power) / expected).toBeCloseTo(1, 6);
  });

  it("rounds up to whole users and takes the effect in points or as a share of the baseline", () => {
    // R 4.2.2: power.prop.test(p1 = .20, p2 = .25, power = .80)$n = 1093.739 → 1,094 per arm.
    expect(planTest({ baseline: 0.2, effect: 0.05, mode: "absolute" })).toMatchObject({ usersPerArm: 1094, totalUsers: 2188 });
    // A 2% relative lift from 30% is 30.6%: R 4.2.2 power.prop.test(p1 = .30, p2 = .306, power = .80)$n = 92088.41882.
    const relative = planTest({ baseline: 0.3, effect: 0.02, mode: "relative" });
    expect(relative.target).toBeCloseTo(0.306, 12);
    expect(relative.usersPerArm).toBe(92089);
    expect(relative.relativeEffect).toBeCloseTo(0.02, 12);
    // Never fewer users than the rougher unpooled formula.
    expect(planTest({ baseline: 0.3, effect: 0.02, mode: "absolute" }).usersPerArm).toBeGreaterThanOrEqual(sampleSizePerGroup(0.3, 0.32));
  });

  it("refuses inputs that describe no test", () => {
    expect(() => targetRate(0, 0.01, "absolute")).toThrow(RangeError);
    expect(() => targetRate(0.3, 0, "absolute")).toThrow(RangeError);
    expect(() => targetRate(0.95, 0.05, "absolute")).toThrow(/below 100%/);
    expect(() => targetRate(0.6, 0.7, "relative")).toThrow(/below 100%/);
    expect(() => usersPerArmExact(0.3, 0.32, 0, 0.8)).toThrow(RangeError);
    expect(() => usersPerArmExact(0.3, 0.32, 0.05, 1)).toThrow(RangeError);
  });
});

describe("power and detectable effect", () => {
  it("R help: power.prop.test(n = 50, p1 = .50, p2 = .75) ## => power = 0.740; R 4.2.2 prints 0.7401659013", () => {
    expect(powerOfTest(50, 0.5, 0.75)).toBeCloseTo(0.7401659013, 8);
  });

  it("R 4.2.2: power.prop.test(n = 8394, p1 = .30, p2 = .31)$power = 0.2901695518", () => {
    expect(powerOfTest(8394, 0.3, 0.31)).toBeCloseTo(0.2901695518, 8);
  });

  it("R help: power.prop.test(n = 50, p1 = .5, power = .90) ## => p2 = 0.8026; R 4.2.2 with tol = 1e-12 prints 0.8026305817", () => {
    // With its default tolerance (about 1e-4) R stops at 0.8026140907; the root itself is 0.80263058.
    expect(detectableRate(50, 0.5, 0.05, 0.9)).toBeCloseTo(0.8026, 4);
    expect(detectableRate(50, 0.5, 0.05, 0.9)).toBeCloseTo(0.8026305817, 9);
  });
});

describe("two-proportion z-test, pooled standard error, two-sided p-value", () => {
  it.each([
    // [source, control, variant, |z| or null, p-value, decimals of p to match]
    ["statsmodels proportions_ztest docstring: count [5, 12], nobs [83, 99] → p 0.159 (z −1.408 with the arms the other way)", arm(5, 83), arm(12, 99), 1.408, 0.159, 3],
    ["R 4.2.2: prop.test(c(12, 5), c(99, 83), correct = FALSE): X-squared 1.9819864778, p 0.1591812918", arm(5, 83), arm(12, 99), Math.sqrt(1.9819864778), 0.1591812918, 9],
    ["R 4.2.2: prop.test(c(104, 189), c(11037, 11034), correct = FALSE) (Physicians' Health Study aspirin table, Agresti): X-squared 25.01388397, p 5.691896974e-07", arm(189, 11034), arm(104, 11037), Math.sqrt(25.01388397), 5.691896974e-7, 14],
    ["R 4.2.2: prop.test(c(2900, 2724), c(9120, 9080), correct = FALSE): X-squared 6.890682723, p 0.00866461693", arm(2724, 9080), arm(2900, 9120), Math.sqrt(6.890682723), 0.00866461693, 10],
    ["R 4.2.2: prop.test(c(124, 110), c(2900, 2724), correct = FALSE): X-squared 0.1989948062, p 0.6555334357", arm(110, 2724), arm(124, 2900), Math.sqrt(0.1989948062), 0.6555334357, 9],
  ] as const)("%s", (_source, control, variant, z, p, digits) => {
    const reading = readTest(control, variant);
    expect(Math.abs(reading.z)).toBeCloseTo(z, 3);
    expect(reading.pValue).toBeCloseTo(p, digits);
  });

  it("calls a result significant only below alpha, in either direction", () => {
    const win = readTest(arm(2724, 9080), arm(2900, 9120));
    expect(win.significant).toBe(true);
    expect(win.difference).toBeGreaterThan(0);
    expect(readTest(arm(2724, 9080), arm(2900, 9120), 0.005).significant).toBe(false);
    const loss = readTest(arm(2900, 9120), arm(2724, 9080));
    expect(loss.significant).toBe(true);
    expect(loss.difference).toBeLessThan(0);
  });
});

describe("confidence interval of the difference, unpooled standard error", () => {
  it.each([
    // Newcombe (1998), Statistics in Medicine 17:873-890, Table II, method 1 (simple asymptotic), to 4 decimals.
    ["Newcombe 1998 Table II (a): 56/70 − 48/80 → 0.0575 to 0.3425", arm(48, 80), arm(56, 70), 0.0575, 0.3425],
    ["Newcombe 1998 Table II (b): 9/10 − 3/10 → 0.2605 to 0.9395", arm(3, 10), arm(9, 10), 0.2605, 0.9395],
    ["Newcombe 1998 Table II (c): 6/7 − 2/7 → 0.1481 to 0.9947", arm(2, 7), arm(6, 7), 0.1481, 0.9947],
    ["Newcombe 1998 Table II (d): 5/56 − 0/29 → 0.0146 to 0.1640", arm(0, 29), arm(5, 56), 0.0146, 0.164],
    ["Newcombe 1998 Table II (g): 10/10 − 0/20 → 1.0000 to 1.0000, the zero-width aberration of the simple interval", arm(0, 20), arm(10, 10), 1, 1],
  ] as const)("%s", (_source, control, variant, low, high) => {
    const reading = readTest(control, variant);
    expect(reading.low).toBeCloseTo(low, 4);
    expect(reading.high).toBeCloseTo(high, 4);
  });

  it("Agresti, An Introduction to Categorical Data Analysis (2nd ed., §2.2.3), aspirin: 95% CI 0.005 to 0.011", () => {
    const reading = readTest(arm(104, 11037), arm(189, 11034));
    expect(reading.low).toBeCloseTo(0.005, 3);
    expect(reading.high).toBeCloseTo(0.011, 3);
  });

  it("widens with the confidence level the significance level sets, and flags small counts and a broken split", () => {
    const at5 = readTest(arm(2724, 9080), arm(2900, 9120), 0.05);
    const at1 = readTest(arm(2724, 9080), arm(2900, 9120), 0.01);
    expect(at1.high - at1.low).toBeGreaterThan(at5.high - at5.low);
    expect(at5.smallCounts).toBe(false);
    expect(readTest(arm(3, 100), arm(9, 100)).smallCounts).toBe(true);
    expect(at5.splitPValue).toBeGreaterThan(0.7);
    expect(readTest(arm(700, 7700), arm(700, 7100)).splitPValue).toBeLessThan(0.001);
  });
});

describe("test duration", () => {
  it("divides both arms by daily traffic and rounds up to whole weeks", () => {
    expect(testDuration(2 * 8394, 1300)).toEqual({ days: 13, weeks: 2, roundedDays: 14 });
    expect(testDuration(7000, 1000)).toEqual({ days: 7, weeks: 1, roundedDays: 7 });
    expect(testDuration(7001, 1000)).toEqual({ days: 8, weeks: 2, roundedDays: 14 });
    expect(() => testDuration(100, 0)).toThrow(RangeError);
  });
});

describe("many comparisons", () => {
  it("gives the chance of at least one false win and Bonferroni's per-test level", async () => {
    const { bonferroniAlpha, familywiseErrorRate } = await import("@/lib/stats/ab-test");
    // 1 − 0.95^20 = 0.6415 (the classic "20 jelly beans" figure).
    expect(familywiseErrorRate(20)).toBeCloseTo(0.6415, 4);
    expect(familywiseErrorRate(1, 0.05)).toBeCloseTo(0.05, 15);
    expect(bonferroniAlpha(12)).toBeCloseTo(0.0041667, 7);
    expect(() => familywiseErrorRate(0)).toThrow(RangeError);
  });
});
