import type { Metadata } from "next";
import type { ReactNode } from "react";

// The admin area depends on the visitor's session: always rendered per request.
export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  robots: { index: false, follow: false },
};

export default function AdminLayout({ children }: { children: ReactNode }) {
  return <div className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">{children}</div>;
}
