import { describe, expect, it } from "vitest";
import { erf, erfc, normalCdf, normalQuantile, twoSidedPValue } from "@/lib/stats/normal";

describe("normalCdf", () => {
  it("matches published values of the standard normal distribution to 1e-12", () => {
    // Φ(1), Φ(2), Φ(3) to 15 digits, as tabulated in Abramowitz & Stegun,
    // Handbook of Mathematical Functions (1964), Table 26.1, and NIST DLMF §7.
    expect(normalCdf(1)).toBeCloseTo(0.841344746068543, 12);
    expect(normalCdf(2)).toBeCloseTo(0.977249868051821, 12);
    expect(normalCdf(3)).toBeCloseTo(0.99865010196837, 12);
    expect(normalCdf(0)).toBe(0.5);
    // Symmetry: Φ(−z) = 1 − Φ(z).
    for (const z of [0.3, 1.7, 2.9, 3.1, 4.5]) expect(normalCdf(-z) + normalCdf(z)).toBeCloseTo(1, 14);
  });

  it("keeps far tails accurate instead of rounding them to 0", () => {
    // Standard normal table, tail areas: P(Z > 4) = 3.167e-5, P(Z > 6) = 9.866e-10.
    expect(normalCdf(-4) / 3.1671241833e-5).toBeCloseTo(1, 8);
    expect(normalCdf(-6) / 9.8658765e-10).toBeCloseTo(1, 6);
  });

  it("is continuous where the series hands over to the continued fraction (|x| = 3, z ≈ 4.24)", () => {
    // Both sides of the seam step by erf'(3) × 2e-7 = (2/√π) e^−9 × 2e-7, not by a jump between methods.
    const slope = (2 / Math.sqrt(Math.PI)) * Math.exp(-9);
    expect(erf(3.0000001) - erf(2.9999999)).toBeCloseTo(slope * 2e-7, 12);
    expect(erfc(-3.0000001) - erfc(-2.9999999)).toBeCloseTo(slope * 2e-7, 12);
    // erf(3) = 0.999977909503001 (A&S Table 7.1).
    expect(erf(3)).toBeCloseTo(0.999977909503001, 13);
  });
});

describe("twoSidedPValue", () => {
  it.each([
    // Critical values every standard normal table prints for two-sided tests:
    // z = 1.96 -> 0.05, z = 2.576 -> 0.01, z = 3.29 -> 0.001.
    [1.96, 0.05],
    [2.576, 0.01],
    [3.29, 0.001],
    [-1.96, 0.05],
  ])("z = %d gives p = %d to four decimals", (z, p) => {
    expect(twoSidedPValue(z)).toBeCloseTo(p, 4);
  });

  it("is 1 at z = 0 and 5.733e-7 at z = 5 (the 'five sigma' tail, A&S Table 26.1)", () => {
    expect(twoSidedPValue(0)).toBe(1);
    expect(twoSidedPValue(5) / 5.733031438e-7).toBeCloseTo(1, 8);
  });
});

describe("normalQuantile", () => {
  it("inverts normalCdf: the 1.96 and 0.8416 every sample-size formula uses", () => {
    // z(0.975) = 1.959963985, z(0.80) = 0.841621234, z(0.001) = −3.090232306 (standard normal tables).
    expect(normalQuantile(0.975)).toBeCloseTo(1.959963985, 8);
    expect(normalQuantile(0.8)).toBeCloseTo(0.841621234, 8);
    expect(normalQuantile(0.001)).toBeCloseTo(-3.090232306, 8);
    for (const p of [1e-9, 0.01, 0.3, 0.5, 0.9, 0.999999]) expect(normalCdf(normalQuantile(p))).toBeCloseTo(p, 12);
  });

  it("refuses probabilities of 0 or 1", () => {
    expect(() => normalQuantile(0)).toThrow(RangeError);
    expect(() => normalQuantile(1)).toThrow(RangeError);
  });
});
