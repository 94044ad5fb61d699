import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { WsjfDelayCost } from "@/components/diagrams/wsjf-delay-cost";
import { wsjfHeroJobs } from "@/data/framework-examples";
import { formatMoney } from "@/lib/frameworks/market-sizing";
import { orderByWsjf, waitingCost } from "@/lib/frameworks/wsjf";

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
