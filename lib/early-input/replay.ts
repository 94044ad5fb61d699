/**
 * Replays what the early-input script kept (lib/early-input/script.ts) once a
 * page's leaf is live, through the same events a visitor's own input sends,
 * so the leaf's handlers (and only they) decide what each one does.
 */
import { EARLY_INPUT_GLOBAL, type EarlyEntry, type EarlyInputState } from "./script";

/** Ends the early phase: from now on input reaches the page as usual. Returns what was kept, oldest first (once). */
export function takeEarlyInput(): EarlyEntry[] {
  const state = (window as unknown as Record<string, EarlyInputState | undefined>)[EARLY_INPUT_GLOBAL];
  if (!state || state.live) return [];
  state.live = true;
  return state.queue.splice(0);
}

/** The browser's own value setter, which React's value tracking does not see. */
function setNativeValue(field: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, "value")?.set?.call(field, value);
}

export function replayEntry(entry: EarlyEntry) {
  if ("key" in entry) {
    // On the body: a page's shortcuts listen on the window, and ignore keys typed into fields.
    document.body.dispatchEvent(new KeyboardEvent("keydown", { key: entry.key, shiftKey: entry.shiftKey, repeat: entry.repeat, bubbles: true, cancelable: true }));
    return;
  }
  const { field, value } = entry;
  if (!field.isConnected || field.disabled) return;
  if (field instanceof HTMLInputElement && field.type === "file") {
    // The chosen files stay on the element (nothing renders a file input's value): the change is the news.
    if (field.files?.length) field.dispatchEvent(new Event("change", { bubbles: true }));
    return;
  }
  if (field instanceof HTMLSelectElement) {
    field.value = value;
    field.dispatchEvent(new Event("change", { bubbles: true }));
    return;
  }
  // React reports an input event only when the value differs from the last one it saw, and it
  // kept the typed value as seen when it hydrated (or put its own back when it re-rendered).
  // Assigning through the element's setter tells React of another value first; the browser's
  // setter then puts the typed one back without telling it, so the event carries the change.
  field.value = value === "" ? " " : "";
  setNativeValue(field, value);
  field.dispatchEvent(new Event("input", { bubbles: true }));
}
