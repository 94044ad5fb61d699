import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * The screenshots the layout check leaves for reviewers: one folder, CI keeps
 * it as an artifact, `index.html` shows every picture on one page.
 */
export const SCREENSHOT_DIR = path.join(process.cwd(), "ci-artifacts", "screenshots");

export type ShotTheme = "light" | "dark";

/** `/` is `home`, `/frameworks/kaizen` is `frameworks_kaizen` (the same names as scripts/screenshots.mjs). */
export function routeSlug(route: string): string {
  return route === "/" ? "home" : route.replace(/^\//, "").replaceAll("/", "_");
}

export function screenshotName(route: string, width: number, theme: ShotTheme): string {
  return `${routeSlug(route)}-${width}-${theme}.png`;
}

const escape = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * The contact sheet: a row per route, one picture per width and theme, each
 * linking to the full-size file. It only depends on the route list, so every
 * worker can write it; a picture a failed run did not take shows as missing.
 */
export function contactSheetHtml(routes: readonly { path: string; name: string }[], widths: readonly number[], themes: readonly ShotTheme[]): string {
  const rows = routes
    .map((route) => {
      const cells = widths
        .flatMap((width) => themes.map((theme) => ({ width, theme, file: screenshotName(route.path, width, theme) })))
        .map(
          ({ width, theme, file }) =>
            `<figure class="w${width}"><a href="${escape(file)}"><img loading="lazy" src="${escape(file)}" alt="${escape(route.path)} at ${width} px, ${theme}" onerror="this.replaceWith(Object.assign(document.createElement('span'),{className:'missing',textContent:'not taken'}))"></a><figcaption>${width} px, ${theme}</figcaption></figure>`,
        )
        .join("");
      return `<section id="${escape(routeSlug(route.path))}"><h2><a href="#${escape(routeSlug(route.path))}">${escape(route.path)}</a> <small>${escape(route.name)}</small></h2><div class="row">${cells}</div></section>`;
    })
    .join("\n");
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Screenshots of every route (${routes.length} routes)</title>
<style>
body{font:14px/1.4 system-ui,sans-serif;margin:1rem;background:#f4f4f5;color:#18181b}
h1{font-size:1.25rem}h2{font-size:1rem;margin:1.5rem 0 .5rem}small{color:#52525b;font-weight:normal}
.row{display:flex;gap:12px;align-items:flex-start;overflow-x:auto}
figure{margin:0;flex:none}figure img{display:block;border:1px solid #a1a1aa;background:#fff}
.w390 img{width:195px}.w1280 img{width:400px}
figcaption{font-size:12px;color:#52525b}.missing{display:block;padding:2rem;border:1px dashed #a1a1aa;color:#b91c1c}
</style></head><body>
<h1>Screenshots of every route: first screenful at ${widths.join(" and ")} px, light and dark</h1>
<p>${routes.length} routes, ${routes.length * widths.length * themes.length} pictures. Click one for full size. Made by tests/e2e/routes.spec.ts (SCREENSHOTS=1).</p>
${rows}
</body></html>
`;
}

/** Writes the sheet atomically (two workers may write the same file at once). */
export function writeContactSheet(html: string): void {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const temp = path.join(SCREENSHOT_DIR, `.index.${process.pid}.html`);
  writeFileSync(temp, html);
  renameSync(temp, path.join(SCREENSHOT_DIR, "index.html"));
}
