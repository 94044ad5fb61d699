import Link from "next/link";
import type { NavLink } from "@/lib/content/schemas";
import { isActivePath } from "@/lib/nav";

/**
 * The main navigation list, shared by the header bar and the mobile menu so
 * both mark the current page the same way; each passes its own look.
 */
export function NavLinks({
  links,
  pathname,
  listClassName,
  linkClassName,
  onNavigate,
}: {
  links: NavLink[];
  pathname: string;
  listClassName: string;
  linkClassName: (active: boolean) => string;
  onNavigate?: () => void;
}) {
  return (
    <ul className={listClassName}>
      {links.map((link) => {
        const active = isActivePath(pathname, link.href);
        return (
          <li key={link.href}>
            <Link href={link.href} aria-current={active ? "page" : undefined} onClick={onNavigate} className={linkClassName(active)}>
              {link.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
