import { Icon } from "@/components/ui/icons";
import { moreSections, notFoundStartingPoints } from "@/data/site";

/**
 * The site's five starting points as one column of rows, each a link with a
 * line on why to go there and an arrow: on the not-found page ("rows", a
 * framed list) and, with the other five sections (`all`), beside the search
 * results ("compact", inside the rail's own box). A list of rows leaves no lone card over, as a grid of five would.
 */
export function StartingPoints({ variant, all = false }: { variant: "rows" | "compact"; /** Every section, not only the five starting points (the search page). */ all?: boolean }) {
  const rows = variant === "rows";
  const links = all ? [...notFoundStartingPoints, ...moreSections] : notFoundStartingPoints;
  return (
    <ul className={rows ? "divide-y divide-border overflow-hidden rounded-xl border border-border bg-surface-raised" : "divide-y divide-border"}>
      {links.map((link) => (
        <li key={link.href}>
          <a href={link.href} className={`group flex items-center justify-between ${rows ? "min-h-14 gap-4 px-4 py-3 hover:bg-accent" : "min-h-11 gap-3 py-2.5"}`}>
            <span>
              <span className={`block font-semibold text-primary group-hover:underline ${rows ? "" : "text-sm"}`}>{link.label}</span>
              <span className={`mt-0.5 block text-muted ${rows ? "text-small" : "text-caption"}`}>{link.why}</span>
            </span>
            <Icon name="arrowRight" size={rows ? 18 : 16} className="shrink-0 text-muted transition-transform group-hover:translate-x-0.5 group-hover:text-primary motion-reduce:transition-none" />
          </a>
        </li>
      ))}
    </ul>
  );
}
