import { newsletterCopy } from "@/data/home";
import { NewsletterForm } from "@/components/newsletter/newsletter-form";
import { Icon } from "@/components/ui/icons";

export function NewsletterSection() {
  return (
    <section aria-labelledby="newsletter-heading" className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
      <div className="flex flex-col items-start gap-6 rounded-2xl bg-accent p-8 sm:p-10 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-xl">
          <h2 id="newsletter-heading" className="flex items-center gap-2 text-2xl font-bold tracking-tight">
            <Icon name="mail" size={24} />
            {newsletterCopy.heading}
          </h2>
          <p className="mt-2 text-muted">{newsletterCopy.intro}</p>
        </div>
        <NewsletterForm id="home-newsletter" privacyNote={newsletterCopy.privacyNote} />
      </div>
    </section>
  );
}
