import { categories, categoryCounts } from "@/data/home";
import { cardClasses } from "@/components/ui/card";
import { Icon } from "@/components/ui/icons";

export function Categories() {
  return (
    <section aria-labelledby="categories-heading" className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
      <h2 id="categories-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
        Explore Categories
      </h2>
      <p className="mt-3 max-w-2xl text-lg text-muted">Or browse the library by section.</p>
      <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {categories.map((category) => (
          <li key={category.href}>
            <a href={category.href} className={`${cardClasses} group flex h-full flex-col hover:border-primary`}>
              <div className="flex items-start justify-between gap-3">
                <span className="grid size-11 place-items-center rounded-xl bg-accent text-accent-foreground">
                  <Icon name={category.icon} size={22} />
                </span>
                {categoryCounts[category.href] ? (
                  <span className="rounded-full border border-border px-2.5 py-0.5 text-xs font-semibold text-muted">{categoryCounts[category.href]}</span>
                ) : null}
              </div>
              <h3 className="mt-4 text-lg font-semibold">{category.label}</h3>
              <p className="mt-2 flex-1 text-sm leading-relaxed text-muted">{category.description}</p>
              <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-primary">
                Explore
                <Icon name="arrowRight" size={16} className="transition-transform group-hover:translate-x-0.5" />
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
