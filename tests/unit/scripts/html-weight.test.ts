/** The performance gate's reading of a page's HTML: payload share and the page without scripts. */
import { describe, expect, it } from "vitest";
// @ts-expect-error: plain ESM module (typed with JSDoc, checked by tsconfig.scripts.json)
import { htmlWeight, withoutScripts } from "../../../scripts/html-weight.mjs";

const page = [
  '<html><head><link rel="stylesheet" href="/a.css"><link rel="preload" as="script" href="/c.js"/>',
  '<link rel="preload" as="font" href="/f.woff2" crossorigin="">',
  '<script src="/c.js" async=""></script></head><body><main><p>Hello</p></main>',
  '<script>self.__next_f.push([1,"0:{\\"a\\":1}"])</script>',
  '<script>self.__next_f.push([1,"1:[\\"$\\",\\"p\\",null,{}]"])</script>',
  "</body></html>",
].join("");

describe("htmlWeight", () => {
  it("counts the inline RSC payload scripts and their share of the HTML", () => {
    const payload = '<script>self.__next_f.push([1,"0:{\\"a\\":1}"])</script><script>self.__next_f.push([1,"1:[\\"$\\",\\"p\\",null,{}]"])</script>';
    const weight = htmlWeight(page);
    expect(weight.htmlBytes).toBe(Buffer.byteLength(page));
    expect(weight.payloadBytes).toBe(Buffer.byteLength(payload));
    expect(weight.payloadShare).toBeCloseTo(Buffer.byteLength(payload) / Buffer.byteLength(page));
  });

  it("counts multi-byte characters as bytes", () => {
    expect(htmlWeight("<p>é</p>").htmlBytes).toBe(9);
  });
});

describe("withoutScripts", () => {
  it("keeps the markup, stylesheet and font and drops every script and script preload", () => {
    const stripped = withoutScripts(page);
    expect(stripped).not.toContain("<script");
    expect(stripped).not.toContain('as="script"');
    expect(stripped).toContain('<link rel="stylesheet" href="/a.css">');
    expect(stripped).toContain('as="font"');
    expect(stripped).toContain("<main><p>Hello</p></main>");
  });
});
