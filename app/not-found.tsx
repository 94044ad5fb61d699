import type { Metadata } from "next";
import { buttonClasses } from "@/components/ui/button";
import { ErrorScreen } from "@/components/errors/error-screen";
import { LogNotFound } from "@/components/errors/log-not-found";

export const metadata: Metadata = {
  title: "Page Not Found",
  robots: { index: false },
};

export default function NotFound() {
  return (
    <ErrorScreen code="404" title="Page Not Found">
      <LogNotFound />
      <p className="mt-4 text-muted">
        We couldn&apos;t find the page you&apos;re looking for. The page might have been moved, deleted, or doesn&apos;t exist.
      </p>
      <a href="/" className={`${buttonClasses({ size: "lg" })} mt-8`}>
        Return to Home
      </a>
    </ErrorScreen>
  );
}
