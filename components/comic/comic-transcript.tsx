import type { ComicPanel } from "@/lib/content/schemas";

/**
 * The whole comic as text, rendered on the server: for screen-reader users,
 * search engines and anyone who prefers reading to looking.
 * Each transcript line is "Speaker: words"; the speaker is set in bold.
 */
export function ComicTranscript({ panels }: { panels: readonly ComicPanel[] }) {
  return (
    <section aria-labelledby="transcript-heading" className="mt-14">
      <h2 id="transcript-heading" className="text-2xl font-bold">
        Transcript
      </h2>
      <details className="mt-4 rounded-xl border border-border bg-surface-raised p-5">
        <summary className="cursor-pointer font-semibold">Read the full transcript of all {panels.length} panels</summary>
        <ol className="mt-4 grid gap-5">
          {panels.map((panel, i) => (
            <li key={panel.id}>
              <h3 className="font-semibold">Panel {i + 1}</h3>
              {panel.transcript.split("\n").map((line, lineIndex) => {
                const split = line.indexOf(": ");
                return (
                  <p key={lineIndex} className="mt-1 leading-relaxed text-muted">
                    {split > 0 ? (
                      <>
                        <strong className="text-foreground">{line.slice(0, split)}:</strong> {line.slice(split + 2)}
                      </>
                    ) : (
                      line
                    )}
                  </p>
                );
              })}
            </li>
          ))}
        </ol>
      </details>
    </section>
  );
}
