"use client";

import { lazy, Suspense, useEffect } from "react";

/*
 * Next puts this boundary in every page's first load, so the screen itself
 * loads only when a page fails. Should that load fail too (the network is
 * gone), the error goes on to global-error.tsx, which needs nothing.
 */
const RouteErrorView = lazy(() => import("@/components/errors/route-error-view"));

export default function RouteError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <Suspense fallback={null}>
      <RouteErrorView reset={reset} />
    </Suspense>
  );
}
