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

/**
 * `text` with each hyphenated word kept whole: a browser may break a line
 * after a hyphen, which left card titles reading "one-" / "pager" and
 * "go-to-" / "market". The word moves to the next line instead.
 */
export function WithWholeHyphenatedWords({ text }: { text: string }) {
  const parts = text.split(/(\S*-\S+)/);
  if (parts.length === 1) return text;
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <span key={index} className="whitespace-nowrap">
            {part}
          </span>
        ) : (
          part
        ),
      )}
    </>
  );
}
