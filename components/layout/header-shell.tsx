"use client";

import { useEffect, useState, type ReactNode } from "react";
import { isScrolledPast } from "@/lib/nav";

/**
 * The fixed header's frame: transparent at the top of the page, opaque with a
 * shadow once the page has scrolled past the threshold. Only the scroll state
 * is client code; everything inside is rendered on the server.
 */
export function HeaderShell({ children }: { children: ReactNode }) {
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
      {children}
    </header>
  );
}
