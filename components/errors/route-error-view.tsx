"use client";

import { buttonClasses } from "@/components/ui/button";
import { ErrorScreen } from "./error-screen";

/** What app/error.tsx shows, in its own chunk: every page's first load carries the boundary, not this screen. */
export default function RouteErrorView({ reset }: { reset: () => void }) {
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
