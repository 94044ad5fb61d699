"use client";

import { useState, type FormEvent } from "react";
import { isValidEmail, newsletterMessages } from "@/lib/newsletter/validation";
import { useToast } from "@/components/ui/toast";
import { buttonClasses } from "@/components/ui/button";

/**
 * Newsletter signup form. It checks the address in the browser first; the
 * server action that stores it arrives with the backend, and until then the
 * form says plainly that signups are not open rather than pretend.
 */
export function NewsletterForm({ id = "newsletter", privacyNote }: { id?: string; privacyNote: string }) {
  const { toast } = useToast();
  const [email, setEmail] = useState("");

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!isValidEmail(email)) {
      toast({ title: newsletterMessages.invalid, variant: "destructive" });
      return;
    }
    toast({ title: "Signups are not open yet", description: "Please check back soon.", variant: "destructive" });
  }

  return (
    <form onSubmit={onSubmit} noValidate className="w-full max-w-md">
      <div className="flex flex-col gap-3 sm:flex-row">
        <label htmlFor={`${id}-email`} className="sr-only">
          Email address
        </label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          placeholder="you@company.com"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          className="min-h-11 flex-1 rounded-lg border border-border bg-background px-4 text-base placeholder:text-muted"
        />
        <button type="submit" className={buttonClasses()}>
          Subscribe
        </button>
      </div>
      <p className="mt-3 text-sm text-muted">{privacyNote}</p>
    </form>
  );
}
