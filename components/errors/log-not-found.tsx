"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";

/** Logs the unknown path, as the spec asks, so broken links show up in logs. */
export function LogNotFound() {
  const pathname = usePathname();
  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", pathname);
  }, [pathname]);
  return null;
}
