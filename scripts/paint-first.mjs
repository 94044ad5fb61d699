#!/usr/bin/env node
// @ts-check
/**
 * Paint first, then fetch the framework: the last step of `npm run build`.
 *
 * Every prerendered page's HTML names the framework's chunks (about 150 KiB
 * gzip) in `<script async>` tags, so a phone fetches them at once, beside the
 * stylesheet, the font and the rest of the HTML, and evaluates each one as it
 * lands, before or after the first paint depending on the race. Lighthouse's
 * phone simulation charges every request that finished before the observed
 * largest paint to that paint (docs/performance.md, "Paint first"), which
 * made a page's LCP 2.6 s whose HTML and CSS alone paint in 1.5 s.
 *
 * This step rewrites the prerendered `.html` files under `.next/server/app`:
 * the chunk tags (and the bootstrap chunk's preload) are taken out and one
 * small inline loader adds them back, in the same order, once the browser
 * reports the page's first contentful paint. The page is readable and its
 * links work before then (content pages are server HTML; the calculators
 * replay what was typed before their script ran), and a second inline script
 * keeps a tap on a button made before React runs and replays it once the
 * layout is hydrated (earlyTapScript). Pages rendered per request (`/admin/*`, the auth
 * callback) keep Next's own tags.
 *
 *   node scripts/paint-first.mjs [distDir]   (default .next)
 */
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** Marks a page already rewritten, so running the step twice changes nothing. */
export const MARKER = "data-paint-first";

const CHUNK_SCRIPT = /<script src="(\/_next\/static\/[^"]+\.js)" async=""><\/script>/g;
const CHUNK_PRELOAD = /<link rel="preload" as="script" fetchPriority="low" href="(\/_next\/static\/[^"]+\.js)"\/>/g;

/**
 * The loader. It adds the chunks when the first-contentful-paint entry is
 * reported (after that frame is on screen), or half a second after `load`
 * where no paint is reported (a tab opened in the background paints only when
 * shown), or at once where the browser has no paint timing. Dynamically added
 * scripts run as soon as they arrive, as `async` ones did.
 * @param {string[]} sources
 */
export function loaderScript(sources) {
  const body = [
    "(function(d,w,s){var done=0;",
    'function go(){if(done)return;done=1;s.forEach(function(u){var e=d.createElement("script");e.src=u;e.async=true;d.head.appendChild(e)})}',
    'var P=w.PerformanceObserver;if(!P||!P.supportedEntryTypes||P.supportedEntryTypes.indexOf("paint")==-1)return go();',
    'new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();setTimeout(go)}}).observe({type:"paint",buffered:true});',
    'w.addEventListener("load",function(){setTimeout(go,500)})',
    `})(document,window,${JSON.stringify(sources)})`,
  ].join("");
  return `<script ${MARKER}="">${body}</script>`;
}

/**
 * Taps on buttons before React runs. A button's handler exists only once
 * React has hydrated it; a tap before then reaches no handler, and React
 * drops one on a part of the page it cannot hydrate at once (its code still
 * on the way). So until React has hydrated `<body>` (it then carries a
 * `__reactFiber…` key, set once everything outside the page's own boundaries
 * is live), a tap on a button is held (default prevented, no listener
 * reached), and each held tap is clicked again, in order, once React would
 * hand a click to that button: its fiber is mounted, by react-dom's own rule
 * (getNearestMountedFiber: no ancestor still being placed or hydrated, flags
 * 4098, and the chain ends at the root, tag 3). Should a button never get
 * there (React replaced it: it is then disconnected and dropped), a tap is
 * clicked anyway 5 s after the layout is live. A tap that reaches the live
 * page first drops the held ones (a double-click across that moment answers
 * once). A form's submit button is left alone: the form posts without
 * JavaScript. Key presses and typed values are kept per page by
 * lib/early-input (the calculators, the quiz, the comic).
 */
