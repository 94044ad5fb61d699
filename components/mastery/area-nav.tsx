import { Icon } from "@/components/ui/icons";
import type { MasteryArea } from "@/lib/content/schemas";

const linkClasses =
  "flex items-center gap-2 rounded-xl border border-border bg-surface-raised px-4 py-3 font-medium hover:border-primary hover:text-primary";

/** Previous/next area links at the foot of an area page, in the overview's order. */
export function AreaNav({ prev, next }: { prev?: MasteryArea; next?: MasteryArea }) {
  return (
    <nav aria-label="Other mastery areas" className="mt-12 flex flex-col gap-3 sm:flex-row sm:justify-between">
      {prev ? (
        <a href={`/product-mastery/${prev.id}`} className={linkClasses}>
          <Icon name="arrowLeft" size={18} />
          <span>
            <span className="sr-only">Previous area: </span>
            {prev.title}
          </span>
        </a>
      ) : (
        <span />
      )}
      {next ? (
        <a href={`/product-mastery/${next.id}`} className={`${linkClasses} sm:ml-auto`}>
          <span>
            <span className="sr-only">Next area: </span>
            {next.title}
          </span>
          <Icon name="arrowRight" size={18} />
        </a>
      ) : null}
    </nav>
  );
}
