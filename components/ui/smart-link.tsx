import Link from "next/link";
import type { ReactNode } from "react";
import { ExternalLink } from "./external-link";

/** Links starting with http open in a new tab; anything else stays on the site. */
export function isExternalUrl(url: string): boolean {
  return /^https?:\/\//i.test(url);
}

export function SmartLink({ href, children, className }: { href: string; children: ReactNode; className?: string }) {
  if (isExternalUrl(href)) {
    return (
      <ExternalLink href={href} className={className}>
        {children}
      </ExternalLink>
    );
  }
  return (
    <Link href={href} className={className}>
      {children}
    </Link>
  );
}
