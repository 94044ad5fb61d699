import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";

/**
 * Which Chromium Playwright drives: $CHROMIUM_PATH, else Debian's
 * /usr/bin/chromium, else Playwright's own download (a developer laptop).
 * Returns undefined for "Playwright's own"; throws with install advice when
 * there is none at all.
 */
export function resolveChromium(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].filter(
    (p): p is string => Boolean(p),
  );
  const found = candidates.find((p) => existsSync(p));
  if (found) return found;
  let bundled = "";
  try {
    bundled = chromium.executablePath();
  } catch {
    bundled = "";
  }
  if (bundled && existsSync(bundled)) return undefined;
  throw new Error(
    "No Chromium found for the end-to-end tests. Install one of:\n" +
      "  sudo apt-get install -y chromium        (Debian/Ubuntu; used from /usr/bin/chromium)\n" +
      "  npx playwright install chromium          (Playwright's own build)\n" +
      "or point CHROMIUM_PATH at a Chromium/Chrome binary.",
  );
}

/** Flags that keep a sandboxed CI machine's Chromium off the network it cannot reach. */
export const chromiumArgs = [
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-quic",
  "--no-first-run",
  "--disable-gpu",
];
