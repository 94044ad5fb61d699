import type { Segment } from "@/lib/search/engine";

/**
 * Text with its matched words in <mark>; shared by the dialog and the /search
 * page. `inLink`: the marks keep the link's colour, so a highlighted title
 * still reads as a link.
 */
export function Highlighted({ parts, inLink = false }: { parts: readonly Segment[]; inLink?: boolean }) {
  return (
    <>
      {parts.map((part, i) =>
        part.mark ? (
          <mark key={i} className={`rounded-sm font-semibold ${inLink ? "bg-primary/15 text-inherit" : "bg-primary/15 text-foreground dark:bg-primary/30"}`}>
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
