// @ts-check
/**
 * The link checker's logic, kept apart from the CLI (scripts/check-links.mjs)
 * so a unit test can run it against a local server: HEAD then GET, redirects
 * followed by hand, limited concurrency, and telling "this machine is
 * offline" apart from "this link is dead".
 */

/** @typedef {{ kind: "ok" | "redirect" | "dead" | "unsure", status?: number, finalUrl?: string, detail?: string }} LinkResult */

const maxRedirects = 5;
// Some sites refuse requests without a browser-like agent; say who we are all the same.
const userAgent = "Mozilla/5.0 (compatible; pm-knowledge-hub-link-check/1.0)";
// Network failures that mean "this machine cannot reach the internet", not "this link is dead".
const offlineCodes = new Set(["ENOTFOUND", "EAI_AGAIN", "ENETUNREACH", "ECONNREFUSED", "EHOSTUNREACH", "UND_ERR_CONNECT_TIMEOUT"]);

/** @param {string[]} argv */
export function parseOptions(argv) {
  /** @type {{ concurrency: number, timeout: number, only: string | undefined }} */
  const options = { concurrency: 4, timeout: 15_000, only: undefined };
  for (const arg of argv) {
    const [key, value] = arg.replace(/^--/, "").split("=");
    if (key === "concurrency" && value) options.concurrency = Number(value);
    else if (key === "timeout" && value) options.timeout = Number(value);
    else if (key === "only" && value) options.only = value;
    else throw new Error(`Unknown option ${arg} (use --concurrency=N, --timeout=MS, --only=TEXT)`);
  }
  if (!Number.isInteger(options.concurrency) || options.concurrency < 1) throw new Error("--concurrency must be a whole number of 1 or more");
  if (!Number.isFinite(options.timeout) || options.timeout < 1000) throw new Error("--timeout must be at least 1000 ms");
  return options;
}

/** @param {unknown} error */
function errorCode(error) {
  const cause = /** @type {{ cause?: { code?: string, name?: string } } | undefined} */ (error)?.cause;
  if (cause?.code) return cause.code;
  if (/** @type {{ name?: string }} */ (error)?.name === "TimeoutError") return "TIMEOUT";
  return cause?.name ?? "NETWORK_ERROR";
}

/**
 * One request, following redirects by hand.
 * @param {string} url
 * @param {"HEAD" | "GET"} method
 * @param {number} timeout
 * @returns {Promise<{ status: number, finalUrl: string, redirected: boolean }>}
 */
async function request(url, method, timeout) {
  let current = url;
  for (let hop = 0; hop <= maxRedirects; hop++) {
    const response = await fetch(current, {
      method,
      redirect: "manual",
      headers: { "user-agent": userAgent, accept: "text/html,application/xhtml+xml,*/*;q=0.8" },
      signal: AbortSignal.timeout(timeout),
    });
    // Do not download bodies: the status is all we need.
    await response.body?.cancel();
    const location = response.headers.get("location");
    if (response.status >= 300 && response.status < 400 && location) {
      current = new URL(location, current).toString();
      continue;
    }
    return { status: response.status, finalUrl: current, redirected: current !== url };
  }
  throw Object.assign(new Error(`more than ${maxRedirects} redirects`), { cause: { code: "TOO_MANY_REDIRECTS" } });
}

/** "https://a.org/x/" and "https://a.org/x" are the same page; so are http and https. */
export function samePage(/** @type {string} */ a, /** @type {string} */ b) {
  const strip = (/** @type {string} */ url) => url.replace(/^https?:\/\//, "").replace(/\/+$/, "");
  return strip(a) === strip(b);
}

/**
 * @param {string} url
 * @param {number} timeout
 * @returns {Promise<LinkResult>}
 */
export async function checkLink(url, timeout) {
  try {
    const head = await request(url, "HEAD", timeout);
    if (head.status < 400) return classify(url, head);
  } catch {
    // Fall through to GET: some servers drop or mishandle HEAD.
  }
  // HEAD refused, failed or errored: many servers only answer GET properly.
  try {
    return classify(url, await request(url, "GET", timeout));
  } catch (error) {
    return { kind: "dead", detail: errorCode(error) };
  }
}

/**
 * @param {string} url
 * @param {{ status: number, finalUrl: string, redirected: boolean }} outcome
 * @returns {LinkResult}
 */
function classify(url, { status, finalUrl, redirected }) {
  // Bot walls and rate limits say nothing about whether the page exists.
  if (status === 401 || status === 403 || status === 429) return { kind: "unsure", status, finalUrl };
  if (status >= 400) return { kind: "dead", status, finalUrl };
  if (redirected && !samePage(url, finalUrl)) return { kind: "redirect", status, finalUrl };
  return { kind: "ok", status, finalUrl };
}

/**
 * Runs `work` over `items` with at most `limit` in flight.
 * @template T, R
 * @param {T[]} items
 * @param {number} limit
 * @param {(item: T) => Promise<R>} work
 * @returns {Promise<R[]>}
 */
export async function mapLimited(items, limit, work) {
  /** @type {R[]} */
  const results = new Array(items.length);
  let next = 0;
  async function worker() {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(/** @type {T} */ (items[index]));
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/**
 * Is the internet reachable at all? Tries the home pages of up to three
 * different hosts; only when every one fails at the network level (no DNS,
 * no route, refused, timed out) is the machine taken to be offline, so one
 * dead domain is never mistaken for "no internet".
 * @param {string[]} urls
 * @param {number} timeout
 */
export async function reachable(urls, timeout) {
  const origins = [...new Set(urls.map((url) => new URL(url).origin))].slice(0, 3);
  for (const origin of origins) {
    try {
      await request(origin, "HEAD", timeout);
      return true;
    } catch (error) {
      const code = errorCode(error);
      if (!(offlineCodes.has(code) || code === "TIMEOUT")) return true;
    }
  }
  return false;
}
