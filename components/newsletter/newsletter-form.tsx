import { buttonClasses } from "@/components/ui/button";
import { Icon } from "@/components/ui/icons";
import { HONEYPOT_FIELD } from "@/lib/newsletter/form-state";
import { NewsletterFormFields } from "./newsletter-form-fields";

/** An alert mark (circle with an exclamation point) for the inline error; the icon set has none. */
function AlertIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width={18} height={18} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round">
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7.5v5.5M12 16.5h.01" />
    </svg>
  );
}

/**
 * Newsletter signup (home page and AI PM 10x). Rendered on the server so the
 * icons of the inline answer stay out of the client bundle; the form itself
 * is the client leaf in newsletter-form-fields.tsx, given its static parts
 * (button classes, honeypot, privacy note) from here.
 */
export function NewsletterForm({ id = "newsletter", privacyNote }: { id?: string; privacyNote: string }) {
  return (
    <NewsletterFormFields
      id={id}
      buttonClassName={buttonClasses()}
      successIcon={<Icon name="check" size={18} strokeWidth={2.4} />}
      errorIcon={<AlertIcon />}
    >
      {/* Honeypot: hidden from people and assistive technology; bots fill it in. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={`${id}-${HONEYPOT_FIELD}`}>Leave this field empty</label>
        <input id={`${id}-${HONEYPOT_FIELD}`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <p className="mt-3 text-sm text-muted">{privacyNote}</p>
    </NewsletterFormFields>
  );
}
