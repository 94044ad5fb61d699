import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The per-route pass (tests/e2e/routes.spec.ts) measures layout in the light
 * theme only, on the grounds that a theme changes colours and moves no box.
 * This holds it to that: no element may be shown, hidden or resized by the
 * `dark:` variant, in the components or in the stylesheet.
 */
const root = path.resolve(__dirname, "../../..");
const LAYOUT_UTILITY = /\bdark:(?:hidden|block|inline|inline-block|inline-flex|flex|grid|contents|table|w-|h-|size-|min-|max-|p[trblxy]?-|m[trblxy]?-|gap-|text-(?:xs|sm|base|lg|xl|[0-9]|caption|small|lead|title|heading|display))/;

function files(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) files(full, out);
    else if (/\.(tsx?|css)$/.test(name)) out.push(full);
  }
  return out;
}

describe("a theme moves nothing", () => {
  it("no component or style shows, hides or resizes anything with the dark: variant", () => {
    const offenders = [...files(path.join(root, "app")), ...files(path.join(root, "components"))].flatMap((file) =>
      readFileSync(file, "utf8")
        .split("\n")
        .flatMap((line, i) => (LAYOUT_UTILITY.test(line) ? [`${path.relative(root, file)}:${i + 1}: ${line.trim().slice(0, 120)}`] : [])),
    );
    expect(offenders).toEqual([]);
  });
});
