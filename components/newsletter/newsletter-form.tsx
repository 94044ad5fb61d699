"use client";

import { useActionState, useEffect, useRef, type FormEvent } from "react";
import { subscribe } from "@/lib/newsletter/actions";
import { HONEYPOT_FIELD, initialSubscribeState } from "@/lib/newsletter/form-state";
import { isValidEmail, newsletterMessages } from "@/lib/newsletter/validation";
import { useToast } from "@/components/ui/toast";
import { buttonClasses } from "@/components/ui/button";

/**
 * Newsletter signup. The address is checked in the browser first (nothing is
 * sent when it is invalid), then stored by a server action. Without
 * JavaScript the form still posts to the action and the answer shows inline.
 */
export function NewsletterForm({ id = "newsletter", privacyNote }: { id?: string; privacyNote: string }) {
  const { toast } = useToast();
  const [state, formAction, pending] = useActionState(subscribe, initialSubscribeState);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (state.status === "idle") return;
    toast({ title: state.message, variant: state.status === "success" ? "default" : "destructive" });
    if (state.status === "error") inputRef.current?.focus();
  }, [state, toast]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const email = new FormData(event.currentTarget).get("email");
    if (!isValidEmail(email)) {
      event.preventDefault();
      toast({ title: newsletterMessages.invalid, variant: "destructive" });
      inputRef.current?.focus();
    }
  }

  const messageId = `${id}-message`;
  return (
    <form action={formAction} onSubmit={onSubmit} noValidate className="w-full max-w-md">
      <div className="flex flex-col gap-3 sm:flex-row">
        <label htmlFor={`${id}-email`} className="sr-only">
          Email address
        </label>
        <input
          ref={inputRef}
          key={state.submission}
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          placeholder="you@company.com"
          defaultValue={state.email}
          aria-describedby={messageId}
          aria-invalid={state.status === "error" ? true : undefined}
          disabled={pending}
          className="min-h-11 flex-1 rounded-lg border border-border bg-background px-4 text-base placeholder:text-muted"
        />
        <button type="submit" disabled={pending} className={buttonClasses()}>
          {pending ? "Subscribing..." : "Subscribe"}
        </button>
      </div>
      {/* Honeypot: hidden from people and assistive technology; bots fill it in. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={`${id}-${HONEYPOT_FIELD}`}>Leave this field empty</label>
        <input id={`${id}-${HONEYPOT_FIELD}`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <p id={messageId} role="status" className={`mt-3 text-sm font-medium ${state.status === "error" ? "text-destructive" : "text-success"}`}>
        {state.message}
      </p>
      <p className="mt-1 text-sm text-muted">{privacyNote}</p>
    </form>
  );
}
