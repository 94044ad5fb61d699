import type { ReactNode } from "react";

/**
 * `text` with `children` (an arrow, an "external" icon) kept on the same line
 * as its last word: a label that wraps never leaves the icon alone on a line.
 */
export function WithLastWord({ text, children }: { text: string; children: ReactNode }) {
  const cut = text.lastIndexOf(" ") + 1;
  return (
    <>
      {text.slice(0, cut)}
      <span className="whitespace-nowrap">
        {text.slice(cut)}
        {children}
      </span>
    </>
  );
}
