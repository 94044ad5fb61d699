"use client";

import { ThemeProvider as NextThemesProvider } from "next-themes";
import type { ReactNode } from "react";

/**
 * next-themes sets the `dark` class before first paint, so there is no flash.
 * No disableTransitionOnChange: it also runs on every page load (two full
 * style recalculations); the toggle switches transitions off itself.
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  return (
    <NextThemesProvider attribute="class" defaultTheme="system" enableSystem>
      {children}
    </NextThemesProvider>
  );
}
