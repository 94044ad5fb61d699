import { newsletterCopy } from "@/data/home";
import { NewsletterPanel } from "@/components/newsletter/newsletter-panel";

export function NewsletterSection() {
  return (
    <section aria-labelledby="newsletter-heading" className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
      <NewsletterPanel
        headingId="newsletter-heading"
        heading={newsletterCopy.heading}
        intro={newsletterCopy.intro}
        formId="home-newsletter"
        privacyNote={newsletterCopy.privacyNote}
      />
    </section>
  );
}
