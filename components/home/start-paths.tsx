import { resolvedStartPaths, startPathsCopy } from "@/data/home";
import { Icon } from "@/components/ui/icons";
import { ContinueLink, PathProgress, PathStepMarker } from "@/components/progress/progress-marks";
import { keysForHref } from "@/data/progress";
import { cardGridClasses } from "@/lib/layout/card-grid";

const pathGrid = cardGridClasses({ rows: "own" });

/**
 * "Start here": three reading orders, each an ordered list of links drawn as a
 * short route (numbered stops joined by a line). Plain server HTML, no script.
 * Its heading is the home page's render-blocking anchor (see app/(site)/page.tsx).
 */
export function StartPaths() {
  const paths = resolvedStartPaths().map((path) => ({
    ...path,
    steps: path.steps.map((step, index) => ({ ...step, progress: { keys: keysForHref(step.href), path: step.href, number: index + 1 } })),
  }));
  return (
    <section aria-labelledby="start-heading" className="mx-auto max-w-6xl px-4 pt-5 pb-10 sm:px-6 lg:px-8">
      {/* The row "Continue where you left off" appears in, taken from the section's top padding so it never shifts the page. */}
      <div className="mb-5 flex h-11 items-center">
        <ContinueLink />
      </div>
      <p className="text-sm font-semibold tracking-wide text-primary uppercase">Start here</p>
      <h2 id="start-heading" className="mt-2 text-2xl font-bold tracking-tight sm:text-3xl">
        {startPathsCopy.heading}
      </h2>
      <p className="mt-3 max-w-2xl text-lg text-muted">{startPathsCopy.intro}</p>
      {/* On narrow screens the paths stack; these jump straight to the one that fits. */}
      <nav aria-label="Jump to a path" className="mt-5 flex flex-wrap gap-2 lg:hidden">
        {paths.map((path) => (
          <a
            key={path.id}
            href={`#path-${path.id}`}
            className="inline-flex min-h-11 items-center gap-2 rounded-full border border-border bg-surface-raised px-4 text-sm font-semibold hover:border-primary"
          >
            <Icon name={path.icon} size={16} className="text-primary" />
            {path.title}
          </a>
        ))}
      </nav>
      <ul className={`mt-8 ${pathGrid.grid}`}>
        {paths.map((path) => (
          <li key={path.id} className={pathGrid.cell}>
            <article aria-labelledby={`path-${path.id}`} className="flex h-full flex-col rounded-2xl border border-border bg-surface-raised p-6 shadow-sm">
              <div className="flex items-center gap-3">
                <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-primary text-primary-foreground">
                  <Icon name={path.icon} size={22} />
                </span>
                <h3 id={`path-${path.id}`} className="text-lg leading-snug font-semibold">
                  {path.title}
                </h3>
              </div>
              <p className="mt-3 text-sm leading-relaxed text-muted">{path.audience}</p>
              <p className="mt-3">
                <PathProgress steps={path.steps.map((step) => step.progress)} />
              </p>
              <ol className="mt-5 flex-1">
                {path.steps.map((step, index) => (
                  <li key={step.href} className="relative pb-1 last:pb-0">
                    {/* The line to the next stop; the last stop has none. */}
                    {index < path.steps.length - 1 ? (
                      <span aria-hidden="true" className="path-step-line" />
                    ) : null}
                    <a href={step.href} className="group path-step">
                      <PathStepMarker step={step.progress} />
                      <span className="min-w-0">
                        <span className="path-step-title">{step.title}</span>
                        <span className="path-step-why">{step.why}</span>
                      </span>
                    </a>
                  </li>
                ))}
              </ol>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
