import type { ReactNode } from "react";
import { buttonClasses } from "@/components/ui/button";
import { Icon } from "@/components/ui/icons";

/**
 * The link under a home page section to the whole of it ("View all AI
 * resources", "Browse all 8 guides"): one style for all of them, a secondary
 * button, as the product asks of the AI one. (Two text links beside one
 * button read as two designs on one page.)
 */
export function SectionCta({ href, children }: { href: string; children: ReactNode }) {
  return (
    <p className="mt-8">
      <a href={href} className={buttonClasses({ variant: "secondary" })}>
        {children}
        <Icon name="arrowRight" size={16} />
      </a>
    </p>
  );
}
