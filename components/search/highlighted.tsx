import type { Segment } from "@/lib/search/engine";

/** Text with its matched words in <mark>; shared by the dialog and the /search page. */
export function Highlighted({ parts }: { parts: readonly Segment[] }) {
  return (
    <>
      {parts.map((part, i) =>
        part.mark ? (
          <mark key={i} className="rounded-sm bg-primary/15 px-0.5 font-semibold text-foreground dark:bg-primary/30">
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
