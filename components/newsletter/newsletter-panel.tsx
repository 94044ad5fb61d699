import { Icon } from "@/components/ui/icons";
import { NewsletterForm } from "./newsletter-form";

/**
 * The newsletter sign-up as one panel, the same wherever it appears (the home
 * page, AI PM 10x): a heading behind a mail icon, one line of what the emails
 * are, then the form, in the accent panel. Beside the text where the panel is
 * wide enough for both (a container query, so it is the panel's width that
 * decides: full width on the home page, the reading column beside a contents
 * rail), under it otherwise. Two pages drawing their own versions read as two
 * different sign-ups.
 */
export function NewsletterPanel({
  headingId,
  heading,
  intro,
  formId,
  privacyNote,
}: {
  headingId: string;
  heading: string;
  intro: string;
  formId: string;
  privacyNote: string;
}) {
  return (
    <div className="@container">
      <div className="flex flex-col items-start gap-6 rounded-2xl bg-accent p-8 sm:p-10 @4xl:flex-row @4xl:items-center @4xl:justify-between">
        <div className="max-w-xl">
          <h2 id={headingId} className="flex items-center gap-2 text-2xl font-bold tracking-tight">
            <Icon name="mail" size={24} />
            {heading}
          </h2>
          <p className="mt-2 text-muted">{intro}</p>
        </div>
        <NewsletterForm id={formId} privacyNote={privacyNote} />
      </div>
    </div>
  );
}
