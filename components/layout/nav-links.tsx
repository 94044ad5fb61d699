"use client";

import { usePathname } from "next/navigation";
import type { NavLink } from "@/lib/content/schemas";
import { isActivePath } from "@/lib/nav";

const looks = {
  bar: {
    list: "flex items-center gap-0.5",
    link: (active: boolean) =>
      `rounded-md px-2 py-2 text-sm font-medium transition-colors ${active ? "bg-accent text-accent-foreground" : "text-muted hover:text-foreground"}`,
  },
  menu: {
    list: "mx-auto flex max-w-md flex-col gap-1",
    link: (active: boolean) => `block rounded-lg px-4 py-3 text-lg font-medium ${active ? "bg-accent text-accent-foreground" : "hover:bg-surface"}`,
  },
};

/**
 * The main navigation list, shared by the header bar and the mobile menu so
 * both mark the current page the same way (aria-current); each has its look.
 */
export function NavLinks({ links, variant, onNavigate }: { links: NavLink[]; variant: keyof typeof looks; onNavigate?: () => void }) {
  const pathname = usePathname() ?? "";
  const look = looks[variant];
  return (
    <ul className={look.list}>
      {links.map((link) => {
        const active = isActivePath(pathname, link.href);
        return (
          <li key={link.href}>
            <a href={link.href} aria-current={active ? "page" : undefined} onClick={onNavigate} className={look.link(active)}>
              {link.label}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
