// The build's last step: a prerendered page asks for the framework's chunks
// only once its first contentful paint is on screen (docs/performance.md,
// "Paint first"). These tests pin what the rewrite keeps and what it moves.
import { describe, expect, it } from "vitest";
// @ts-expect-error: plain ESM module (typed with JSDoc, checked by tsconfig.scripts.json)
import { MARKER, paintFirst } from "../../../scripts/paint-first.mjs";

const page = [
  '<!DOCTYPE html><html lang="en"><head>',
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/boot.js"/>',
  '<script src="/_next/static/chunks/one.js" async=""></script>',
  '<script src="/_next/static/chunks/two.js" async=""></script>',
  '<script src="/_next/static/chunks/polyfill.js" noModule=""></script>',
  "</head><body><script>theme()</script><main><p>Text</p></main>",
  '<script type="application/ld+json">{"@type":"Article"}</script>',
  '<script id="_R_">(globalThis.TURBOPACK||[]).push({})</script>',
  '<script src="/_next/static/chunks/boot.js" async=""></script>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  "</body></html>",
].join("");

describe("paintFirst", () => {
  it("takes every chunk tag and the bootstrap preload out of the HTML and lists them, in order, in one loader before </body>", () => {
    const { html, chunks } = paintFirst(page);
    expect(chunks).toEqual(["/_next/static/chunks/one.js", "/_next/static/chunks/two.js", "/_next/static/chunks/boot.js"]);
    expect(html).not.toMatch(/<script src="[^"]+" async="">/);
    expect(html).not.toContain('rel="preload" as="script"');
    expect(html.match(new RegExp(`${MARKER}=`, "g"))).toHaveLength(1);
    expect(html).toMatch(new RegExp(`<script ${MARKER}="">[^<]*"/_next/static/chunks/one.js","/_next/static/chunks/two.js","/_next/static/chunks/boot.js"[^<]*</script></body>`));
  });

  it("holds early taps from the first thing in <body>, before any of the page", () => {
    const { html } = paintFirst(page);
    expect(html).toMatch(new RegExp(`<body><script ${MARKER}-taps="">[^<]*__reactFiber[^<]*</script><script>theme\\(\\)</script>`));
  });

  it("keeps the stylesheet, the noModule polyfill, the inline scripts (theme, payload, structured data) and the text", () => {
    const { html } = paintFirst(page);
    for (const kept of [
      '<link rel="stylesheet" href="/_next/static/chunks/a.css"',
      '<script src="/_next/static/chunks/polyfill.js" noModule=""></script>',
      "<script>theme()</script>",
      '<script type="application/ld+json">',
      '<script id="_R_">',
      "(self.__next_f=self.__next_f||[]).push([0])",
      "<main><p>Text</p></main>",
    ])
      expect(html).toContain(kept);
  });

  it("waits for the first contentful paint, with a fallback after load and where paint timing is missing", () => {
    const { html } = paintFirst(page);
    expect(html).toContain('getEntriesByName("first-contentful-paint")');
    expect(html).toContain('observe({type:"paint",buffered:true})');
    expect(html).toContain('addEventListener("load"');
    expect(html).toContain('supportedEntryTypes.indexOf("paint")==-1)return go()');
  });

  it("changes nothing on a second run, on a page without chunk tags, or without </body>", () => {
    const once = paintFirst(page).html;
    expect(paintFirst(once)).toEqual({ html: once, chunks: [] });
    const plain = "<!DOCTYPE html><html><body><p>Hi</p></body></html>";
    expect(paintFirst(plain)).toEqual({ html: plain, chunks: [] });
    const cut = page.replace("</body></html>", "");
    expect(paintFirst(cut)).toEqual({ html: cut, chunks: [] });
  });
});

describe("the loader", () => {
  it("adds each chunk once as an async script when the first contentful paint is reported, and not before", async () => {
    const { html } = paintFirst(page);
    const code = /<script data-paint-first="">([^<]*)<\/script>/.exec(html)?.[1] ?? "";
    let report: ((list: { getEntriesByName: (name: string) => unknown[] }, observer: { disconnect: () => void }) => void) | undefined;
    class FakeObserver {
      static supportedEntryTypes = ["paint"];
      constructor(callback: typeof report) {
        report = callback;
      }
      observe() {}
    }
    const added: { src: string; async: boolean }[] = [];
    const fakeDocument = {
      createElement: () => ({ src: "", async: false }),
      head: { appendChild: (element: { src: string; async: boolean }) => added.push(element) },
    };
    const listeners: Record<string, () => void> = {};
    const fakeWindow = { PerformanceObserver: FakeObserver, addEventListener: (type: string, listener: () => void) => (listeners[type] = listener) };
    new Function("document", "window", code)(fakeDocument, fakeWindow);
    expect(added).toEqual([]);
    report?.({ getEntriesByName: () => [] }, { disconnect() {} });
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(added).toEqual([]);
    report?.({ getEntriesByName: () => [{}] }, { disconnect() {} });
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(added).toEqual([
      { src: "/_next/static/chunks/one.js", async: true },
      { src: "/_next/static/chunks/two.js", async: true },
      { src: "/_next/static/chunks/boot.js", async: true },
    ]);
    listeners.load?.();
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(added).toHaveLength(3);
  });
});
