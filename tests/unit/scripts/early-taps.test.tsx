// A tap on a button before React runs is held and replayed once React
// has hydrated the layout (scripts/paint-first.mjs, earlyTapScript): on a phone the page is on
// screen a second before its code, and that first tap used to do nothing.
import { afterEach, describe, expect, it } from "vitest";
// @ts-expect-error: plain ESM module (typed with JSDoc, checked by tsconfig.scripts.json)
import { earlyTapScript } from "../../../scripts/paint-first.mjs";

const code = /<script[^>]*>([^<]*)<\/script>/.exec(earlyTapScript() as string)?.[1] ?? "";
const hydrated = "__reactFiber$" + "test";
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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

afterEach(() => {
  delete (document.body as unknown as Record<string, unknown>)[hydrated];
});

describe("early taps", () => {
  it("drops a held tap when a newer tap reaches the live page first (a double-click across hydration acts once)", async () => {
    const clicks = setUp();
    const next = document.getElementById("next")!;
    next.click();
    expect(clicks).toEqual([]);
    (document.body as unknown as Record<string, unknown>)[hydrated] = {};
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
    (document.body as unknown as Record<string, unknown>)[hydrated] = {};
    await wait(120);
    expect(clicks).toEqual(["next"]);
  });

  it("leaves a form's submit button and links to the browser, and passes every tap through once the layout is hydrated", async () => {
    const clicks = setUp();
    document.getElementById("send")!.addEventListener("click", (event) => event.preventDefault());
    document.getElementById("send")!.click();
    document.getElementById("link")!.click();
    expect(clicks).toEqual(["send", "link"]);
    (document.body as unknown as Record<string, unknown>)[hydrated] = {};
    document.getElementById("next")!.click();
    expect(clicks).toEqual(["send", "link", "next"]);
  });
});
