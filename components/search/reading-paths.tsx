import { resolvedStartPaths } from "@/data/home";

/** Steps of each path shown here: the start of it, the rest is on the home page. */
const SHOWN_STEPS = 3;

/**
 * Before a search, /search also offers the home page's three reading paths
 * (new to the role, interviews, already a PM), each with its first steps:
 * a visitor who came to search without a word in mind has somewhere to go
 * (the page was a box and a row of chips beside an empty column). Server
 * HTML only; the paths and their titles come from the same data as the home
 * page's "Start here".
 */
export function ReadingPaths() {
  const paths = resolvedStartPaths();
  return (
    <section aria-labelledby="reading-paths-heading" className="mt-10">
      <h2 id="reading-paths-heading" className="text-lg font-semibold">
        Or follow a reading path
      </h2>
      <ul className="mt-3 grid list-none gap-4 pl-0 md:grid-cols-3">
        {paths.map((path) => (
          <li key={path.id} className="flex flex-col rounded-xl border border-border bg-surface-raised p-4">
            <p className="font-semibold">{path.title}</p>
            <ol className="mt-2 list-none space-y-1.5 pl-0 text-sm">
              {path.steps.slice(0, SHOWN_STEPS).map((step, index) => (
                <li key={step.href} className="flex gap-2">
                  <span aria-hidden="true" className="w-4 shrink-0 text-right font-semibold text-muted tabular-nums">
                    {index + 1}
                  </span>
                  <a href={step.href} className="font-medium text-primary underline-offset-4 hover:underline">
                    {step.title}
                  </a>
                </li>
              ))}
            </ol>
            <p className="mt-auto pt-3 text-sm">
              <a href={`/#path-${path.id}`} className="text-muted underline underline-offset-4 hover:text-primary">
                All {path.steps.length} steps<span className="sr-only">: {path.title}</span>
              </a>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
