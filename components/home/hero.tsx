import { hero, siteCounts } from "@/data/home";
import { buttonClasses } from "@/components/ui/button";
import { Icon } from "@/components/ui/icons";
import { nounFor } from "@/lib/home/site-counts";
import { HeroIllustration } from "./hero-illustration";

/** What the site holds, counted from the content (lib/home/site-counts.ts). */
const stats = [
  { value: siteCounts.frameworks, label: "framework", href: "/frameworks" },
  { value: siteCounts.masteryTopics, label: "mastery topic", href: "/product-mastery" },
  { value: siteCounts.glossaryTerms, label: "glossary term", href: "/glossary" },
  { value: siteCounts.quizQuestions, label: "quiz question", href: "/pm-quiz" },
] as const;

export function Hero() {
  return (
    <section aria-labelledby="hero-heading" className="relative overflow-hidden border-b border-border bg-gradient-to-b from-accent to-background">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 pt-20 pb-14 sm:px-6 sm:pt-24 lg:grid-cols-[minmax(0,1.15fr)_minmax(0,0.85fr)] lg:gap-12 lg:px-8 lg:pt-28 lg:pb-20">
        <div className="text-center lg:text-left">
          <p data-hero-badge className="inline-flex items-center gap-2 rounded-full border border-border bg-surface-raised px-4 py-1.5 text-sm font-medium text-accent-foreground">
            <Icon name="sparkles" size={16} />
            {hero.badge}
          </p>
          <h1 id="hero-heading" className="mt-6 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-[3.25rem] lg:leading-[1.1]">
            {hero.headline}
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg leading-relaxed text-muted lg:mx-0">{hero.subtitle}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row lg:justify-start">
            <a href={hero.primaryCta.href} className={buttonClasses({ size: "lg" })}>
              {hero.primaryCta.label}
              <Icon name="arrowRight" size={18} />
            </a>
            <a href={hero.secondaryCta.href} className={buttonClasses({ variant: "secondary", size: "lg" })}>
              {hero.secondaryCta.label}
            </a>
          </div>
          <ul aria-label="What you will find here" className="mt-10 grid grid-cols-2 gap-3 sm:grid-cols-4">
            {stats.map((stat) => (
              <li key={stat.href}>
                <a href={stat.href} className="block rounded-xl border border-border bg-surface-raised/70 px-3 py-2.5 text-center transition-colors hover:border-primary lg:text-left">
                  <span className="block text-2xl font-bold text-foreground">{stat.value}</span>
                  <span className="block text-sm text-muted">{nounFor(stat.value, stat.label)}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
        {/* Not on a phone: under the stats it pushed "Start here" to the third screen. */}
        <HeroIllustration className="mx-auto w-full max-w-xs max-sm:hidden sm:max-w-sm lg:max-w-none" />
      </div>
    </section>
  );
}
