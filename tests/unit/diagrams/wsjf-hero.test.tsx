import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { WsjfDelayCost } from "@/components/diagrams/wsjf-delay-cost";
import { WsjfFormula } from "@/components/diagrams/wsjf-formula";
import { wsjfWorkedExample } from "@/content/frameworks/wsjf-example";
import { wsjfHeroJobs } from "@/data/framework-examples";
import { formatMoney } from "@/lib/frameworks/market-sizing";
import { costOfDelay, formatWsjf, orderByWsjf, waitingCost, wsjfScore } from "@/lib/frameworks/wsjf";

const text = renderToStaticMarkup(<WsjfDelayCost />).replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

describe("WSJF's opening drawing: two jobs whose order matters", () => {
  it("draws the higher cost of delay per week of work first, then the other order, with what each loses to waiting", () => {
    const best = orderByWsjf(wsjfHeroJobs);
    const worst = [...best].reverse();
    expect(text.indexOf(`${best[0]!.name} first`)).toBeLessThan(text.indexOf(`${worst[0]!.name} first`));
    for (const order of [best, worst]) expect(text).toContain(`= ${formatMoney(waitingCost(order))}`);
  });

  it("states a real difference, not the worked example's tie, and the job that costs more a week goes second", () => {
    const best = orderByWsjf(wsjfHeroJobs);
    const saved = waitingCost([...best].reverse()) - waitingCost(best);
    expect(saved).toBeGreaterThan(0);
    expect(best[1]!.costOfDelay).toBeGreaterThan(best[0]!.costOfDelay);
    expect(text).toContain(`${best[0]!.name} first loses ${formatMoney(saved)} less to waiting`);
  });

  it("draws each wait as tall as the waiting job's cost of delay a week, so the band's area is the cost", () => {
    const bands = [...renderToStaticMarkup(<WsjfDelayCost />).matchAll(/<rect[^>]*stroke-dasharray="4 3"[^>]*>/g)].map((m) => ({
      width: Number(/width="([\d.]+)"/.exec(m[0])![1]),
      height: Number(/height="([\d.]+)"/.exec(m[0])![1]),
    }));
    const best = orderByWsjf(wsjfHeroJobs);
    const costs = [waitingCost(best), waitingCost([...best].reverse())];
    expect(bands).toHaveLength(2);
    expect((bands[1]!.width * bands[1]!.height) / (bands[0]!.width * bands[0]!.height)).toBeCloseTo(costs[1]! / costs[0]!, 1);
  });
});

describe("WSJF's formula drawing: two of the worked example's six items", () => {
  const formula = renderToStaticMarkup(<WsjfFormula />).replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
  // The worked example's table order: highest WSJF first.
  const ranked = [...wsjfWorkedExample].sort((a, b) => wsjfScore(b) - wsjfScore(a));
  const [first, last] = [ranked[0]!, ranked[ranked.length - 1]!];

  it("draws the first and the last of the ranking, as its caption says, with their sums and scores", () => {
    expect(first.name).toBe("CSV vehicle import");
    expect(last.name).toBe("Predictive alerts");
    for (const job of [first, last]) {
      expect(formula).toContain(`Cost of delay ${job.value} + ${job.time} + ${job.risk} = ${costOfDelay(job)}`);
      expect(formula).toContain(`÷ Job size ${job.size}`);
      expect(formula).toContain(`WSJF ${formatWsjf(wsjfScore(job))}`);
    }
  });

  it("holds the caption's claims: the last has the largest cost of delay and size of all six, the first the smallest of both", () => {
    const costs = wsjfWorkedExample.map(costOfDelay);
    const sizes = wsjfWorkedExample.map((job) => job.size);
    expect(costOfDelay(last)).toBe(Math.max(...costs));
    expect(last.size).toBe(Math.max(...sizes));
    expect(costOfDelay(first)).toBe(Math.min(...costs));
    expect(first.size).toBe(Math.min(...sizes));
  });
});
