/**
 * A tap on an explainer's section heading before the accordion's chunk has
 * arrived is kept (components/frameworks/accordion-early-clicks.ts): the
 * server HTML's markup, a tap, then what the accordion is told once it runs.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

type EarlyClicks = typeof import("@/components/frameworks/accordion-early-clicks");
let earlyClicks: EarlyClicks;

/** The accordion as the server renders it: a root, items with ids, a toggle in each heading, the first item open. */
function serverAccordion() {
  document.body.innerHTML = `
    <div data-explainer-accordion="">
      <div data-state="open" id="what-it-is"><h2><button type="button"><span>What it is</span></button></h2><div><button type="button" id="inside">Copy</button></div></div>
      <div data-state="closed" id="how-to-apply"><h2><button type="button"><span>How to apply it</span></button></h2><div></div></div>
    </div>
    <button type="button" id="elsewhere">Elsewhere</button>`;
}
const toggle = (id: string) => document.querySelector<HTMLButtonElement>(`#${id} > h2 > button`)!;

beforeEach(async () => {
  vi.resetModules();
  earlyClicks = await import("@/components/frameworks/accordion-early-clicks");
  serverAccordion();
});
afterEach(() => {
  earlyClicks.takeEarlyClick(); // this copy goes live and ignores later tests' clicks
});

describe("taps before the accordion runs", () => {
  it("remember the section tapped, keep the click from React, and start the download", () => {
    const load = vi.fn();
    earlyClicks.captureEarlyClicks(load);
    const reachedReact = vi.fn();
    document.addEventListener("click", reachedReact, true);
    toggle("how-to-apply").querySelector("span")!.click();
    document.removeEventListener("click", reachedReact, true);
    expect(reachedReact).not.toHaveBeenCalled();
    expect(load).toHaveBeenCalledTimes(1);
    expect(earlyClicks.takeEarlyClick()).toBe("how-to-apply");
  });

  it("toggle as the accordion does: the open section closes, a second tap on it reopens it", () => {
    earlyClicks.captureEarlyClicks(() => {});
    toggle("what-it-is").click();
    toggle("what-it-is").click();
    toggle("what-it-is").click();
    expect(earlyClicks.takeEarlyClick()).toBe("");
  });

  it("leave buttons inside a section's body and outside the accordion alone", () => {
    const load = vi.fn();
    earlyClicks.captureEarlyClicks(load);
    document.querySelector<HTMLButtonElement>("#inside")!.click();
    document.querySelector<HTMLButtonElement>("#elsewhere")!.click();
    expect(load).not.toHaveBeenCalled();
    expect(earlyClicks.takeEarlyClick()).toBeNull();
  });

  it("are not intercepted once the accordion is live", () => {
    const load = vi.fn();
    earlyClicks.captureEarlyClicks(load);
    expect(earlyClicks.takeEarlyClick()).toBeNull();
    toggle("how-to-apply").click();
    expect(load).not.toHaveBeenCalled();
    expect(earlyClicks.takeEarlyClick()).toBeNull();
  });
});
