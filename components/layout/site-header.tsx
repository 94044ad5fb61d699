"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect, useState } from "react";
import type { NavLink } from "@/lib/content/schemas";
import { isScrolledPast } from "@/lib/nav";
import { MobileMenu } from "./mobile-menu";
import { NavLinks } from "./nav-links";
import { ThemeToggle } from "./theme-toggle";

/**
 * Fixed header: transparent at the top of the page, opaque with a shadow once
 * the page has scrolled past the threshold.
 */
export function SiteHeader({ links, siteName }: { links: NavLink[]; siteName: string }) {
  const pathname = usePathname();
  const [scrolled, setScrolled] = useState(false);

  useEffect(() => {
    const update = () => setScrolled(isScrolledPast(window.scrollY));
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);

  return (
    <header
      data-scrolled={scrolled ? "true" : "false"}
      className={`fixed inset-x-0 top-0 z-50 transition-[background-color,box-shadow] duration-200 ${
        scrolled ? "border-b border-border bg-background shadow-md" : "border-b border-transparent bg-transparent"
      }`}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-3 sm:gap-4 sm:px-6 lg:px-8">
        <Link href="/" className="flex shrink-0 items-center gap-2 text-base font-bold tracking-tight whitespace-nowrap sm:text-lg">
          <span aria-hidden="true" className="grid size-8 place-items-center rounded-lg bg-primary text-sm text-primary-foreground">
            PM
          </span>
          {siteName}
        </Link>
        <nav aria-label="Main" className="hidden xl:block">
          <NavLinks
            links={links}
            pathname={pathname}
            listClassName="flex items-center gap-1"
            linkClassName={(active) =>
              `rounded-md px-2.5 py-2 text-sm font-medium transition-colors ${
                active ? "bg-accent text-accent-foreground" : "text-muted hover:text-foreground"
              }`
            }
          />
        </nav>
        <div className="flex items-center gap-2">
          <ThemeToggle />
          <MobileMenu links={links} pathname={pathname} />
        </div>
      </div>
    </header>
  );
}
