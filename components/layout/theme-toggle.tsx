"use client";

import { useTheme } from "next-themes";
import { useSyncExternalStore, type ReactNode } from "react";

const options = [
  { value: "system", label: "System theme", short: "System" },
  { value: "light", label: "Light theme", short: "Light" },
  { value: "dark", label: "Dark theme", short: "Dark" },
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

/**
 * The three theme buttons; the server renders their icons and passes them in.
 * `bar`: icons only, in the header from 640 px. `menu`: in the phone menu,
 * each button 44 px tall with its name beside the icon.
 */
export function ThemeToggle({
  icons,
  variant = "bar",
}: {
  icons: Record<(typeof options)[number]["value"], ReactNode>;
  variant?: "bar" | "menu";
}) {
  const { theme, setTheme } = useTheme();
  const hydrated = useHydrated();
  const menu = variant === "menu";

  return (
    <div
      role="group"
      aria-label="Colour theme"
      className={`flex items-center rounded-lg border border-border p-0.5 ${menu ? "w-full" : ""}`}
    >
      {options.map((option) => {
        const active = hydrated && theme === option.value;
        return (
          <button
            key={option.value}
            type="button"
            aria-label={option.label}
            aria-pressed={active}
            title={menu ? undefined : option.label}
            onClick={() => switchTheme(setTheme, option.value)}
            className={`${menu ? "flex h-11 flex-1 items-center justify-center gap-2 text-sm font-medium" : "grid size-9 place-items-center"} rounded-md transition-colors ${
              active ? "bg-accent text-accent-foreground" : "text-muted hover:text-foreground"
            }`}
          >
            {icons[option.value]}
            {menu ? <span>{option.short}</span> : null}
          </button>
        );
      })}
    </div>
  );
}
