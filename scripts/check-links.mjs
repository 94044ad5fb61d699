// @ts-check
/**
 * npm run check:links [-- --concurrency=4 --timeout=15000 --only=a16z.com]
 *
 * Checks every external URL in the typed content (the same list the unit
 * test validates, from data/external-links.ts) and reports the dead
 * and the redirected ones. Run it by hand where the internet is reachable;
 * it is not part of CI, because other people's sites going down must not
 * fail a build.
 *
 * Each URL is tried with HEAD first (cheap) and with GET when HEAD fails or
 * is refused (many sites answer HEAD with 403, 404 or 405). Redirects are
 * followed by hand so the report can say where a link now lands.
 *
 * Exit codes: 0 all alive (redirects are reported, not failures), 1 at least
 * one dead link, 2 nothing could be checked (no internet, or bad options).
 */
import path from "node:path";
import { createJiti } from "jiti";
import { checkLink, mapLimited, parseOptions, reachable } from "./link-check.mjs";

/** @typedef {{ page: string, url: string }} ExternalLinkUse */
/** @typedef {import("./link-check.mjs").LinkResult} LinkResult */

const root = process.cwd();

/** @returns {Promise<ExternalLinkUse[]>} */
async function loadLinkUses() {
  // jiti transpiles the TypeScript content on the fly, as scripts/site-routes.mjs does.
  const jiti = createJiti(import.meta.url, { alias: { "@/": `${path.resolve(root)}/` } });
  /** @type {{ externalLinkUses: () => ExternalLinkUse[] }} */
  const links = await jiti.import(path.join(root, "data/external-links.ts"));
  return links.externalLinkUses();
}

async function main() {
  let options;
  try {
    options = parseOptions(process.argv.slice(2));
  } catch (error) {
    console.error(`check:links: ${/** @type {Error} */ (error).message}`);
    process.exit(2);
  }

  const uses = await loadLinkUses();
  /** @type {Map<string, string[]>} */
  const pagesByUrl = new Map();
  for (const { page, url } of uses) pagesByUrl.set(url, [...new Set([...(pagesByUrl.get(url) ?? []), page])]);
  const urls = [...pagesByUrl.keys()].filter((url) => !options.only || url.includes(options.only)).sort();
  if (urls.length === 0) {
    console.error(`check:links: no external URL matches${options.only ? ` "${options.only}"` : ""}.`);
    process.exit(2);
  }

  if (!(await reachable(urls, options.timeout))) {
    console.error("check:links: no internet connection from this machine (no site could be reached); nothing was checked. Run it where the internet is reachable.");
    process.exit(2);
  }

  console.log(`check:links: checking ${urls.length} external URLs (${options.concurrency} at a time, ${options.timeout} ms timeout)...`);
  const results = await mapLimited(urls, options.concurrency, async (url) => ({ url, result: await checkLink(url, options.timeout) }));

  const where = (/** @type {string} */ url) => ` [${(pagesByUrl.get(url) ?? []).join(", ")}]`;
  const byKind = (/** @type {LinkResult["kind"]} */ kind) => results.filter((entry) => entry.result.kind === kind);
  for (const { url, result } of byKind("dead")) console.log(`DEAD      ${result.status ?? result.detail} ${url}${where(url)}`);
  for (const { url, result } of byKind("redirect")) console.log(`REDIRECT  ${url} -> ${result.finalUrl}${where(url)}`);
  for (const { url, result } of byKind("unsure")) console.log(`UNSURE    ${result.status} ${url} (the site refused an automated check; open it by hand)${where(url)}`);

  const dead = byKind("dead").length;
  console.log(
    `check:links: ${byKind("ok").length} ok, ${byKind("redirect").length} redirected, ${byKind("unsure").length} unsure, ${dead} dead, of ${urls.length}.`,
  );
  process.exit(dead > 0 ? 1 : 0);
}

await main();
