/**
 * What the site's server actions can be sent, checked before Next decodes it.
 * React encodes an action's arguments as a JSON list in which a string
 * starting with "$" is either an escaped string ("$$...") or a reference to
 * another part of the body or a special value. Next hands a list it cannot
 * decode (not a list, a reference to a part that is missing, a Map, Set,
 * Blob, stream or server reference) to React, which throws, and the visitor
 * gets a 500. The site's forms only ever send plain JSON values, a FormData
 * ("$K<n>", <n> in hex, whose fields are named "_<n>_...") and the plain special values below,
 * so anything else is refused up front.
 */
const PLAIN_SPECIAL = /^\$(?:\$[\s\S]*|u|-0|Infinity|-Infinity|NaN|n-?\d+|D[\s\S]+|K[0-9a-f]+)$/;

/** A JSON value with no reference React would have to resolve elsewhere in the body. */
function plainValue(value: unknown, depth = 0): boolean {
  if (depth > 64) return false;
  if (typeof value === "string") return !value.startsWith("$") || PLAIN_SPECIAL.test(value);
  if (Array.isArray(value)) return value.every((item) => plainValue(item, depth + 1));
  if (value && typeof value === "object") return Object.values(value).every((item) => plainValue(item, depth + 1));
  return true;
}

/** Action arguments as React sends them: JSON text of a list of plain values. */
export function readableArguments(text: unknown): boolean {
  if (typeof text !== "string") return false;
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) && plainValue(value);
  } catch {
    return false;
  }
}

/** No field name of a form may hold a control character (a NUL one made Next answer 500). */
export function readableFieldNames(form: FormData): boolean {
  for (const name of form.keys()) if (/\p{Cc}/u.test(name)) return false;
  return true;
}

/**
 * A form posted without JavaScript names its action in "$ACTION_<n>:0" as
 * {"id": ..., "bound": "$@<k>" | null}, with the bound arguments in
 * "$ACTION_<n>:<k>". Bound arguments that are missing or unreadable made
 * Next answer 500; a reference Next itself cannot read it answers 400.
 */
export function readableBoundArguments(form: FormData): boolean {
  for (const [name, value] of form.entries()) {
    const match = /^\$ACTION_(\d+):0$/.exec(name);
    if (!match || typeof value !== "string") continue;
    let bound: unknown;
    try {
      bound = (JSON.parse(value) as { bound?: unknown } | null)?.bound;
    } catch {
      continue;
    }
    const part = typeof bound === "string" ? /^\$@(\d+)$/.exec(bound) : null;
    if (part && !readableArguments(form.get(`$ACTION_${match[1]}:${part[1]}`))) return false;
  }
  for (const [name, value] of form.entries()) {
    if (/^\$ACTION_\d+:[1-9]\d*$/.test(name) && !readableArguments(value)) return false;
  }
  return true;
}
