/**
 * What a visitor does before a page's own code runs: the tiny inline script
 * a page renders above its interactive leaf (components/early-input), and the
 * shape of what it keeps. On a slow phone the HTML is on screen well before
 * React has hydrated; a key press or a typed value then reaches no handler and
 * is lost. From the moment the script is parsed until the leaf says it is live
 * (use-early-input.ts), it keeps, in order:
 * - key presses of the keys the page names (its shortcuts), outside text
 *   fields and without Ctrl, Alt or Meta, and
 * - the latest value of each field inside an element marked with
 *   EARLY_INPUT_ATTRIBUTE that received input or change (text and number
 *   inputs, selects, file inputs).
 * Each is kept from React and the page (propagation stopped, a key's default
 * prevented) so it takes effect exactly once: when the leaf replays it.
 * Taps on buttons are kept on every prerendered page by the build instead
 * (scripts/paint-first.mjs, earlyTapScript): a click is replayed as a click.
 *
 * A plain string, not a function's source: this is exactly what ships, and
 * the unit test runs these bytes. ES5, no dependencies, about 0.8 KB (0.5 KB gzip).
 * Content pages allow inline scripts ('unsafe-inline': they are prerendered,
 * so they cannot carry a nonce, lib/security/csp.ts); admin pages never render it.
 */

/** Marks an element whose fields' early input is kept (the field itself or a container of fields). */
export const EARLY_INPUT_ATTRIBUTE = "data-early-input";

/** The global the script fills and the hook drains. */
export const EARLY_INPUT_GLOBAL = "__earlyInput";

export type EarlyKey = { key: string; shiftKey: boolean; repeat: boolean };
export type EarlyField = { field: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement; value: string };
export type EarlyEntry = EarlyKey | EarlyField;
export type EarlyInputState = { live: boolean; queue: EarlyEntry[] };

const SOURCE = `(function(w,keys){
if(w.${EARLY_INPUT_GLOBAL})return;
var s=w.${EARLY_INPUT_GLOBAL}={live:false,queue:[]};
function typing(t){return!!t&&(t.isContentEditable||/^(INPUT|SELECT|TEXTAREA)$/.test(t.tagName))}
w.addEventListener("keydown",function(e){
if(s.live||e.ctrlKey||e.metaKey||e.altKey||e.isComposing||keys.indexOf(e.key)<0||typing(e.target))return;
e.preventDefault();e.stopPropagation();
s.queue.push({key:e.key,shiftKey:e.shiftKey,repeat:e.repeat});
},true);
function field(e){
var t=e.target,q=s.queue,i;
if(s.live||!t||!t.closest||!t.closest("[${EARLY_INPUT_ATTRIBUTE}]")||!("value" in t))return;
e.stopPropagation();
for(i=q.length-1;i>=0;i--)if(q[i].field===t)q.splice(i,1);
q.push({field:t,value:t.value});
}
w.addEventListener("input",field,true);
w.addEventListener("change",field,true);
})(window,KEYS);`;

/** The script's text for a page whose shortcuts are `keys` (KeyboardEvent.key values; none for a page with fields only). */
export function earlyInputScript(keys: readonly string[] = []): string {
  // JSON of plain strings is valid JavaScript; "<" is escaped so no key can close the <script> element.
  return SOURCE.replace(/\n/g, "").replace("KEYS", JSON.stringify(keys).replace(/</g, "\\u003c"));
}
