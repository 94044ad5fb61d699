import type { Metadata } from "next";
import type { ReactNode } from "react";
import { PageShell } from "@/components/ui/container";

// The admin area depends on the visitor's session: always rendered per request.
export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  robots: { index: false, follow: false },
};

export default function AdminLayout({ children }: { children: ReactNode }) {
  // The site's own page width and gutters, so the admin pages line up with the header and footer like every other page.
  return <PageShell>{children}</PageShell>;
}
