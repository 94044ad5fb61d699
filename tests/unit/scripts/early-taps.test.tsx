// A tap on a button before React runs is held and replayed once React
// has hydrated the layout and that button (scripts/paint-first.mjs, earlyTapScript): on a phone the page is on
// screen a second before its code, and that first tap used to do nothing.
import { afterEach, describe, expect, it, vi } from "vitest";
// @ts-expect-error: plain ESM module (typed with JSDoc, checked by tsconfig.scripts.json)
import { earlyTapScript } from "../../../scripts/paint-first.mjs";

const code = /<script[^>]*>([^<]*)<\/script>/.exec(earlyTapScript() as string)?.[1] ?? "";
const hydrated = "__reactFiber$" + "test";
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The fibers react-dom leaves on nodes: the root is tag 3; flags 4096 mark a boundary still hydrating. */
type Fiber = { tag: number; flags: number; alternate: Fiber | null; return: Fiber | null };
const root: Fiber = { tag: 3, flags: 0, alternate: null, return: null };
const fiberOf = (node: Element, value: Fiber) => ((node as unknown as Record<string, unknown>)[hydrated] = value);
const layoutLive = () => fiberOf(document.body, { tag: 5, flags: 0, alternate: null, return: root });
/** A button inside the page's boundary: mounted, or rendered but its boundary not committed yet. */
function buttonFiber(node: Element, boundaryFlags: number): Fiber {
  const boundary: Fiber = { tag: 31, flags: 0, alternate: null, return: root };
  const content: Fiber = { tag: 22, flags: boundaryFlags, alternate: null, return: boundary };
  return fiberOf(node, { tag: 5, flags: 0, alternate: null, return: content }) as Fiber;
}

function setUp() {
  document.body.innerHTML = `
    <button type="button" id="next">Next</button>
    <button type="button" id="off" disabled>Off</button>
    <form action="/subscribe" method="post"><button id="send">Subscribe</button></form>
    <a href="#top" id="link">Top</a>`;
  const clicks: string[] = [];
  for (const id of ["next", "send", "link"]) document.getElementById(id)!.addEventListener("click", () => clicks.push(id));
  const capture = new Function(code);
  capture();
  return clicks;
}

const next = () => document.getElementById("next")!;

afterEach(() => {
  delete (document.body as unknown as Record<string, unknown>)[hydrated];
});

describe("early taps", () => {
  it("drops a held tap when a newer tap reaches the live page first (a double-click across hydration acts once)", async () => {
    const clicks = setUp();
    const next = document.getElementById("next")!;
    next.click();
    expect(clicks).toEqual([]);
    layoutLive();
    buttonFiber(next, 0);
    next.click();
    await wait(120);
    expect(clicks).toEqual(["next"]);
  });

  it("holds a tap on a button until React has hydrated the layout, then clicks it again, once", async () => {
    const clicks = setUp();
    const next = document.getElementById("next")!;
    const event = new MouseEvent("click", { bubbles: true, cancelable: true });
    next.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(clicks).toEqual([]);
    await wait(120);
    expect(clicks).toEqual([]);
    layoutLive();
    buttonFiber(next, 0);
    await wait(120);
    expect(clicks).toEqual(["next"]);
  });

  it("keeps holding a tap while the button's part of the page is still hydrating (React would drop it), and clicks it once that part is committed", async () => {
    const clicks = setUp();
    const next = document.getElementById("next")!;
    next.click();
    layoutLive();
    const fiber = buttonFiber(next, 4096);
    await wait(150);
    expect(clicks).toEqual([]);
    fiber.return!.flags = 0;
    await wait(120);
    expect(clicks).toEqual(["next"]);
  });

  it("holds a tap on a button React has not reached yet, then clicks it anyway 5 s after the layout is live", () => {
    // A clock the test moves: on a busy machine (or phone) the 50 ms checks run late, and the 5 s are measured by the clock, not by counting them.
    vi.useFakeTimers();
    try {
      const clicks = setUp();
      next().click();
      layoutLive();
      vi.advanceTimersByTime(1000);
      expect(clicks).toEqual([]);
      vi.advanceTimersByTime(3900);
      expect(clicks).toEqual([]);
      vi.advanceTimersByTime(200);
      expect(clicks).toEqual(["next"]);
    } finally {
      vi.useRealTimers();
    }
  });

  it("leaves a form's submit button and links to the browser, and passes every tap through once the layout is hydrated", async () => {
    const clicks = setUp();
    document.getElementById("send")!.addEventListener("click", (event) => event.preventDefault());
    document.getElementById("send")!.click();
    document.getElementById("link")!.click();
    expect(clicks).toEqual(["send", "link"]);
    layoutLive();
    document.getElementById("next")!.click();
    expect(clicks).toEqual(["send", "link", "next"]);
  });
});
