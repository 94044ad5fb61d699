/**
 * Every external URL in the typed content, with the page that shows it. One
 * list serves the unit test (https, unique per page, no placeholders) and
 * `npm run check:links` (is each one still alive?), so neither can miss a
 * content module the other checks. data/external-links.ts lists the pages
 * and the content each shows.
 *
 * URLs are found by walking the content objects, not by naming fields: a new
 * field holding a link is checked without anyone remembering to add it here.
 */

export type ContentPage = { page: string; content: unknown };
export type ExternalLinkUse = { page: string; url: string };

/**
 * A string that points off the site: any scheme with "//" (so an http://
 * link is found and then failed by the https check) or a bare "www." host.
 */
export function looksExternal(value: string): boolean {
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(value) || /^www\./i.test(value);
}

function collectStrings(value: unknown, found: string[], seen: Set<object>): void {
  if (typeof value === "string") {
    if (looksExternal(value.trim())) found.push(value.trim());
    return;
  }
  if (value === null || typeof value !== "object" || seen.has(value)) return;
  seen.add(value);
  for (const child of Array.isArray(value) ? value : Object.values(value)) collectStrings(child, found, seen);
}

/** The external URLs one page's content holds, in order, repeats included. */
export function externalUrlsIn(content: unknown): string[] {
  const found: string[] = [];
  collectStrings(content, found, new Set());
  return found;
}

/** Every (page, url) pair in the pages' content. */
export function externalLinkUses(pages: readonly ContentPage[]): ExternalLinkUse[] {
  return pages.flatMap(({ page, content }) => externalUrlsIn(content).map((url) => ({ page, url })));
}

/** Hosts reserved for examples or pointing at the machine itself (RFC 2606 and 6761). */
const placeholderHost = /(^|\.)(example\.(com|org|net)|example|test|invalid|localhost)$|^(127\.\d+\.\d+\.\d+|0\.0\.0\.0|\[::1\])$/i;

/** Why a URL cannot ship, or null when it is fine to link to. */
export function externalUrlProblem(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return "not a valid URL";
  }
  if (parsed.protocol !== "https:") return "not https";
  if (placeholderHost.test(parsed.hostname)) return "placeholder or local host";
  if (/placeholder|lorem|your-?(site|domain|link)|todo/i.test(url)) return "placeholder text in the URL";
  if (parsed.username || parsed.password) return "credentials in the URL";
  return null;
}

/** The same page twice: scheme and host case, "www.", a trailing slash and the fragment do not make a new link. */
export function normalizeUrl(url: string): string {
  const parsed = new URL(url);
  const host = parsed.hostname.toLowerCase().replace(/^www\./, "");
  const path = parsed.pathname.replace(/\/+$/, "");
  return `${host}${path}${parsed.search}`;
}
