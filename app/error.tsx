"use client";

import { useEffect } from "react";
import { buttonClasses } from "@/components/ui/button";
import { ErrorScreen } from "@/components/errors/error-screen";

export default function RouteError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <ErrorScreen title="Unexpected Application Error!">
      <p className="mt-4 text-muted">Something went wrong while showing this page. Please try again.</p>
      <div className="mt-8 flex gap-3">
        <button type="button" onClick={reset} className={buttonClasses({ variant: "secondary" })}>
          Try again
        </button>
        <a href="/" className={buttonClasses()}>
          Return to Home
        </a>
      </div>
    </ErrorScreen>
  );
}
