"use client";

import { useTheme } from "next-themes";
import { useSyncExternalStore, type ReactNode } from "react";

const options = [
  { value: "system", label: "System theme" },
  { value: "light", label: "Light theme" },
  { value: "dark", label: "Dark theme" },
] as const;

const noop = () => () => {};

/** True once hydrated: the stored theme is unknown on the server. */
function useHydrated() {
  return useSyncExternalStore(noop, () => true, () => false);
}

/** Applies a theme with transitions off until it has been painted (see .theme-switching in globals.css). */
function switchTheme(setTheme: (theme: string) => void, theme: string) {
  const root = document.documentElement;
  root.classList.add("theme-switching");
  setTheme(theme);
  requestAnimationFrame(() => requestAnimationFrame(() => root.classList.remove("theme-switching")));
}

/** The three theme buttons; the server renders their icons and passes them in. */
export function ThemeToggle({ icons }: { icons: Record<(typeof options)[number]["value"], ReactNode> }) {
  const { theme, setTheme } = useTheme();
  const hydrated = useHydrated();

  return (
    <div role="group" aria-label="Colour theme" className="flex items-center rounded-lg border border-border p-0.5">
      {options.map((option) => {
        const active = hydrated && theme === option.value;
        return (
          <button
            key={option.value}
            type="button"
            aria-label={option.label}
            aria-pressed={active}
            title={option.label}
            onClick={() => switchTheme(setTheme, option.value)}
            className={`grid size-8 place-items-center rounded-md transition-colors sm:size-9 ${
              active ? "bg-accent text-accent-foreground" : "text-muted hover:text-foreground"
            }`}
          >
            {icons[option.value]}
          </button>
        );
      })}
    </div>
  );
}
