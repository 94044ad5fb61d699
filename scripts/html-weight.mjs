// @ts-check
/**
 * What a page's HTML carries: its bytes, the share of them that is the RSC
 * payload (the `self.__next_f.push(...)` scripts App Router inlines so React
 * can hydrate, which repeat the content), and the same HTML with every script
 * removed: the page's no-JS limit, what a phone gets when only HTML, CSS and
 * font are loaded. Used by the performance gate.
 */

const INLINE_PAYLOAD = /<script>self\.__next_f\.push\([\s\S]*?\)<\/script>/g;
const ANY_SCRIPT = /<script\b[^>]*>[\s\S]*?<\/script>/g;
// Script preloads cost a phone the same bytes as the scripts themselves.
const SCRIPT_PRELOAD = /<link\b[^>]*\b(?:rel="modulepreload"|as="script")[^>]*\/?>/g;

/** @param {string} text */
const bytes = (text) => Buffer.byteLength(text, "utf8");

/**
 * @param {string} html
 * @returns {{ htmlBytes: number, payloadBytes: number, payloadShare: number }}
 */
export function htmlWeight(html) {
  const htmlBytes = bytes(html);
  const payloadBytes = (html.match(INLINE_PAYLOAD) ?? []).reduce((sum, script) => sum + bytes(script), 0);
  return { htmlBytes, payloadBytes, payloadShare: htmlBytes ? payloadBytes / htmlBytes : 0 };
}

/** The page without scripts or script preloads: its HTML, CSS and font only. @param {string} html */
export function withoutScripts(html) {
  return html.replace(ANY_SCRIPT, "").replace(SCRIPT_PRELOAD, "");
}
