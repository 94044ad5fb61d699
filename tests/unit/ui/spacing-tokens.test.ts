import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/*
 * Tailwind v4 turns every --spacing-<name> token into size utilities,
 * including inline-<name> (inline-size). A token named "block" made the
 * class `inline-block` also set `inline-size: 1.5rem`, which widened the
 * external-link icon and collapsed the comic's caption box. No spacing token
 * may share a name with a display keyword that has an inline- form.
 */
const css = readFileSync(path.join(process.cwd(), "app/globals.css"), "utf8");
const spacingTokens = [...css.matchAll(/--spacing-([a-z0-9-]+)\s*:/g)].map((m) => m[1]);

describe("spacing tokens", () => {
  it("are found", () => {
    expect(spacingTokens).toContain("section");
  });

  it("never collide with inline-block, inline-flex, inline-grid or inline-table", () => {
    for (const name of spacingTokens) expect(["block", "flex", "grid", "table"], `--spacing-${name}`).not.toContain(name);
  });
});

describe("spacing utilities in the code", () => {
  it("use only tokens that exist (the retired mt-block and gap-grid would silently do nothing)", () => {
    // readdirSync's recursive option works on Node 20 (fs.globSync needs 22).
    const files = ["app", "components"].flatMap((dir) =>
      (readdirSync(dir, { recursive: true }) as string[]).filter((f) => f.endsWith(".tsx")).map((f) => path.join(dir, f)),
    );
    expect(files.length).toBeGreaterThan(20);
    const retired = /\b(?:-?m[trblxy]?|p[trblxy]?|gap(?:-[xy])?|space-[xy])-(?:block|grid)\b/;
    for (const file of files) {
      const text = readFileSync(path.join(process.cwd(), file), "utf8");
      expect(retired.exec(text)?.[0], file).toBeUndefined();
    }
  });
});
