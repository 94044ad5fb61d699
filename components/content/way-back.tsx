import type { ReactNode } from "react";
import { buttonClasses } from "@/components/ui/button";
import { Icon } from "@/components/ui/icons";

/**
 * The way back to a page's index, at the very end after its pager: a
 * secondary button, since after the pager's next page going back is not the
 * page's main action. `children` sits beside it (Kaizen's history button).
 */
export function WayBack({ href, label, children }: { href: string; label: string; children?: ReactNode }) {
  return (
    <div className="mt-8 flex flex-wrap gap-3">
      <a href={href} className={buttonClasses({ variant: "secondary" })}>
        <Icon name="arrowLeft" size={18} />
        {label}
      </a>
      {children}
    </div>
  );
}
