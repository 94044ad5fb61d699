import type { ReactNode } from "react";

/** Page width and gutters, shared by every page. */
function Container({ children, className = "" }: { children: ReactNode; className?: string }) {
  return <div className={`mx-auto w-full max-w-6xl px-4 sm:px-6 lg:px-8 ${className}`}>{children}</div>;
}

/** Standard vertical rhythm for a page body below the fixed header. */
export function PageShell({ children, className = "" }: { children: ReactNode; className?: string }) {
  return <Container className={`py-10 sm:py-14 ${className}`}>{children}</Container>;
}
