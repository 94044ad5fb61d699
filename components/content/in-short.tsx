import { escapeHtml } from "@/lib/text/html";

/**
 * "In short": a long page's three or four takeaways (front matter
 * `inShort`), above its first section, so a reader knows what the page
 * teaches before its long body. The same summary panel as a legal page's
 * short version (each point behind a tick, app/globals.css .legal-summary).
 * The points are prose, placed as HTML like the body: React does not walk
 * them when it hydrates.
 */
export function InShort({ points }: { points: readonly string[] }) {
  const items = points.map((point) => `<li>${escapeHtml(point)}</li>`).join("");
  return (
    <aside aria-labelledby="in-short" className="legal-summary mb-10 rounded-2xl border border-border bg-accent/40 px-5 py-5 sm:px-7 sm:py-6">
      <h2 id="in-short" className="text-sm font-semibold tracking-wide text-accent-foreground uppercase">
        In short
      </h2>
      <ul className="mt-3 space-y-2 text-base text-foreground" dangerouslySetInnerHTML={{ __html: items }} />
    </aside>
  );
}
