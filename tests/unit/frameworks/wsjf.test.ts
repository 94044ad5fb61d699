import { describe, expect, it } from "vitest";
import { cd3, costOfDelay, finishTimes, formatWsjf, orderByWsjf, perWeek, sequenceDelayCost, validateWsjfInput, waitingCost, wsjfScale, wsjfScore } from "@/lib/frameworks/wsjf";

const valid = { value: "8", time: "20", risk: "3", size: "8" };

describe("wsjf", () => {
  it("adds the three parts into cost of delay and divides by job size", () => {
    expect(costOfDelay({ value: 1, time: 8, risk: 13 })).toBe(22);
    expect(wsjfScore({ value: 1, time: 8, risk: 13, size: 3 })).toBeCloseTo(7.333, 3);
    expect(wsjfScore({ value: 5, time: 3, risk: 1, size: 1 })).toBe(9);
  });

  it("prints one decimal, always", () => {
    expect(formatWsjf(9)).toBe("9.0");
    expect(formatWsjf(22 / 3)).toBe("7.3");
    expect(formatWsjf(31 / 8)).toBe("3.9");
    expect(formatWsjf(34 / 20)).toBe("1.7");
  });

  it("offers the modified Fibonacci steps only", () => {
    expect([...wsjfScale]).toEqual([1, 2, 3, 5, 8, 13, 20]);
    expect(validateWsjfInput(valid)).toEqual({ ok: true, value: { value: 8, time: 20, risk: 3, size: 8 } });
  });

  it("refuses a value off the scale, an empty one and text, naming the field", () => {
    const result = validateWsjfInput({ value: "4", time: "", risk: "lots", size: "0" });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.value).toBe("User-business value must be one of 1, 2, 3, 5, 8, 13, 20 (the modified Fibonacci scale); found 4.");
    expect(result.errors.time).toBe("Time criticality is required.");
    expect(result.errors.risk).toBe("Risk reduction or opportunity enablement must be a number.");
    // Size is the divisor: 0 is not on the scale, so a score can never be infinite.
    expect(result.errors.size).toMatch(/^Job size must be one of/);
  });

  it("prices an order: cost of delay times the week each job finishes, and the waiting alone", () => {
    const jobs = [
      { costOfDelay: 34, duration: 20 },
      { costOfDelay: 9, duration: 1 },
    ];
    expect(finishTimes(jobs)).toEqual([20, 21]);
    expect(sequenceDelayCost(jobs)).toBe(34 * 20 + 9 * 21);
    expect(waitingCost(jobs)).toBe(9 * 20);
  });

  it("orders highest cost of delay ÷ duration first, which never costs more than any other order", () => {
    const jobs = [
      { costOfDelay: 34, duration: 20 },
      { costOfDelay: 23, duration: 13 },
      { costOfDelay: 9, duration: 1 },
      { costOfDelay: 22, duration: 3 },
    ];
    const best = sequenceDelayCost(orderByWsjf(jobs));
    expect(orderByWsjf(jobs).map((job) => job.costOfDelay)).toEqual([9, 22, 23, 34]);
    const permutations = (items: typeof jobs): (typeof jobs)[] =>
      items.length <= 1 ? [items] : items.flatMap((item, i) => permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]));
    for (const order of permutations(jobs)) expect(sequenceDelayCost(order)).toBeGreaterThanOrEqual(best);
  });

  it("computes CD3 in money per week per week of work", () => {
    expect(perWeek(180_000)).toBeCloseTo(3461.54, 2);
    expect(Math.round(cd3(perWeek(180_000), 5))).toBe(692);
    expect(Math.round(cd3(2000, 3))).toBe(667);
  });
});
