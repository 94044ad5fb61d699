import { earlyInputScript } from "@/lib/early-input/script";

/**
 * Keeps what a visitor presses or types before the page's code has run (see
 * lib/early-input/script.ts). Render it above the interactive leaf, which
 * calls useEarlyInput() once it is live: the script runs as the parser reaches
 * it, before the leaf's markup can be painted. `keys`: the page's shortcuts.
 * A server component: static markup, no client code of its own.
 */
export function EarlyInput({ keys = [] }: { keys?: readonly string[] }) {
  return <script dangerouslySetInnerHTML={{ __html: earlyInputScript(keys) }} />;
}
