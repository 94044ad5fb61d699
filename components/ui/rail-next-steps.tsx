import { Icon } from "@/components/ui/icons";

export type RailStep = { href: string; label: string };

/**
 * What to do after (or instead of) reading on, under the contents in the
 * article rail on wide screens: the page's own tool or template, and the
 * next page in its sequence. The rail used to hold only the contents, and
 * the right third of a long page stood empty below them for thousands of
 * pixels. Phones do not get it: their rail sits above the article, and the
 * same links close the article (pager, templates, "Try it").
 */
export function RailNextSteps({ practice, next }: { practice?: RailStep & { kicker: string }; next?: RailStep & { kicker: string } }) {
  if (!practice && !next) return null;
  return (
    // One framed box, a row a link (two boxes of two lines each took 70 px more, which the A/B guide's long contents needed).
    <div data-rail-steps="" className="mt-6 hidden shrink-0 border-t border-border pt-5 lg:block">
      <div className="divide-y divide-border overflow-hidden rounded-xl border border-border bg-surface">
        {practice ? <RailLink step={practice} /> : null}
        {next ? <RailLink step={next} /> : null}
      </div>
    </div>
  );
}

function RailLink({ step }: { step: RailStep & { kicker: string } }) {
  return (
    <a href={step.href} className="group flex items-center justify-between gap-2 px-3 py-2 text-sm hover:bg-accent/40 focus-visible:bg-accent/40">
      <span className="min-w-0">
        <span className="block text-xs font-semibold tracking-wide text-muted uppercase">{step.kicker}</span>{" "}
        <span className="block font-medium text-foreground group-hover:text-primary">{step.label}</span>
      </span>
      <span className="shrink-0 text-primary transition-transform group-hover:translate-x-0.5 motion-reduce:transition-none">
        <Icon name="arrowRight" size={16} />
      </span>
    </a>
  );
}
