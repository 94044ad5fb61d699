"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef, useState, type ReactNode } from "react";
import type { NavLink } from "@/lib/content/schemas";
import { NavLinks } from "./nav-links";

/**
 * Small-screen menu: a full-screen overlay below the header. It closes on
 * route change and on Escape; focus moves into it and back to the button,
 * and the page behind is made inert while it is open.
 */
export function MobileMenu({
  links,
  openIcon,
  closeIcon,
  theme,
}: {
  links: NavLink[];
  openIcon: ReactNode;
  closeIcon: ReactNode;
  /** The theme switch, shown below the nav on phones (the bar has no room for it under 640 px). */
  theme?: ReactNode;
}) {
  const pathname = usePathname() ?? "";
  const [open, setOpen] = useState(false);
  const [lastPath, setLastPath] = useState(pathname);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  // Close on every route change (adjusting state during render, not in an effect).
  if (pathname !== lastPath) {
    setLastPath(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const behind = [document.getElementById("main-content"), document.getElementById("site-footer")];
    behind.forEach((el) => el?.setAttribute("inert", ""));
    document.body.style.overflow = "hidden";
    panelRef.current?.querySelector<HTMLElement>("nav a")?.focus();
    const button = buttonRef.current;

    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("keydown", onKey);
      behind.forEach((el) => el?.removeAttribute("inert"));
      document.body.style.overflow = "";
      button?.focus();
    };
  }, [open]);

  return (
    <div className="xl:hidden">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls="mobile-menu"
        aria-label={open ? "Close menu" : "Open menu"}
        onClick={() => setOpen((value) => !value)}
        className="grid size-11 place-items-center rounded-lg border border-border bg-surface-raised"
      >
        {open ? closeIcon : openIcon}
      </button>
      {open ? (
        <div
          id="mobile-menu"
          ref={panelRef}
          role="dialog"
          aria-modal="true"
          aria-label="Site menu"
          className="fixed inset-x-0 top-16 bottom-0 z-50 overflow-y-auto bg-background px-4 py-6"
        >
          <nav aria-label="Main">
            <NavLinks links={links} variant="menu" onNavigate={() => setOpen(false)} />
          </nav>
          {theme ? (
            <div className="mt-6 border-t border-border pt-6 sm:hidden">
              <p className="mb-3 text-small font-semibold text-muted">Theme</p>
              {theme}
            </div>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
