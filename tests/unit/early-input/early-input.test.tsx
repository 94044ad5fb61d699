import { act, useEffect, useState, type ReactNode } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { useEarlyInput } from "@/components/early-input/use-early-input";
import { EARLY_INPUT_GLOBAL, earlyInputScript } from "@/lib/early-input/script";

/** Runs the exact text the page ships, as the browser does when the parser reaches it. */
function runScript(keys: string[] = []) {
  window.eval(earlyInputScript(keys));
}

// Hydrated with react-dom directly (the way a page is), so say act() is in use as Testing Library would.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
let root: Root | null = null;

const earlyState = () => (window as unknown as Record<string, { live: boolean; queue: { field?: HTMLElement; value?: string }[] } | undefined>)[EARLY_INPUT_GLOBAL];

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = "";
  // The script's listeners stay for the life of the page: this makes them idle, as a live page does.
  const state = earlyState();
  if (state) state.live = true;
  delete (window as unknown as Record<string, unknown>)[EARLY_INPUT_GLOBAL];
});

function press(key: string, init: KeyboardEventInit = {}, target: EventTarget = document.body) {
  const event = new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true, ...init });
  target.dispatchEvent(event);
  return event;
}

/** What a visitor's typing does: the browser sets the value, then fires input (and change for a select or a file). */
function type(field: HTMLInputElement | HTMLSelectElement, value: string, events = ["input"]) {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")!.set!.call(field, value);
  for (const name of events) field.dispatchEvent(new Event(name, { bubbles: true }));
}

describe("early input script", () => {
  it("keeps the page's keys outside fields, from React and the page, and lets every other key through", () => {
    runScript(["1", "ArrowRight"]);
    document.body.innerHTML = `<input id="box"><button id="b">x</button>`;
    const seen: string[] = [];
    document.addEventListener("keydown", (event) => seen.push(event.key));

    const kept = press("1");
    expect(kept.defaultPrevented).toBe(true);
    press("ArrowRight", { shiftKey: true }, document.getElementById("b")!);
    press("2");
    press("1", { ctrlKey: true });
    press("1", {}, document.getElementById("box")!);
    expect(seen).toEqual(["2", "1", "1"]);
    expect(earlyState()!.queue).toEqual([
      { key: "1", shiftKey: false, repeat: false },
      { key: "ArrowRight", shiftKey: true, repeat: false },
    ]);
  });

  it("keeps the latest value of each marked field, in the order last touched, and ignores unmarked ones", () => {
    runScript();
    document.body.innerHTML = `<div data-early-input><input id="a"><select id="s"><option>x</option><option>y</option></select></div><input id="free">`;
    const seen: string[] = [];
    document.addEventListener("input", (event) => seen.push((event.target as HTMLElement).id));
    const a = document.getElementById("a") as HTMLInputElement;
    type(a, "1");
    type(document.getElementById("s") as HTMLSelectElement, "y", ["input", "change"]);
    type(a, "12");
    type(document.getElementById("free") as HTMLInputElement, "z");
    expect(seen).toEqual(["free"]);
    expect(earlyState()!.queue.map((entry) => [entry.field?.id, entry.value])).toEqual([
      ["s", "y"],
      ["a", "12"],
    ]);
  });

  it("cannot close its own script element through a key name", () => {
    expect(earlyInputScript(["</script><b>"])).not.toContain("</script>");
  });
});

/** A leaf like the calculators and the quiz: controlled fields, a window shortcut, useEarlyInput once live. */
function Leaf({ log }: { log: string[] }) {
  const [text, setText] = useState("100");
  const [choice, setChoice] = useState("a");
  const [file, setFile] = useState("none");
  const [answers, setAnswers] = useState<string[]>([]);
  const question = answers.length + 1;
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      // Like the quiz: one answer per question, so a second key must see the question the first moved to.
      if (event.key >= "1" && event.key <= "4") setAnswers((current) => (current.length === question - 1 ? [...current, `${question}:${event.key}`] : current));
    }
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [question]);
  useEarlyInput();
  return (
    <div data-early-input="">
      <input
        aria-label="reach"
        type="number"
        value={text}
        onChange={(event) => {
          log.push(`text:${event.target.value}`);
          setText(event.target.value);
        }}
      />
      <select aria-label="impact" value={choice} onChange={(event) => setChoice(event.target.value)}>
        <option value="a">a</option>
        <option value="b">b</option>
      </select>
      <input aria-label="file" type="file" onChange={(event) => setFile(event.target.files?.[0]?.name ?? "none")} />
      <output>{`${text}|${choice}|${file}|${answers.join(",")}`}</output>
    </div>
  );
}

async function hydrate(node: ReactNode) {
  await act(async () => {
    root = hydrateRoot(document.getElementById("app")!, node);
  });
  // The hook replays in a task of its own after hydration.
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 10));
  });
}

describe("useEarlyInput", () => {
  it("replays typed values, choices, a chosen file and key presses through the leaf's own handlers, once, in order", async () => {
    const log: string[] = [];
    document.body.innerHTML = `<div id="app">${renderToString(<Leaf log={[]} />)}</div>`;
    runScript(["1", "2", "3", "4"]);
    const reach = document.querySelector<HTMLInputElement>("[aria-label=reach]")!;
    type(reach, "5000");
    type(document.querySelector<HTMLSelectElement>("[aria-label=impact]")!, "b", ["change"]);
    const fileInput = document.querySelector<HTMLInputElement>("[aria-label=file]")!;
    // jsdom has no DataTransfer to build a FileList with: a list of one file stands in for the chosen one.
    Object.defineProperty(fileInput, "files", { value: [new File(["{}"], "progress.json")] });
    fileInput.dispatchEvent(new Event("change", { bubbles: true }));
    press("2");
    press("4");

    await hydrate(<Leaf log={log} />);
    expect(document.querySelector("output")!.textContent).toBe("5000|b|progress.json|1:2,2:4");
    expect(reach.value).toBe("5000");
    expect(log).toEqual(["text:5000"]);

    // Live from then on: a key goes straight to the handler, and nothing is replayed twice.
    await act(async () => {
      expect(press("1").defaultPrevented).toBe(false);
    });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    expect(document.querySelector("output")!.textContent).toBe("5000|b|progress.json|1:2,2:4,3:1");
    expect(log).toEqual(["text:5000"]);
  });

  it("keeps a value typed before hydration even when the leaf re-renders before replaying it", async () => {
    function Rerenders() {
      const [tick, setTick] = useState(0);
      // Like the calculator's link state: a state change straight after hydration puts React's own value back in the field.
      // eslint-disable-next-line react-hooks/set-state-in-effect -- the re-render right after hydration is what this test is about
      useEffect(() => setTick(1), []);
      return (
        <>
          <Leaf log={[]} />
          <span>{tick}</span>
        </>
      );
    }
    document.body.innerHTML = `<div id="app">${renderToString(<Rerenders />)}</div>`;
    runScript();
    type(document.querySelector<HTMLInputElement>("[aria-label=reach]")!, "");
    await hydrate(<Rerenders />);
    expect(document.querySelector("output")!.textContent).toBe("|a|none|");
  });

  it("does nothing on a page without the script", async () => {
    document.body.innerHTML = `<div id="app">${renderToString(<Leaf log={[]} />)}</div>`;
    await hydrate(<Leaf log={[]} />);
    expect(document.querySelector("output")!.textContent).toBe("100|a|none|");
  });
});
