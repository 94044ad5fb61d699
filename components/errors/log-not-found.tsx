"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";

/** Logs the unknown path as an error, so broken inbound links show up in the logs. */
export function LogNotFound() {
  const pathname = usePathname();
  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", pathname);
  }, [pathname]);
  return null;
}
