import { categories, categoryCounts } from "@/data/home";
import { TeaserCard } from "@/components/ui/card";
import { CardGrid } from "@/components/ui/card-grid";
import { Icon } from "@/components/ui/icons";

export function Categories() {
  return (
    <section aria-labelledby="categories-heading" className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
      <h2 id="categories-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
        Explore Categories
      </h2>
      <p className="mt-3 max-w-2xl text-lg text-muted">Or browse the library by section.</p>
      <CardGrid className="mt-8" maxColumns={4}>
        {categories.map((category) => (
          <TeaserCard
            key={category.href}
            href={category.href}
            label={
              <>
                <span className="grid size-8 place-items-center rounded-lg bg-accent">
                  <Icon name={category.icon} size={16} />
                </span>
                {categoryCounts[category.href] ?? null}
              </>
            }
            title={category.label}
            text={category.description}
            link={{ label: "Explore" }}
          />
        ))}
      </CardGrid>
    </section>
  );
}
