import type { ReactNode } from "react";
import { Icon } from "./icons";
import { WithLastWord } from "./with-last-word";

/** Links starting with http go to another site (and open in a new tab); anything else stays on the site. */
export function isExternalUrl(url: string): boolean {
  return /^https?:\/\//i.test(url);
}

/**
 * A link to another site: new tab, no opener, no referrer, a visible arrow
 * and a screen-reader note that it opens a new tab.
 */
export function ExternalLink({
  href,
  children,
  className,
  showIcon = true,
}: {
  href: string;
  children: ReactNode;
  className?: string;
  showIcon?: boolean;
}) {
  const icon = showIcon ? <Icon name="external" size={14} className="ml-1 inline-block shrink-0 align-[-2px]" /> : null;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {/* A plain-text label keeps its last word with the icon when it wraps. */}
      {typeof children === "string" && icon ? (
        <WithLastWord text={children}>{icon}</WithLastWord>
      ) : (
        <>
          {children}
          {icon}
        </>
      )}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