export function earlyTapScript() {
  const body = [
    "(function(d){var q=[],t=0,r=0,w=0;",
    // w: when the layout was first seen live (a clock, not a count of ticks: a busy phone runs fewer of them).
    'function fiber(n){var k=Object.keys(n).filter(function(k){return k.indexOf("__reactFiber")==0})[0];return k?n[k]:null}',
    "function live(){return!!fiber(d.body)}",
    "function ready(b){var f=fiber(b),n=f,x=f,m=f;if(!f)return false;while(x&&!x.alternate){n=x;if(n.flags&4098)m=n.return;x=n.return}while(n.return)n=n.return;return n.tag==3&&m==f}",
    "function stop(){clearInterval(t);t=0;w=0}",
    "function flush(){if(!live())return;w=w||Date.now();var late=Date.now()-w>=5e3,b;r=1;while(q.length&&(!q[0].isConnected||ready(q[0])||late))if((b=q.shift()).isConnected)b.click();r=0;if(!q.length)stop()}",
    // A tap that reaches a live page supersedes the held ones (the second click of a double-click must not replay the first).
    'd.addEventListener("click",function(e){if(live()){if(!r){q.length=0;stop()}return}var b=e.target&&e.target.closest?e.target.closest("button"):null;',
    'if(!b||b.disabled||(b.form&&b.type=="submit"))return;e.preventDefault();e.stopImmediatePropagation();',
    "if(q.indexOf(b)==-1)q.push(b);t=t||setInterval(flush,50)},true)",
    "})(document)",
  ].join("");
  return `<script ${MARKER}-taps="">${body}</script>`;
}

/**
 * One page's HTML with its chunk tags replaced by the loader. HTML without
 * chunk tags, without `</body>`, or already rewritten comes back unchanged.
 * @param {string} html
 * @returns {{ html: string, chunks: string[] }}
 */
export function paintFirst(html) {
  if (html.includes(MARKER) || !html.includes("</body>")) return { html, chunks: [] };
  /** @type {string[]} */
  const chunks = [];
  /** @param {string} _tag @param {string} src */
  const take = (_tag, src) => {
    if (!chunks.includes(src)) chunks.push(src);
    return "";
  };
  const withoutScripts = html.replace(CHUNK_SCRIPT, take);
  if (chunks.length === 0) return { html, chunks };
  const withoutPreloads = withoutScripts.replace(CHUNK_PRELOAD, (tag, src) => (chunks.includes(src) ? "" : tag));
  const at = withoutPreloads.lastIndexOf("</body>");
  const withLoader = withoutPreloads.slice(0, at) + loaderScript(chunks) + withoutPreloads.slice(at);
  // First thing in <body>: a tap can come as soon as anything is painted.
  return { html: withLoader.replace(/<body\b[^>]*>/, (tag) => tag + earlyTapScript()), chunks };
}

/** @param {string} dir @returns {string[]} */
function htmlFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(full);
    return entry.isFile() && entry.name.endsWith(".html") ? [full] : [];
  });
}

/**
 * Rewrites every prerendered page of a build. `next start` copies a page into
 * `server/route-cache` the first time it serves it; a copy left from before
 * this build would be served instead, so it is removed.
 * @param {string} distDir
 */
export function paintFirstBuild(distDir) {
  const appDir = path.join(distDir, "server", "app");
  if (!existsSync(appDir)) throw new Error(`No build in ${distDir}: run \`next build\` first.`);
  rmSync(path.join(distDir, "server", "route-cache"), { recursive: true, force: true });
  let rewritten = 0;
  let files = 0;
  for (const file of htmlFiles(appDir)) {
    files++;
    const { html, chunks } = paintFirst(readFileSync(file, "utf8"));
    if (chunks.length === 0) continue;
    writeFileSync(file, html);
    rewritten++;
  }
  return { files, rewritten };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  const { files, rewritten } = paintFirstBuild(process.argv[2] ?? ".next");
  console.log(`Paint first: ${rewritten} of ${files} prerendered pages fetch their scripts after the first paint (${Date.now() - started} ms).`);
}
