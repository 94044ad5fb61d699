import { hero } from "@/content/home";
import { buttonClasses } from "@/components/ui/button";
import { Icon } from "@/components/ui/icons";

export function Hero() {
  return (
    <section className="relative overflow-hidden border-b border-border bg-gradient-to-b from-accent to-background">
      <div className="mx-auto max-w-4xl px-4 pt-20 pb-16 text-center sm:px-6 sm:pt-24">
        <p data-hero-badge className="inline-flex items-center gap-2 rounded-full border border-border bg-surface-raised px-4 py-1.5 text-sm font-medium text-accent-foreground">
          <Icon name="sparkles" size={16} />
          {hero.badge}
        </p>
        <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">{hero.headline}</h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg leading-relaxed text-muted">{hero.subtitle}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <a href={hero.primaryCta.href} className={buttonClasses({ size: "lg" })}>
            {hero.primaryCta.label}
            <Icon name="arrowRight" size={18} />
          </a>
          <a href={hero.secondaryCta.href} className={buttonClasses({ variant: "secondary", size: "lg" })}>
            {hero.secondaryCta.label}
          </a>
        </div>
      </div>
    </section>
  );
}
