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
    <div data-rail-steps="" className="mt-8 hidden shrink-0 space-y-3 border-t border-border pt-6 lg:block">
      {practice ? <RailLink step={practice} icon="arrowRight" /> : null}
      {next ? <RailLink step={next} icon="arrowRight" /> : null}
    </div>
  );
}

function RailLink({ step, icon }: { step: RailStep & { kicker: string }; icon: "arrowRight" }) {
  return (
    <a
      href={step.href}
      className="group flex items-start justify-between gap-2 rounded-xl border border-border bg-surface px-3 py-2.5 text-sm hover:border-primary focus-visible:border-primary"
    >
      <span className="min-w-0">
        <span className="block text-xs font-semibold tracking-wide text-muted uppercase">{step.kicker}</span>{" "}
        <span className="mt-0.5 block font-medium text-foreground group-hover:text-primary">{step.label}</span>
      </span>
      <span className="mt-4 shrink-0 text-primary">
        <Icon name={icon} size={16} />
      </span>
    </a>
  );
}
