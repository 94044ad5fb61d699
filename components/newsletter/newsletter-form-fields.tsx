"use client";

import { useActionState, useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { subscribe } from "@/lib/newsletter/actions";
import { initialSubscribeState } from "@/lib/newsletter/form-state";
import { isValidEmail, newsletterMessages } from "@/lib/newsletter/validation";
import { useToast } from "@/components/ui/toast";

type InlineAnswer = { status: "success" | "error"; message: string };

/**
 * Newsletter signup fields. The address is checked in the browser first
 * (nothing is sent when it is invalid), then stored by a server action. Every
 * answer shows twice (docs/product.md, Newsletter): as a toast, and inline
 * under the field (with an icon), so it is read where the eye is and stays
 * after the toast has gone. Without JavaScript the form still posts to the action
 * and the answer shows inline. The static parts (the button's classes, the
 * honeypot, the privacy note) come from the server wrapper, so they add
 * nothing to the client bundle of the two pages that carry the form.
 */
export function NewsletterFormFields({
  id,
  buttonClassName,
  successIcon,
  errorIcon,
  children,
}: {
  id: string;
  buttonClassName: string;
  successIcon: ReactNode;
  errorIcon: ReactNode;
  /** The honeypot and the privacy note, rendered on the server. */
  children: ReactNode;
}) {
  const { toast } = useToast();
  const [state, formAction, pending] = useActionState(subscribe, initialSubscribeState);
  /** The browser's own refusal (invalid address); replaced by the server's next answer. */
  const [refusal, setRefusal] = useState<string | null>(null);
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
      setRefusal(newsletterMessages.invalid);
      toast({ title: newsletterMessages.invalid, variant: "destructive" });
      inputRef.current?.focus();
      return;
    }
    setRefusal(null);
  }

  // While a request is out, the last answer no longer applies.
  const answer: InlineAnswer | null = refusal
    ? { status: "error", message: refusal }
    : pending || state.status === "idle"
      ? null
      : { status: state.status, message: state.message };
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
          aria-invalid={answer?.status === "error" ? true : undefined}
          disabled={pending}
          className="min-h-11 flex-1 rounded-lg border border-border bg-background px-4 text-base placeholder:text-muted"
        />
        <button type="submit" disabled={pending} className={buttonClassName}>
          {pending ? "Subscribing..." : "Subscribe"}
        </button>
      </div>
      {/*
        Not a live region: the toast already announces the answer, and two
        live regions would read it twice. The field is described by this text, so
        it is read again when focus returns to the field after an error.
      */}
      <div id={messageId} data-answer={answer?.status}>
        {answer ? (
          <p
            className={`mt-3 flex items-start gap-2 rounded-lg border px-3 py-2 text-sm font-medium ${
              answer.status === "error" ? "border-destructive text-destructive" : "border-success text-success"
            } bg-surface-raised`}
          >
            <span className="mt-px shrink-0">{answer.status === "error" ? errorIcon : successIcon}</span>
            <span>{answer.message}</span>
          </p>
        ) : null}
      </div>
      {children}
    </form>
  );
}
